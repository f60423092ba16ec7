// The detailed model's sheets: Business Detail (product lines, the team, the start-up list and payment terms
// as blue input cells) and Sources and Uses (where the opening money comes from and what it pays for).
import type { Workbook, Worksheet } from 'exceljs';
import {
  fieldOf,
  itemFieldOf,
  DEFAULT_RAISE_PCT,
  roundDollars,
  seasonAnchor,
  seasonFactors,
  type FieldKey,
  type Projection,
  type ProjectionInputs,
  type QuestionnaireField,
} from '@trajectory/engine';
import { roundDollarsFormula } from './excel-assumptions';
import {
  DETAIL_SETTINGS,
  FORMAT,
  ITEM_COLUMNS,
  LOAN_SLOTS,
  ROLE_COLUMNS,
  SHARE_MONTHS,
  SHEET,
  STARTUP_ASSETS_NAME,
  STARTUP_EXPENSES_NAME,
  STREAM_COLUMNS,
  columnLetter,
  loanName,
  seasonAnchorFormula,
  startupItemTotal,
  type DetailLayout,
  type DetailSettingName,
  type WorkbookLayout,
} from './excel-layout';
import {
  freeze,
  setFormula,
  setValue,
  styleHeaderRow,
  styleInputCell,
  styleNote,
  styleTotalRow,
  writeTitle,
} from './excel-cells';

type Bounds = Pick<QuestionnaireField, 'min' | 'max' | 'isWhole' | 'label'>;

/** A blue input cell with the questionnaire model's bounds as its data validation. */
function input(sheet: Worksheet, address: string, value: number, format: string, bounds: Bounds): void {
  const cell = setValue(sheet, address, value, format);
  styleInputCell(cell);
  const min = bounds.min ?? 0;
  const max = bounds.max ?? Number.MAX_SAFE_INTEGER;
  cell.dataValidation = {
    type: bounds.isWhole ? 'whole' : 'decimal',
    operator: 'between',
    allowBlank: false,
    formulae: [min, max],
    showErrorMessage: true,
    errorTitle: bounds.label,
    error: `${bounds.label} must be ${bounds.isWhole ? 'a whole number' : 'a number'} from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`,
  };
}

/** A blue text cell (a name or a kind); a kind is picked from its list. */
function textInput(sheet: Worksheet, address: string, value: string, choices?: readonly string[]): void {
  const cell = setValue(sheet, address, value);
  styleInputCell(cell);
  if (choices) {
    cell.dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [`"${choices.join(',')}"`],
      showErrorMessage: true,
      errorTitle: 'Kind',
      error: `Pick one of: ${choices.join(', ')}.`,
    };
  }
}

const SETTINGS: Record<
  DetailSettingName,
  { key: FieldKey; label: string; format: string; note: string; value: (i: ProjectionInputs) => number }
> = {
  PayrollBurdenPct: {
    key: 'payrollBurdenPct',
    label: 'Payroll taxes and benefits, % of staff wages',
    format: FORMAT.percentNumber,
    note: "On top of the team's wages (not the owner's salary). Type 10 for 10%",
    value: (i) => i.payrollBurdenPct ?? 0,
  },
  ReceivableDays: {
    key: 'receivableDays',
    label: 'Days customers take to pay',
    format: FORMAT.whole,
    note: '0 means customers pay on the day',
    value: (i) => i.receivableDays ?? 0,
  },
  InventoryDays: {
    key: 'inventoryDays',
    label: 'Days of stock held',
    format: FORMAT.whole,
    note: 'Measured against the cost of goods sold',
    value: (i) => i.inventoryDays ?? 0,
  },
  PayableDays: {
    key: 'payableDays',
    label: 'Days taken to pay suppliers',
    format: FORMAT.whole,
    note: "Suppliers' bills follow the cost of goods sold",
    value: (i) => i.payableDays ?? 0,
  },
};

const SHARE_ROWS: Array<[keyof DetailLayout['shareRows'], DetailSettingName, string]> = [
  ['receivable', 'ReceivableDays', 'Sales not yet collected'],
  ['inventory', 'InventoryDays', 'Stock on hand'],
  ['payable', 'PayableDays', 'Bills not yet paid'],
];

/** a_k(d) = min(1, max(0, (d − 30k) / 30)), as the engine computes it. */
function share(days: number, k: number): number {
  return Math.min(1, Math.max(0, (days - 30 * k) / 30));
}

export function addDetailSheet(
  workbook: Workbook,
  { title, inputs, layout }: { title: string; inputs: ProjectionInputs; layout: WorkbookLayout },
): void {
  const detail = layout.detail!;
  const sheet = workbook.addWorksheet(SHEET.detail, { properties: { tabColor: { argb: 'FF4338CA' } } });
  sheet.columns = [{ width: 40 }, ...Array.from({ length: 8 }, () => ({ width: 15 }))];
  writeTitle(
    sheet,
    `${title} — Business Detail`,
    'Product lines, the team, the start-up list and payment terms. The blue cells are inputs: change them and every sheet follows.',
  );

  setValue(sheet, 'A4', 'Payroll and payment terms');
  setValue(sheet, 'B4', 'Value');
  setValue(sheet, 'C4', 'Notes');
  styleHeaderRow(sheet, 4, 1, 3);
  sheet.getCell('C4').alignment = { horizontal: 'left' };
  for (const name of DETAIL_SETTINGS) {
    const row = detail.settingRows[name];
    const setting = SETTINGS[name];
    setValue(sheet, `A${row}`, setting.label);
    input(sheet, `B${row}`, setting.value(inputs), setting.format, {
      ...fieldOf(setting.key),
      label: setting.label,
    });
    workbook.definedNames.add(`'${SHEET.detail}'!$B$${row}`, name);
    setValue(sheet, `C${row}`, setting.note);
    styleNote(sheet.getCell(`C${row}`));
    sheet.getCell(`C${row}`).alignment = {};
  }

  const shareHeader = detail.shareRows.receivable - 1;
  setValue(sheet, `A${shareHeader}`, 'Share of a month still outstanding, months later');
  for (let k = 0; k < SHARE_MONTHS; k += 1) setValue(sheet, `${columnLetter(2 + k)}${shareHeader}`, k);
  styleHeaderRow(sheet, shareHeader, 1, 1 + SHARE_MONTHS);
  for (const [which, days, label] of SHARE_ROWS) {
    const row = detail.shareRows[which];
    setValue(sheet, `A${row}`, label);
    for (let k = 0; k < SHARE_MONTHS; k += 1) {
      setFormula(
        sheet,
        `${columnLetter(2 + k)}${row}`,
        `MIN(1,MAX(0,(${days}-30*${k})/30))`,
        share(SETTINGS[days].value(inputs), k),
        '0.000',
      );
    }
  }

  addStreamTable(sheet, inputs, detail);
  addRoleTable(sheet, inputs, detail);
  addItemTable(workbook, sheet, inputs, detail);
  freeze(sheet, { rows: 2, columns: 1 });
}

function header(sheet: Worksheet, row: number, labels: readonly string[]): void {
  labels.forEach((label, i) => setValue(sheet, `${columnLetter(1 + i)}${row}`, label));
  styleHeaderRow(sheet, row, 1, labels.length);
}

function none(sheet: Worksheet, row: number, what: string): void {
  const cell = setValue(sheet, `A${row}`, `No ${what} in this plan.`);
  styleNote(cell);
}

function addStreamTable(sheet: Worksheet, inputs: ProjectionInputs, detail: DetailLayout): void {
  header(sheet, detail.streamHeaderRow, [
    'Product line (besides the main product)',
    'Kind',
    'Price',
    'Unit cost',
    'First-month volume',
    'Start month (0 = Month 1)',
    'Annual growth %',
    'Monthly churn %',
    'Season of its first month',
  ]);
  sheet.getRow(detail.streamHeaderRow).height = 32;
  const streams = inputs.revenueStreams ?? [];
  if (streams.length === 0) none(sheet, detail.streamHeaderRow + 1, 'other product lines');
  const weights = inputs.seasonalityWeights ?? null;
  const factors =
    weights && weights.length === 12 ? seasonFactors(weights, inputs.firstCalendarMonth ?? 1) : null;
  streams.forEach((stream, index) => {
    const j = index + 1;
    const row = detail.streamRow(j);
    const at = (column: keyof typeof STREAM_COLUMNS) => `${STREAM_COLUMNS[column]}${row}`;
    const bounds = (item: string) => itemFieldOf('revenueStreams', index, item);
    textInput(sheet, at('name'), stream.name);
    textInput(sheet, at('kind'), stream.kind, ['units', 'subscription']);
    input(sheet, at('price'), stream.price, FORMAT.cents, bounds('price'));
    input(sheet, at('unitCost'), stream.unitCost ?? 0, FORMAT.cents, bounds('unitCost'));
    input(sheet, at('firstMonthVolume'), stream.firstMonthVolume, FORMAT.units, bounds('firstMonthVolume'));
    input(sheet, at('startMonth'), stream.startMonth ?? 0, FORMAT.whole, bounds('startMonth'));
    input(
      sheet,
      at('annualGrowthPct'),
      stream.annualGrowthPct ?? 0,
      FORMAT.percentNumber,
      bounds('annualGrowthPct'),
    );
    input(
      sheet,
      at('monthlyChurnPct'),
      stream.monthlyChurnPct ?? 0,
      FORMAT.percentNumber,
      bounds('monthlyChurnPct'),
    );
    // F(a_j): the season its first selling month is measured against (units only; 1 for a flat year).
    setFormula(
      sheet,
      at('anchor'),
      seasonAnchorFormula(`$${STREAM_COLUMNS.startMonth}$${row}`),
      seasonAnchor(factors, stream.startMonth ?? 0),
      FORMAT.factor,
    );
  });
  const note = sheet.getCell(`A${detail.streamRow(Math.max(streams.length, 1)) + 1}`);
  note.value =
    'Units lines follow the seasons; a subscription line adds its volume in new subscribers each month and loses the churn share of the rest. The main product is on the Assumptions sheet.';
  styleNote(note);
  note.alignment = {};
}

function addRoleTable(sheet: Worksheet, inputs: ProjectionInputs, detail: DetailLayout): void {
  header(sheet, detail.roleHeaderRow, [
    'Role (the team besides the owner)',
    'Headcount',
    'Monthly salary each, at hire',
    'Start month (0 = Month 1)',
    'Raise each anniversary %',
  ]);
  sheet.getRow(detail.roleHeaderRow).height = 32;
  const roles = inputs.staffRoles ?? [];
  if (roles.length === 0) none(sheet, detail.roleRow(0), 'roles');
  roles.forEach((role, r) => {
    const row = detail.roleRow(r);
    const at = (column: keyof typeof ROLE_COLUMNS) => `${ROLE_COLUMNS[column]}${row}`;
    const bounds = (item: string) => itemFieldOf('staffRoles', r, item);
    textInput(sheet, at('title'), role.title);
    input(sheet, at('headcount'), role.headcount, FORMAT.whole, bounds('headcount'));
    input(sheet, at('monthlySalary'), role.monthlySalary, FORMAT.cents, bounds('monthlySalary'));
    input(sheet, at('startMonth'), role.startMonth ?? 0, FORMAT.whole, bounds('startMonth'));
    input(
      sheet,
      at('annualRaisePct'),
      role.annualRaisePct ?? DEFAULT_RAISE_PCT,
      FORMAT.percentNumber,
      bounds('annualRaisePct'),
    );
  });
}

function addItemTable(
  workbook: Workbook,
  sheet: Worksheet,
  inputs: ProjectionInputs,
  detail: DetailLayout,
): void {
  header(sheet, detail.itemHeaderRow, ['Start-up item', 'Kind', 'Amount', 'Whole dollars']);
  const items = inputs.startupItems ?? [];
  if (items.length === 0) none(sheet, detail.itemRow(0), 'start-up items');
  items.forEach((item, i) => {
    const row = detail.itemRow(i);
    textInput(sheet, `${ITEM_COLUMNS.name}${row}`, item.name);
    textInput(sheet, `${ITEM_COLUMNS.kind}${row}`, item.kind, ['asset', 'expense']);
    input(
      sheet,
      `${ITEM_COLUMNS.amount}${row}`,
      item.amount,
      FORMAT.cents,
      itemFieldOf('startupItems', i, 'amount'),
    );
    setFormula(
      sheet,
      `${ITEM_COLUMNS.whole}${row}`,
      roundDollarsFormula(`${ITEM_COLUMNS.amount}${row}`),
      roundDollars(item.amount),
      FORMAT.dollars,
    );
  });
  const [first, last] = detail.itemRange;
  const total = (kind: 'asset' | 'expense') =>
    `SUMIF($${ITEM_COLUMNS.kind}$${first}:$${ITEM_COLUMNS.kind}$${last},"${kind}",$${ITEM_COLUMNS.whole}$${first}:$${ITEM_COLUMNS.whole}$${last})`;
  const sumOf = (kind: 'asset' | 'expense') => startupItemTotal(inputs, kind);
  const rows: Array<[number, string, 'asset' | 'expense', string]> = [
    [
      detail.assetTotalRow,
      'Kept items (assets): the startup cost, depreciated',
      'asset',
      STARTUP_ASSETS_NAME,
    ],
    [detail.expenseTotalRow, 'Spent items (expenses), in Month 1', 'expense', STARTUP_EXPENSES_NAME],
  ];
  for (const [row, label, kind, name] of rows) {
    setValue(sheet, `A${row}`, label);
    setFormula(sheet, `${ITEM_COLUMNS.whole}${row}`, total(kind), sumOf(kind), FORMAT.dollars);
    workbook.definedNames.add(`'${SHEET.detail}'!$${ITEM_COLUMNS.whole}$${row}`, name);
    styleTotalRow(sheet, row, 1, 4);
  }
}

/**
 * Sources and uses at the opening (spec): uses are the start-up items (or the one-time purchases), then
 * the working capital left (a "Shortfall" when negative); sources are the owner's cash and each loan
 * received at the opening. Both totals are equal by construction.
 */
export function addSourcesAndUsesSheet(
  workbook: Workbook,
  {
    title,
    inputs,
    projection,
    layout,
  }: { title: string; inputs: ProjectionInputs; projection: Projection; layout: WorkbookLayout },
): void {
  const detail = layout.detail!;
  const sheet = workbook.addWorksheet(SHEET.sourcesAndUses);
  sheet.columns = [{ width: 40 }, { width: 14 }, { width: 18 }];
  writeTitle(
    sheet,
    `${title} — Sources and Uses`,
    'At the opening, whole US dollars: where the money comes from and what it pays for.',
  );
  const { sourcesAndUses } = projection;
  const detailRef = `'${SHEET.detail}'!`;
  let row = 4;
  setValue(sheet, `A${row}`, 'Uses');
  setValue(sheet, `B${row}`, 'Kind');
  setValue(sheet, `C${row}`, 'Amount');
  styleHeaderRow(sheet, row, 1, 3);
  row += 1;
  const items = inputs.startupItems ?? [];
  const useRows: number[] = [];
  if (items.length > 0) {
    items.forEach((_, i) => {
      const itemRow = detail.itemRow(i);
      setFormula(sheet, `A${row}`, `${detailRef}$${ITEM_COLUMNS.name}$${itemRow}`, items[i]!.name);
      setFormula(sheet, `B${row}`, `${detailRef}$${ITEM_COLUMNS.kind}$${itemRow}`, items[i]!.kind);
      setFormula(
        sheet,
        `C${row}`,
        `${detailRef}$${ITEM_COLUMNS.whole}$${itemRow}`,
        sourcesAndUses.uses[i]!.amount,
        FORMAT.dollars,
      );
      useRows.push(row);
      row += 1;
    });
  } else {
    setValue(sheet, `A${row}`, 'One-time purchases');
    setFormula(
      sheet,
      `C${row}`,
      roundDollarsFormula('StartupCost'),
      sourcesAndUses.uses[0]!.amount,
      FORMAT.dollars,
    );
    useRows.push(row);
    row += 1;
  }
  const leftRow = row;
  const totalUsesRow = row + 1;
  const sourcesHeader = row + 3;
  const ownerRow = sourcesHeader + 1;
  const loanRows = Array.from({ length: LOAN_SLOTS }, (_, k) => ownerRow + 1 + k);
  const totalSourcesRow = ownerRow + 1 + LOAN_SLOTS;
  const spent = useRows.map((r) => `C${r}`).join('+');
  const left = sourcesAndUses.uses.at(-1)!;
  setFormula(sheet, `A${leftRow}`, `IF(C${leftRow}<0,"Shortfall","Working capital")`, left.name);
  setFormula(sheet, `C${leftRow}`, `C${totalSourcesRow}-(${spent})`, left.amount, FORMAT.dollars);
  setValue(sheet, `A${totalUsesRow}`, 'Total uses');
  setFormula(sheet, `C${totalUsesRow}`, `SUM(C5:C${leftRow})`, sourcesAndUses.totalUses, FORMAT.dollars);
  styleTotalRow(sheet, totalUsesRow, 1, 3);

  setValue(sheet, `A${sourcesHeader}`, 'Sources');
  setValue(sheet, `C${sourcesHeader}`, 'Amount');
  styleHeaderRow(sheet, sourcesHeader, 1, 3);
  setValue(sheet, `A${ownerRow}`, "Owner's cash");
  setFormula(
    sheet,
    `C${ownerRow}`,
    roundDollarsFormula('InitialCash'),
    sourcesAndUses.sources[0]!.amount,
    FORMAT.dollars,
  );
  loanRows.forEach((loanRow, k) => {
    const amount = loanName(k, 'Amount');
    const source = sourcesAndUses.sources.find((s) => s.name === `Loan ${k + 1}`);
    setValue(sheet, `A${loanRow}`, `Loan ${k + 1}`);
    setFormula(
      sheet,
      `B${loanRow}`,
      `IF(${amount}<=0,"no loan",IF(${loanName(k, 'StartMonth')}=0,"at opening","later: not a source"))`,
      (inputs.loans?.[k]?.amount ?? 0) <= 0
        ? 'no loan'
        : (inputs.loans?.[k]?.startMonth ?? 0) === 0
          ? 'at opening'
          : 'later: not a source',
    );
    setFormula(
      sheet,
      `C${loanRow}`,
      `IF(AND(${amount}>0,${loanName(k, 'StartMonth')}=0),${roundDollarsFormula(amount)},0)`,
      source?.amount ?? 0,
      FORMAT.dollars,
    );
  });
  setValue(sheet, `A${totalSourcesRow}`, 'Total sources');
  setFormula(
    sheet,
    `C${totalSourcesRow}`,
    `SUM(C${ownerRow}:C${loanRows.at(-1)!})`,
    sourcesAndUses.totalSources,
    FORMAT.dollars,
  );
  styleTotalRow(sheet, totalSourcesRow, 1, 3);

  const equityRow = totalSourcesRow + 2;
  const loans = `SUM(C${loanRows[0]}:C${loanRows.at(-1)!})`;
  const pct = projection.metrics.equityInjectionPct;
  setValue(sheet, `A${equityRow}`, "Owner's share of the opening money (equity injection)");
  setFormula(
    sheet,
    `C${equityRow}`,
    `IF(${loans}=0,"—",C${ownerRow}/(C${ownerRow}+${loans}))`,
    pct === null || pct === undefined ? '—' : pct / 100,
    FORMAT.percent,
  );
  const note = sheet.getCell(`A${equityRow + 1}`);
  note.value = 'Lenders (the SBA among them) look for the owner to put in at least 10% of the opening money.';
  styleNote(note);
  note.alignment = {};
  freeze(sheet, { rows: 2, columns: 1 });
}

// The Monthly sheet: the spec's monthly model in formulas, and its whole-dollar view that adds up to the statements.
import type { Workbook, Worksheet } from 'exceljs';
import type { MonthRow, Projection, ProjectionInputs } from '@trajectory/engine';
import {
  FORMAT,
  LEAVES,
  ROLE_COLUMNS,
  SHARE_MONTHS,
  STARTUP_EXPENSES_NAME,
  STREAM_COLUMNS,
  columnLetter,
  detailCell,
  streamName,
  BALANCE_FIELDS,
  type BalanceField,
  LOAN_MONTH_FIRST_ROW,
  LOAN_SLOTS,
  MONTHLY_HEADER_ROW,
  SEASON_ANCHOR_NAME,
  SHEET,
  WEIGHTS_RANGE,
  exactLabel,
  loanColumn,
  monthRow,
  sheetRef,
  shownLabel,
  yearRows,
  type LoanColumn,
  type WorkbookLayout,
} from './excel-layout';
import { leafTargetCell, statementRow } from './excel-statements';
import {
  freeze,
  setFormula,
  setValue,
  styleHeaderRow,
  styleNote,
  styleTotalRow,
  writeTitle,
} from './excel-cells';

/** The engine's split of a value into whole dollars and a remainder in millionths (splitByLargestRemainder). */
function splitDollar(value: number): { floor: number; remainder: number } {
  let floor = Math.floor(value);
  let remainder = Math.round((value - floor) * 1e6);
  if (remainder === 1e6) {
    floor += 1;
    remainder = 0;
  }
  return { floor, remainder };
}

/** Σ of one figure over the loans of the Loan Schedule, in the loans' order (as the engine adds them). */
function loansSum(column: LoanColumn, month: number): string {
  const row = LOAN_MONTH_FIRST_ROW + month;
  return Array.from(
    { length: LOAN_SLOTS },
    (_, k) => `${sheetRef(SHEET.loans)}${loanColumn(k, column)}${row}`,
  ).join('+');
}

/** The formulas of one month; operations in the engine's order, so every figure is the same double. */
function monthFormulas(layout: WorkbookLayout, month: number): Record<string, string> {
  const r = monthRow(month);
  const { shown: S, exact: E } = layout;
  const m = `(${S.month}${r}-1)`;
  const yearFactor = (rate: string) => `${rate}^(${S.year}${r}-1)`;
  const previous = (col: string) => (month === 0 ? 'OpeningCash' : `${col}${r - 1}`);
  const units = `IF(${m}<StartMonth,0,FirstMonthSales*(1+GrowthRate)^((${m}-StartMonth)/12))`;
  const base = {
    units: layout.isExtended ? `${units}*${E.seasonFactor}${r}/${SEASON_ANCHOR_NAME}` : units,
    revenue: `UnitPrice*${S.units}${r}`,
    cogs: `CostPerItem*${S.units}${r}`,
    salaries: `MonthlySalaries*${yearFactor('1.03')}`,
    marketing: `MonthlyAdvertising*${yearFactor('1.05')}`,
    rent: `MonthlyRent*${yearFactor('1.05')}`,
    utilities: `MonthlyUtilities*${yearFactor('1.05')}`,
    otherExpenses: `MonthlyOtherExpenses*${yearFactor('1.05')}`,
    grossMargin: `${S.revenue}${r}-${S.cogs}${r}`,
    totalExpenses: `SUM(${S.salaries}${r}:${S.otherExpenses}${r})`,
  };
  const costs = layout.detail
    ? `${E.revenue}${r}-${E.cogs}${r}-${E.salaries}${r}-${E.staffWages}${r}-${E.payrollTaxesBenefits}${r}-${E.marketing}${r}-${E.rent}${r}-${E.utilities}${r}-${E.otherExpenses}${r}-${E.startupExpenses}${r}`
    : `${E.revenue}${r}-${E.cogs}${r}-${E.salaries}${r}-${E.marketing}${r}-${E.rent}${r}-${E.utilities}${r}-${E.otherExpenses}${r}`;
  if (!layout.isExtended) {
    return {
      ...base,
      exactNetProfit: costs,
      exactCash: `${previous(E.cash)}+${E.netProfit}${r}`,
      netProfit: `${S.grossMargin}${r}-${S.totalExpenses}${r}`,
      cash: `${previous(S.cash)}+${S.netProfit}${r}`,
    };
  }
  const X = E as Required<typeof E>;
  const Y = S as Required<typeof S>;
  // F(m) = 12 × w[((f − 1 + m) mod 12) + 1] / Σw; equal weights are a flat year (exactly 1).
  const weights = WEIGHTS_RANGE;
  const depreciationMonths = 'UsefulLifeYears*12';
  const extended = {
    ...base,
    seasonFactor: `IF(OR(MAX(${weights})=MIN(${weights}),SUM(${weights})<=0),1,12*INDEX(${weights},MOD(FirstCalendarMonth-1+${m},12)+1)/SUM(${weights}))`,
    depreciation: `IF(AND(UsefulLifeYears>0,${m}<${depreciationMonths}),ROUND(ROUND(StartupCost,6),0)/(${depreciationMonths}),0)`,
    interestExpense: loansSum('interest', month),
    loanProceeds: loansSum('received', month),
    principalRepaid: loansSum('principal', month),
    ownerDraw: `IF(${m}>=OwnerDrawStartMonth,OwnerDrawMonthly,0)`,
    exactProfitBeforeTax: `${costs}-${X.depreciation}${r}-${X.interestExpense}${r}`,
    exactNetProfit: `${X.profitBeforeTax}${r}-${X.incomeTax}${r}`,
    cashBeforeTax: `${previous(X.cashBeforeTax)}+(${X.profitBeforeTax}${r}+${X.depreciation}${r}+${X.loanProceeds}${r}-${X.principalRepaid}${r}-${X.ownerDraw}${r})`,
    exactCash: `${X.cashBeforeTax}${r}-SUM(${X.incomeTax}$${monthRow(0)}:${X.incomeTax}${r})`,
    profitBeforeTax: `${Y.grossMargin}${r}-${Y.totalExpenses}${r}-${Y.depreciation}${r}-${Y.interestExpense}${r}`,
    netProfit: `${Y.profitBeforeTax}${r}-${Y.incomeTax}${r}`,
    cash: `${previous(Y.cash)}+${Y.netProfit}${r}+${Y.depreciation}${r}+${Y.loanProceeds}${r}-${Y.principalRepaid}${r}-${Y.ownerDraw}${r}`,
  };
  return layout.detail ? { ...extended, ...detailedFormulas(layout, month) } : extended;
}

/** Σ_k a_k(d) × flow(m − k), k = 0..min(m, 5): the part of recent months' flow still outstanding. */
function outstandingFormula(
  layout: WorkbookLayout,
  shareRow: number,
  flowColumn: string,
  month: number,
): string {
  const terms = ['0'];
  for (let k = 0; k < SHARE_MONTHS && k <= month; k += 1) {
    terms.push(`${detailCell(columnLetter(2 + k), shareRow)}*${flowColumn}${monthRow(month - k)}`);
  }
  return terms.join('+');
}

/**
 * The detailed model's month (spec "Monthly model, detailed"), in the engine's order of operations: each
 * product line's volume, revenue and cost; the team's wages with anniversary raises and their burden; the
 * start-up expenses in month 0; receivables, stock and payables; cash less what they hold.
 */
function detailedFormulas(layout: WorkbookLayout, month: number): Record<string, string> {
  const detail = layout.detail!;
  const r = monthRow(month);
  const E = layout.exact as Required<typeof layout.exact>;
  const S = layout.shown as Required<typeof layout.shown>;
  const m = `(${S.month}${r}-1)`;
  const formulas: Record<string, string> = {};
  if (layout.streams.length > 0) {
    const [primary, ...others] = layout.streams;
    formulas[`stream0.revenue`] = `UnitPrice*${S.units}${r}`;
    formulas[`stream0.cost`] = `CostPerItem*${S.units}${r}`;
    others.forEach((columns, index) => {
      const j = index + 1;
      const at = (column: keyof typeof STREAM_COLUMNS) =>
        detailCell(STREAM_COLUMNS[column], detail.streamRow(j));
      const start = at('startMonth');
      const fresh = `IF(${m}<${start},0,${at('firstMonthVolume')}*(1+${at('annualGrowthPct')}/100)^((${m}-${start})/12))`;
      const previous = month === 0 ? '0' : `${columns.units}${r - 1}`;
      formulas[`stream${j}.units`] =
        `IF(${at('kind')}="subscription",${previous}*(1-${at('monthlyChurnPct')}/100)+${fresh},${fresh}*${E.seasonFactor}${r}/${at('anchor')})`;
      formulas[`stream${j}.revenue`] = `${at('price')}*${columns.units}${r}`;
      formulas[`stream${j}.cost`] = `${at('unitCost')}*${columns.units}${r}`;
    });
    formulas.revenue = layout.streams.map((columns) => `${columns.revenue}${r}`).join('+');
    formulas.cogs = layout.streams.map((columns) => `${columns.cost}${r}`).join('+');
    void primary;
  }
  const roles = Array.from({ length: detail.roleCount }, (_, index) => {
    const at = (column: keyof typeof ROLE_COLUMNS) => detailCell(ROLE_COLUMNS[column], detail.roleRow(index));
    const start = at('startMonth');
    return `IF(${m}>=${start},${at('headcount')}*${at('monthlySalary')}*(1+${at('annualRaisePct')}/100)^INT((${m}-${start})/12),0)`;
  });
  formulas.staffWages = ['0', ...roles].join('+');
  formulas.payrollTaxesBenefits = `${E.staffWages}${r}*(PayrollBurdenPct/100)`;
  formulas.startupExpenses = month === 0 ? STARTUP_EXPENSES_NAME : '0';
  formulas.accountsReceivable = outstandingFormula(layout, detail.shareRows.receivable, E.revenue, month);
  formulas.inventory = outstandingFormula(layout, detail.shareRows.inventory, E.cogs, month);
  formulas.accountsPayable = outstandingFormula(layout, detail.shareRows.payable, E.cogs, month);
  const change = (field: BalanceField, sign: string) =>
    `${sign}*(${E[field]}${r}-${month === 0 ? '0' : `${E[field]}${r - 1}`})`;
  formulas.changeInReceivables = change('accountsReceivable', '-1');
  formulas.changeInInventory = change('inventory', '-1');
  formulas.changeInPayables = change('accountsPayable', '1');
  formulas.exactCash = `(${E.cashBeforeTax}${r}-${E.accountsReceivable}${r}-${E.inventory}${r}+${E.accountsPayable}${r})-SUM(${E.incomeTax}$${monthRow(0)}:${E.incomeTax}${r})`;
  formulas.totalExpenses = `SUM(${S.salaries}${r}:${S.startupExpenses}${r})`;
  const previousCash = month === 0 ? 'OpeningCash' : `${S.cash}${r - 1}`;
  formulas.cash = `${previousCash}+${S.netProfit}${r}+${S.depreciation}${r}+${S.changeInReceivables}${r}+${S.changeInInventory}${r}+${S.changeInPayables}${r}+${S.loanProceeds}${r}-${S.principalRepaid}${r}-${S.ownerDraw}${r}`;
  return formulas;
}

/**
 * Largest remainder within the year, as the spec shows months: the whole-dollar floor, plus one dollar
 * for the months whose remainder ranks (largest first, earlier month first on ties) within the dollars
 * still missing from the year's statement figure. A leaf whose statement figure is not the rounded sum
 * of its months (depreciation, repayments) may be short or over by more: the dollars then cycle over
 * the months in that order, taken back from the smallest remainders first, as the engine does.
 */
function shownLeafFormula(layout: WorkbookLayout, leafIndex: number, month: number): string {
  const yearIndex = Math.floor(month / 12);
  const [first, last] = yearRows(yearIndex);
  const r = monthRow(month);
  const floor = layout.floorColumn(leafIndex);
  const rem = layout.remainderColumn(leafIndex);
  const rank = `COUNTIF(${rem}$${first}:${rem}$${last},">"&${rem}${r})+COUNTIF(${rem}$${first}:${rem}${r},${rem}${r})`;
  const leaf = layout.leaves[leafIndex]!;
  const missing = `(${leafTargetCell(layout, leaf, yearIndex)}-SUM(${floor}$${first}:${floor}$${last}))`;
  // The base leaves' figures are the rounded sums of their months: 0 to 12 dollars are missing.
  if (leafIndex < LEAVES.length) return `${floor}${r}+IF(${rank}<=${missing},1,0)`;
  return `${floor}${r}+IF(${missing}>=0,QUOTIENT(${missing},12)+IF(${rank}<=MOD(${missing},12),1,0),-QUOTIENT(-${missing},12)-IF(${rank}>12-MOD(-${missing},12),1,0))`;
}

function writeHeaders(sheet: Worksheet, layout: WorkbookLayout, projection: Projection): void {
  for (const key of layout.shownKeys)
    setValue(sheet, `${layout.shown[key]}${MONTHLY_HEADER_ROW}`, shownLabel(key));
  styleHeaderRow(sheet, MONTHLY_HEADER_ROW, 1, layout.shownKeys.length);
  for (const key of layout.exactKeys) {
    const label = exactLabel(key);
    setValue(
      sheet,
      `${layout.exact[key]}${MONTHLY_HEADER_ROW}`,
      key === 'seasonFactor'
        ? label
        : key === 'cashBeforeTax' && layout.detail
          ? 'Cash Before Income Tax and Working Capital (exact)'
          : `${label} (exact)`,
    );
  }
  layout.streams.forEach((columns, j) => {
    const name = streamName(projection, j);
    if (columns.units) setValue(sheet, `${columns.units}${MONTHLY_HEADER_ROW}`, `${name}: volume`);
    setValue(sheet, `${columns.revenue}${MONTHLY_HEADER_ROW}`, `${name}: revenue`);
    setValue(sheet, `${columns.cost}${MONTHLY_HEADER_ROW}`, `${name}: cost`);
  });
  if (layout.streams.length > 0) {
    const first = layout.exactFirstColumn + layout.exactKeys.length + 1;
    styleHeaderRow(sheet, MONTHLY_HEADER_ROW, first, layout.helperFirstColumn - 2);
  }
  layout.leaves.forEach((leaf, i) => {
    setValue(sheet, `${layout.floorColumn(i)}${MONTHLY_HEADER_ROW}`, `${leaf.label}: whole dollars`);
    setValue(
      sheet,
      `${layout.remainderColumn(i)}${MONTHLY_HEADER_ROW}`,
      `${leaf.label}: remainder (millionths)`,
    );
  });
  styleHeaderRow(
    sheet,
    MONTHLY_HEADER_ROW,
    layout.exactFirstColumn,
    layout.exactFirstColumn + layout.exactKeys.length - 1,
  );
  styleHeaderRow(
    sheet,
    MONTHLY_HEADER_ROW,
    layout.helperFirstColumn,
    layout.helperFirstColumn + layout.leaves.length * 2 - 1,
  );
  sheet.getRow(MONTHLY_HEADER_ROW).height = 32;
  const caption = setValue(
    sheet,
    `${layout.exact.revenue}2`,
    'The exact model: the statements sum these months, then round each year to whole dollars.',
  );
  styleNote(caption);
  caption.alignment = {};
}

function setColumns(sheet: Worksheet, layout: WorkbookLayout): void {
  sheet.getColumn(layout.shown.month).width = 8;
  sheet.getColumn(layout.shown.year).width = 7;
  sheet.getColumn(layout.shown.units).width = 11;
  for (let col = 4; col <= layout.shownKeys.length; col += 1) sheet.getColumn(col).width = 14;
  sheet.getColumn(layout.shownKeys.length + 1).width = 3;
  for (let col = layout.exactFirstColumn; col < layout.helperFirstColumn - 1; col += 1)
    sheet.getColumn(col).width = 16;
  sheet.getColumn(layout.helperFirstColumn - 1).width = 3;
  // The rounding helpers are grouped and folded away; the + in the margin opens them.
  for (
    let col = layout.helperFirstColumn;
    col < layout.helperFirstColumn + layout.leaves.length * 2;
    col += 1
  ) {
    const column = sheet.getColumn(col);
    column.width = 14;
    column.outlineLevel = 1;
    column.hidden = true;
  }
}

const EXACT_FORMULA_OF: Record<string, string> = {
  profitBeforeTax: 'exactProfitBeforeTax',
  netProfit: 'exactNetProfit',
  cash: 'exactCash',
};

export function addMonthlySheet(
  workbook: Workbook,
  {
    title,
    inputs,
    projection,
    layout,
  }: { title: string; inputs: ProjectionInputs; projection: Projection; layout: WorkbookLayout },
): void {
  const sheet = workbook.addWorksheet(SHEET.monthly);
  writeTitle(
    sheet,
    `${title} — Monthly Projection`,
    "Whole dollars; each year's months add up exactly to its statement figure (largest-remainder rounding).",
  );
  writeHeaders(sheet, layout, projection);
  setColumns(sheet, layout);
  const taxRow = layout.isExtended ? statementRow(layout, 'profitLoss', 'incomeTax') : 0;

  for (let month = 0; month < layout.monthCount; month += 1) {
    const r = monthRow(month);
    const exact = projection.months[month]!;
    const shown = projection.roundedMonths[month]!;
    const f = monthFormulas(layout, month);
    setValue(sheet, `${layout.shown.month}${r}`, month + 1);
    setValue(sheet, `${layout.shown.year}${r}`, exact.year);
    setFormula(sheet, `${layout.shown.units}${r}`, f.units!, exact.units, FORMAT.units);
    for (const key of layout.exactKeys) {
      const col = `${layout.exact[key]}${r}`;
      if (key === 'seasonFactor') {
        setFormula(sheet, col, f.seasonFactor!, seasonFactorOf(inputs, month), FORMAT.factor);
      } else if (key === 'incomeTax') {
        if (month % 12 === 11) {
          const y = Math.floor(month / 12);
          const cell = `${sheetRef(SHEET.profitLoss)}$${layout.yearColumns[y]}$${taxRow}`;
          setFormula(sheet, col, cell, exact.incomeTax, FORMAT.cents);
        } else setValue(sheet, col, 0, FORMAT.cents);
      } else if (key === 'cashBeforeTax') {
        const paid = projection.months.slice(0, month + 1).reduce((sum, row) => sum + row.incomeTax, 0);
        const held = exact.accountsReceivable + exact.inventory - exact.accountsPayable;
        setFormula(sheet, col, f.cashBeforeTax!, exact.cash + paid + held, FORMAT.cents);
      } else {
        setFormula(
          sheet,
          col,
          f[EXACT_FORMULA_OF[key] ?? key]!,
          exactValue(projection, month, key),
          FORMAT.cents,
        );
      }
    }
    layout.streams.forEach((columns, j) => {
      const value = streamMonth(inputs, projection, j, month);
      if (columns.units)
        setFormula(sheet, `${columns.units}${r}`, f[`stream${j}.units`]!, value.units, FORMAT.exactUnits);
      setFormula(sheet, `${columns.revenue}${r}`, f[`stream${j}.revenue`]!, value.revenue, FORMAT.cents);
      setFormula(sheet, `${columns.cost}${r}`, f[`stream${j}.cost`]!, value.cost, FORMAT.cents);
    });
    layout.leaves.forEach((leaf, i) => {
      const value = exactValue(projection, month, leaf.field);
      const { floor, remainder } = splitDollar(value);
      const e = `${layout.exact[leaf.field]}${r}`;
      // A working-capital change can be negative: its floor is taken as e − MOD(e, 1), which every
      // spreadsheet computes alike (INT truncates negatives in some); the other leaves are never negative.
      const int = leaf.field.startsWith('changeIn') ? `ROUND(${e}-MOD(${e},1),0)` : `INT(${e})`;
      setFormula(
        sheet,
        `${layout.floorColumn(i)}${r}`,
        `${int}+IF(ROUND((${e}-${int})*1000000,0)=1000000,1,0)`,
        floor,
      );
      setFormula(
        sheet,
        `${layout.remainderColumn(i)}${r}`,
        `MOD(ROUND((${e}-${int})*1000000,0),1000000)`,
        remainder,
      );
      setFormula(
        sheet,
        `${layout.shown[leaf.field]}${r}`,
        shownLeafFormula(layout, i, month),
        shown[leaf.field],
        FORMAT.dollars,
      );
    });
    for (const key of ['grossMargin', 'totalExpenses', 'profitBeforeTax', 'netProfit', 'cash'] as const) {
      const col = layout.shown[key];
      if (col) setFormula(sheet, `${col}${r}`, f[key]!, shown[key], FORMAT.dollars);
    }
    if (month % 12 === 11) {
      sheet.getRow(r).border = { bottom: { style: 'thin', color: { argb: 'FFCBD5E1' } } };
    }
  }
  addYearTotals(sheet, inputs, projection, layout);
  freeze(sheet, { rows: MONTHLY_HEADER_ROW, columns: 2 });
}

/** An exact column's value in the engine's months; a working-capital change from the month-end balances. */
function exactValue(projection: Projection, month: number, key: string): number {
  const row = projection.months[month]!;
  const before = month === 0 ? null : projection.months[month - 1]!;
  const change = (field: BalanceField, sign: number) => sign * (row[field] - (before ? before[field] : 0));
  if (key === 'changeInReceivables') return change('accountsReceivable', -1);
  if (key === 'changeInInventory') return change('inventory', -1);
  if (key === 'changeInPayables') return change('accountsPayable', 1);
  return row[key as keyof MonthRow];
}

/**
 * The value F(m) shows before a spreadsheet recalculates (the engine does not export its factors; the
 * cell's formula is the model, and the test checks this value against it).
 */
function seasonFactorOf(inputs: ProjectionInputs, month: number): number {
  const weights = inputs.seasonalityWeights ?? null;
  if (weights === null || weights.every((w) => w === weights[0])) return 1;
  const sum = weights.reduce((total, w) => total + w, 0);
  if (!(sum > 0)) return 1;
  return (12 * weights[((inputs.firstCalendarMonth ?? 1) - 1 + month) % 12]!) / sum;
}

/** Product line j's volume, revenue and cost in one month, unrounded, as the engine computes them. */
function streamMonth(inputs: ProjectionInputs, projection: Projection, j: number, month: number) {
  const units = projection.revenueStreamMonths[j]!.units[month]!;
  const stream = j === 0 ? null : inputs.revenueStreams![j - 1]!;
  const price = stream ? stream.price : inputs.unitPrice;
  const unitCost = stream ? (stream.unitCost ?? 0) : inputs.costPerItem;
  return { units, revenue: price * units, cost: unitCost * units };
}

/** Year rows under the months: the shown months add up to the statements, the exact ones before rounding. */
function addYearTotals(
  sheet: Worksheet,
  inputs: ProjectionInputs,
  projection: Projection,
  layout: WorkbookLayout,
): void {
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  for (let yearIndex = 0; yearIndex < layout.years; yearIndex += 1) {
    const r = layout.yearTotalFirstRow + yearIndex;
    const [first, last] = yearRows(yearIndex);
    const exact = projection.months.slice(yearIndex * 12, yearIndex * 12 + 12);
    const shown = projection.roundedMonths.slice(yearIndex * 12, yearIndex * 12 + 12);
    setValue(sheet, `${layout.shown.month}${r}`, `Year ${yearIndex + 1}`);
    const total = (col: string, result: number, numFmt: string) =>
      setFormula(sheet, `${col}${r}`, `SUM(${col}${first}:${col}${last})`, result, numFmt);
    total(layout.shown.units, sum(exact.map((m) => m.units)), FORMAT.units);
    for (const key of layout.shownKeys) {
      if (key === 'month' || key === 'year' || key === 'units') continue;
      const col = layout.shown[key]!;
      if (key === 'cash') setFormula(sheet, `${col}${r}`, `${col}${last}`, shown[11]!.cash, FORMAT.dollars);
      else total(col, sum(shown.map((m) => m[key as keyof typeof m] as number)), FORMAT.dollars);
    }
    for (const key of layout.exactKeys) {
      const col = layout.exact[key]!;
      if (key === 'seasonFactor') continue;
      if (key === 'cash') setFormula(sheet, `${col}${r}`, `${col}${last}`, exact[11]!.cash, FORMAT.cents);
      else if (key === 'cashBeforeTax') {
        const paid = projection.months.slice(0, yearIndex * 12 + 12).reduce((s, row) => s + row.incomeTax, 0);
        const end = exact[11]!;
        const held = end.accountsReceivable + end.inventory - end.accountsPayable;
        setFormula(sheet, `${col}${r}`, `${col}${last}`, end.cash + paid + held, FORMAT.cents);
      } else if ((BALANCE_FIELDS as readonly string[]).includes(key)) {
        // A balance at the year's end, as the balance sheet reads it.
        setFormula(sheet, `${col}${r}`, `${col}${last}`, exact[11]![key as BalanceField], FORMAT.cents);
      } else
        total(col, sum(exact.map((_, i) => exactValue(projection, yearIndex * 12 + i, key))), FORMAT.cents);
    }
    layout.streams.forEach((columns, j) => {
      const values = exact.map((_, i) => streamMonth(inputs, projection, j, yearIndex * 12 + i));
      if (columns.units) total(columns.units, sum(values.map((v) => v.units)), FORMAT.exactUnits);
      total(columns.revenue, sum(values.map((v) => v.revenue)), FORMAT.cents);
      total(columns.cost, sum(values.map((v) => v.cost)), FORMAT.cents);
    });
    styleTotalRow(sheet, r, 1, layout.helperFirstColumn - 2);
  }
}

// The three statement sheets: every figure a formula summing or linking the Monthly sheet, as the spec defines it.
import type { Workbook, Worksheet } from 'exceljs';
import {
  cashAvailableForDebtService,
  debtServiceCoverage,
  debtServiceOf,
  DSCR_MINIMUM,
  LOSS_OFFSET_LIMIT,
  taxYears,
  type Projection,
  type YearValues,
} from '@trajectory/engine';
import { BALANCE_SHEET_LABELS, CASH_FLOW_LABELS, PROFIT_LOSS_LABELS } from '@trajectory/contracts/statements';
import { roundDollarsFormula } from './excel-assumptions';
import {
  FORMAT,
  LOAN_MONTH_FIRST_ROW,
  LOAN_SLOTS,
  SHEET,
  STATEMENT_FIRST_ROW,
  STATEMENT_HEADER_ROW,
  loanColumn,
  sheetRef,
  streamName,
  yearRows,
  type BalanceField,
  type LeafDefinition,
  type WorkbookLayout,
} from './excel-layout';
import {
  freeze,
  setFormula,
  setValue,
  styleHeaderRow,
  styleNote,
  styleSectionRow,
  styleTotalRow,
  writeTitle,
} from './excel-cells';

export type StatementKind = 'profitLoss' | 'balanceSheet' | 'cashFlow';

type CellContext = {
  col: string;
  yearIndex: number;
  layout: WorkbookLayout;
  /** The cell of another line of the same statement, in the same year column. */
  at: (path: string) => string;
  /** The cell of a line of another statement, in the same year column. */
  of: (kind: StatementKind, path: string) => string;
  /** The same line's cells of Year 1 to this year, as a range ($B$9:D$9). */
  toDate: (kind: StatementKind, path: string) => string;
};

type Formula = (c: CellContext) => string | number;

type Line = {
  path: string;
  label: string;
  isTotal?: boolean;
  isSection?: boolean;
  /** A year's formula, or a constant (0 for the years after the first, where the spec says so). */
  cell?: Formula;
};

/** A leaf: its twelve exact months on the Monthly sheet summed, then rounded by the spec's rule. */
function leafSum(field: LeafDefinition['field']): Formula {
  return ({ yearIndex, layout }) => {
    const [first, last] = yearRows(yearIndex);
    const col = layout.exact[field];
    if (!col) throw new Error(`No exact column for ${field}`);
    return roundDollarsFormula(`SUM(${sheetRef(SHEET.monthly)}$${col}$${first}:$${col}$${last})`);
  };
}

const FIXED_ASSETS = roundDollarsFormula('StartupCost');
const INITIAL_CAPITAL = roundDollarsFormula('InitialCash');

/** The P&L rows of the tax helper block under the statement (extended workbook). */
export const TAX_HELPER = { lossCarriedIn: 'Tax losses carried into the year', taxable: 'Taxable profit' };

const PROFIT_LOSS_FORMULAS: Record<string, Formula> = {
  productServiceRevenue: leafSum('revenue'),
  totalRevenue: (c) => c.at('productServiceRevenue'),
  productServiceCost: leafSum('cogs'),
  totalCostOfGoodsSold: (c) => c.at('productServiceCost'),
  grossMargin: (c) => `${c.at('totalRevenue')}-${c.at('totalCostOfGoodsSold')}`,
  salaries: leafSum('salaries'),
  marketing: leafSum('marketing'),
  rent: leafSum('rent'),
  utilities: leafSum('utilities'),
  otherExpenses: leafSum('otherExpenses'),
  totalExpenses: (c) => `SUM(${c.at('salaries')}:${c.at('otherExpenses')})`,
  operatingProfit: (c) => `${c.at('grossMargin')}-${c.at('totalExpenses')}`,
  netProfit: (c) => c.at('operatingProfit'),
};

/**
 * The extended P&L: depreciation by the cumulative rule (the asset is written off exactly), interest
 * from the loan schedule, tax on the year's profit less the losses carried in (rows under the statement).
 */
const EXTENDED_PROFIT_LOSS_FORMULAS: Record<string, Formula> = {
  ...PROFIT_LOSS_FORMULAS,
  depreciation: (c) => {
    const months = 'UsefulLifeYears*12';
    const cumulative = roundDollarsFormula(
      `${FIXED_ASSETS}*MIN(${12 * (c.yearIndex + 1)},${months})/(${months})`,
    );
    const row = statementRow(c.layout, 'profitLoss', 'depreciation');
    const earlier =
      c.yearIndex === 0
        ? ''
        : `-SUM($${c.layout.yearColumns[0]}$${row}:${c.layout.yearColumns[c.yearIndex - 1]}$${row})`;
    return `IF(OR(UsefulLifeYears<1,${FIXED_ASSETS}=0),0,${cumulative}${earlier})`;
  },
  operatingProfit: (c) => `${c.at('grossMargin')}-${c.at('totalExpenses')}-${c.at('depreciation')}`,
  interestExpense: leafSum('interestExpense'),
  profitBeforeTax: (c) => `${c.at('operatingProfit')}-${c.at('interestExpense')}`,
  incomeTax: (c) => roundDollarsFormula(`TaxRatePct/100*${c.col}${taxHelperRow(c.layout, 'taxable')}`),
  netProfit: (c) => `${c.at('profitBeforeTax')}-${c.at('incomeTax')}`,
};

const BALANCE_SHEET_FORMULAS: Record<string, Formula> = {
  'assets.cash': (c) => `MAX(${c.of('cashFlow', 'cashEndOfYear')},0)`,
  'assets.fixedAssets': () => FIXED_ASSETS,
  'assets.totalAssets': (c) => `${c.at('assets.cash')}+${c.at('assets.fixedAssets')}`,
  'liabilities.overdraft': (c) => `MAX(-${c.of('cashFlow', 'cashEndOfYear')},0)`,
  'liabilities.totalLiabilities': (c) => c.at('liabilities.overdraft'),
  'equity.initialCapital': () => INITIAL_CAPITAL,
  'equity.retainedEarnings': (c) => `SUM(${c.toDate('profitLoss', 'netProfit')})`,
  'equity.totalEquity': (c) => `${c.at('equity.initialCapital')}+${c.at('equity.retainedEarnings')}`,
  totalLiabilitiesAndEquity: (c) => `${c.at('liabilities.totalLiabilities')}+${c.at('equity.totalEquity')}`,
};

/** Σ over the loans of roundDollars(balance after the year's last payment), from the Loan Schedule. */
function loanBalanceFormula(yearIndex: number): string {
  const [, last] = yearRows(yearIndex, LOAN_MONTH_FIRST_ROW);
  return Array.from({ length: LOAN_SLOTS }, (_, k) =>
    roundDollarsFormula(`${sheetRef(SHEET.loans)}${loanColumn(k, 'balance')}${last}`),
  ).join('+');
}

const EXTENDED_BALANCE_SHEET_FORMULAS: Record<string, Formula> = {
  ...BALANCE_SHEET_FORMULAS,
  'assets.accumulatedDepreciation': (c) => `SUM(${c.toDate('profitLoss', 'depreciation')})`,
  'assets.netFixedAssets': (c) => `${c.at('assets.fixedAssets')}-${c.at('assets.accumulatedDepreciation')}`,
  'assets.totalAssets': (c) => `${c.at('assets.cash')}+${c.at('assets.netFixedAssets')}`,
  'liabilities.loans': (c) => loanBalanceFormula(c.yearIndex),
  'liabilities.totalLiabilities': (c) => `${c.at('liabilities.overdraft')}+${c.at('liabilities.loans')}`,
  'equity.ownerDraws': (c) => `SUM(${c.toDate('cashFlow', 'financing.ownerDraws')})`,
  'equity.totalEquity': (c) =>
    `${c.at('equity.initialCapital')}+${c.at('equity.ownerDraws')}+${c.at('equity.retainedEarnings')}`,
};

const CASH_FLOW_FORMULAS: Record<string, Formula> = {
  beginningCash: (c) =>
    c.yearIndex === 0
      ? 0
      : `${c.layout.yearColumns[c.yearIndex - 1]}${statementRow(c.layout, 'cashFlow', 'cashEndOfYear')}`,
  'operations.netProfit': (c) => c.of('profitLoss', 'netProfit'),
  'operations.netCashFromOperations': (c) => c.at('operations.netProfit'),
  'investing.startupCost': (c) => (c.yearIndex === 0 ? `-${FIXED_ASSETS}` : 0),
  'investing.netCashFromInvesting': (c) => c.at('investing.startupCost'),
  'financing.initialCash': (c) => (c.yearIndex === 0 ? INITIAL_CAPITAL : 0),
  'financing.netCashFromFinancing': (c) => c.at('financing.initialCash'),
  changeInCash: (c) =>
    `${c.at('operations.netCashFromOperations')}+${c.at('investing.netCashFromInvesting')}+${c.at('financing.netCashFromFinancing')}`,
  cashEndOfYear: (c) => `${c.at('beginningCash')}+${c.at('changeInCash')}`,
};

const EXTENDED_CASH_FLOW_FORMULAS: Record<string, Formula> = {
  ...CASH_FLOW_FORMULAS,
  'operations.depreciation': (c) => c.of('profitLoss', 'depreciation'),
  'operations.netCashFromOperations': (c) =>
    `${c.at('operations.netProfit')}+${c.at('operations.depreciation')}`,
  'financing.loanProceeds': leafSum('loanProceeds'),
  // Repayments follow from the rounded balances, so balances, proceeds and repayments agree exactly.
  'financing.loanRepayments': (c) => {
    const previous =
      c.yearIndex === 0
        ? '0'
        : `${sheetRef(SHEET.balanceSheet)}${c.layout.yearColumns[c.yearIndex - 1]}${statementRow(c.layout, 'balanceSheet', 'liabilities.loans')}`;
    return `-(${previous}+${c.at('financing.loanProceeds')}-${c.of('balanceSheet', 'liabilities.loans')})`;
  },
  'financing.ownerDraws': (c) => `-${leafSum('ownerDraw')(c) as string}`,
  'financing.netCashFromFinancing': (c) =>
    `${c.at('financing.initialCash')}+${c.at('financing.loanProceeds')}+${c.at('financing.loanRepayments')}+${c.at('financing.ownerDraws')}`,
};

type Label = {
  path: string;
  label: string;
  isTotal?: boolean;
  isSection?: boolean;
  isExtended?: boolean;
  isDetailed?: boolean;
};

/**
 * A base workbook leaves out the extended model's lines (they are 0 and have no inputs to change them);
 * an extended one carries every line, so no edit of an input can make a left-out line non-zero.
 */
function linesOf(labels: readonly Label[], formulas: Record<string, Formula>, isExtended: boolean): Line[] {
  return labels
    .filter((l) => isExtended || !l.isExtended)
    .map((l) => ({
      path: l.path,
      label: l.label,
      ...(l.isTotal ? { isTotal: true } : {}),
      ...(l.isSection ? { isSection: true } : {}),
      cell: l.isSection ? undefined : formulas[l.path],
    }));
}

/**
 * The shared labels, without the detailed model's lines (`isDetailed`: a team, start-up expenses, payment
 * terms) unless the plan has them: a plan without them keeps today's workbook, line for line.
 */
function labelsOf(labels: readonly Label[], isDetailed: boolean): Label[] {
  return isDetailed ? [...labels] : labels.filter((l) => !l.isDetailed);
}

const PROFIT_LOSS_PATHS = PROFIT_LOSS_LABELS.map(({ key, ...l }) => ({ ...l, path: key as string }));

/** A yearly balance: roundDollars of the month-end value of the year's last month (Monthly sheet). */
function yearEndBalance(field: BalanceField): Formula {
  return ({ yearIndex, layout }) => {
    const [, last] = yearRows(yearIndex);
    return roundDollarsFormula(`${sheetRef(SHEET.monthly)}$${layout.exact[field]}$${last}`);
  };
}

/** A working-capital change: the balance sheet line's rise over the year, with the cash flow's sign. */
function balanceChange(path: string, sign: 1 | -1): Formula {
  return (c) => {
    const row = statementRow(c.layout, 'balanceSheet', path);
    const now = `${sheetRef(SHEET.balanceSheet)}${c.col}${row}`;
    const before =
      c.yearIndex === 0
        ? '0'
        : `${sheetRef(SHEET.balanceSheet)}${c.layout.yearColumns[c.yearIndex - 1]}${row}`;
    return sign === 1 ? `${now}-${before}` : `${before}-${now}`;
  };
}

/** The sum of the product lines' yearly leaves (rows under the P&L), when the plan has several. */
function streamsSum(which: 'revenue' | 'cost', fallback: Formula): Formula {
  return (c) => {
    if (c.layout.streams.length === 0) return fallback(c);
    return c.layout.streams.map((_, j) => `${c.col}${streamLeafRow(c.layout, j, which)}`).join('+');
  };
}

const DETAILED_PROFIT_LOSS_FORMULAS: Record<string, Formula> = {
  ...EXTENDED_PROFIT_LOSS_FORMULAS,
  productServiceRevenue: streamsSum('revenue', leafSum('revenue')),
  productServiceCost: streamsSum('cost', leafSum('cogs')),
  staffWages: leafSum('staffWages'),
  payrollTaxesBenefits: leafSum('payrollTaxesBenefits'),
  startupExpenses: leafSum('startupExpenses'),
  totalExpenses: (c) => `SUM(${c.at('salaries')}:${c.at('startupExpenses')})`,
};

const DETAILED_BALANCE_SHEET_FORMULAS: Record<string, Formula> = {
  ...EXTENDED_BALANCE_SHEET_FORMULAS,
  'assets.accountsReceivable': yearEndBalance('accountsReceivable'),
  'assets.inventory': yearEndBalance('inventory'),
  'assets.totalAssets': (c) =>
    `${c.at('assets.cash')}+${c.at('assets.accountsReceivable')}+${c.at('assets.inventory')}+${c.at('assets.netFixedAssets')}`,
  'liabilities.accountsPayable': yearEndBalance('accountsPayable'),
  'liabilities.totalLiabilities': (c) =>
    `${c.at('liabilities.overdraft')}+${c.at('liabilities.accountsPayable')}+${c.at('liabilities.loans')}`,
};

const DETAILED_CASH_FLOW_FORMULAS: Record<string, Formula> = {
  ...EXTENDED_CASH_FLOW_FORMULAS,
  'operations.changeInReceivables': balanceChange('assets.accountsReceivable', -1),
  'operations.changeInInventory': balanceChange('assets.inventory', -1),
  'operations.changeInPayables': balanceChange('liabilities.accountsPayable', 1),
  'operations.netCashFromOperations': (c) =>
    `${c.at('operations.netProfit')}+${c.at('operations.depreciation')}+${c.at('operations.changeInReceivables')}+${c.at('operations.changeInInventory')}+${c.at('operations.changeInPayables')}`,
};

const LINES: Record<'base' | 'extended' | 'detailed', Record<StatementKind, Line[]>> = {
  base: {
    profitLoss: linesOf(labelsOf(PROFIT_LOSS_PATHS, false), PROFIT_LOSS_FORMULAS, false),
    balanceSheet: linesOf(labelsOf(BALANCE_SHEET_LABELS, false), BALANCE_SHEET_FORMULAS, false),
    cashFlow: linesOf(labelsOf(CASH_FLOW_LABELS, false), CASH_FLOW_FORMULAS, false),
  },
  extended: {
    profitLoss: linesOf(labelsOf(PROFIT_LOSS_PATHS, false), EXTENDED_PROFIT_LOSS_FORMULAS, true),
    balanceSheet: linesOf(labelsOf(BALANCE_SHEET_LABELS, false), EXTENDED_BALANCE_SHEET_FORMULAS, true),
    cashFlow: linesOf(labelsOf(CASH_FLOW_LABELS, false), EXTENDED_CASH_FLOW_FORMULAS, true),
  },
  detailed: {
    profitLoss: linesOf(labelsOf(PROFIT_LOSS_PATHS, true), DETAILED_PROFIT_LOSS_FORMULAS, true),
    balanceSheet: linesOf(labelsOf(BALANCE_SHEET_LABELS, true), DETAILED_BALANCE_SHEET_FORMULAS, true),
    cashFlow: linesOf(labelsOf(CASH_FLOW_LABELS, true), DETAILED_CASH_FLOW_FORMULAS, true),
  },
};

export function statementLines(
  layout: Pick<WorkbookLayout, 'isExtended' | 'detail'>,
  kind: StatementKind,
): Line[] {
  return LINES[layout.detail ? 'detailed' : layout.isExtended ? 'extended' : 'base'][kind];
}

const SHEET_OF: Record<StatementKind, string> = {
  profitLoss: SHEET.profitLoss,
  balanceSheet: SHEET.balanceSheet,
  cashFlow: SHEET.cashFlow,
};

/** The sheet row of a statement line ('assets.cash', 'netProfit'); years are in columns B onwards. */
export function statementRow(
  layout: Pick<WorkbookLayout, 'isExtended' | 'detail'>,
  kind: StatementKind,
  path: string,
): number {
  const index = statementLines(layout, kind).findIndex((line) => line.path === path);
  if (index < 0) throw new Error(`No line ${path} in ${kind}`);
  return STATEMENT_FIRST_ROW + index;
}

/** Every figure line of a statement with its row: what a reader (or a test) looks up. */
export function statementFigureRows(
  layout: Pick<WorkbookLayout, 'isExtended' | 'detail'>,
  kind: StatementKind,
): Array<{ path: string; row: number }> {
  return statementLines(layout, kind)
    .filter((line) => !line.isSection)
    .map((line) => ({ path: line.path, row: statementRow(layout, kind, line.path) }));
}

/** The rows under the P&L: a blank, the two margin rows, a blank, then (extended) the tax helper rows. */
function marginFirstRow(layout: Pick<WorkbookLayout, 'isExtended' | 'detail'>): number {
  return STATEMENT_FIRST_ROW + statementLines(layout, 'profitLoss').length + 1;
}

export function taxHelperRow(
  layout: Pick<WorkbookLayout, 'isExtended' | 'detail'>,
  which: keyof typeof TAX_HELPER,
): number {
  return marginFirstRow(layout) + 3 + (which === 'lossCarriedIn' ? 0 : 1);
}

export function pickYearValues(root: unknown, path: string): YearValues {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as YearValues;
}

function subtitle(kind: StatementKind, layout: WorkbookLayout): [string, string] {
  switch (kind) {
    case 'profitLoss':
      return [
        'Profit & Loss',
        "Whole US dollars. Each line sums its year's twelve months on the Monthly sheet; totals add up the lines.",
      ];
    case 'balanceSheet':
      return [
        'Balance Sheet',
        'At the end of each year, whole US dollars. A negative bank balance is shown as an overdraft.',
      ];
    case 'cashFlow':
      return [
        'Cash Flow',
        layout.isExtended
          ? 'Whole US dollars. Startup purchases are paid and the initial cash is put in during Year 1; loans, repayments and draws as on the Monthly sheet.'
          : 'Whole US dollars. Startup purchases are paid and the initial cash is put in during Year 1.',
      ];
  }
}

export function addStatementSheet(
  workbook: Workbook,
  {
    kind,
    title,
    projection,
    layout,
  }: {
    kind: StatementKind;
    title: string;
    projection: Projection;
    layout: WorkbookLayout;
  },
): void {
  const sheet = workbook.addWorksheet(SHEET_OF[kind]);
  const lastColumn = 1 + layout.years;
  sheet.columns = [{ width: 34 }, ...layout.yearColumns.map(() => ({ width: 16 }))];
  const [name, note] = subtitle(kind, layout);
  writeTitle(sheet, `${title} — ${name}`, note);
  setValue(sheet, `A${STATEMENT_HEADER_ROW}`, '');
  layout.yearColumns.forEach((col, i) => setValue(sheet, `${col}${STATEMENT_HEADER_ROW}`, `Year ${i + 1}`));
  styleHeaderRow(sheet, STATEMENT_HEADER_ROW, 1, lastColumn);

  const figures = projection[kind];
  statementLines(layout, kind).forEach((line) => {
    const row = statementRow(layout, kind, line.path);
    setValue(sheet, `A${row}`, line.label);
    if (line.isSection || !line.cell) {
      styleSectionRow(sheet, row);
      return;
    }
    sheet.getCell(`A${row}`).alignment = { indent: line.isTotal ? 0 : 1 };
    const values = pickYearValues(figures, line.path) as unknown as Record<string, number>;
    layout.yearColumns.forEach((col, yearIndex) => {
      const formula = line.cell!({
        col,
        yearIndex,
        layout,
        at: (path) => `${col}${statementRow(layout, kind, path)}`,
        of: (other, path) => `${sheetRef(SHEET_OF[other])}${col}${statementRow(layout, other, path)}`,
        toDate: (other, path) => {
          const r = statementRow(layout, other, path);
          const prefix = other === kind ? '' : sheetRef(SHEET_OF[other]);
          return `${prefix}$${layout.yearColumns[0]}$${r}:${col}$${r}`;
        },
      });
      const result = values[layout.yearKeys[yearIndex]!] as number;
      if (typeof formula === 'number') setValue(sheet, `${col}${row}`, formula, FORMAT.dollars);
      else setFormula(sheet, `${col}${row}`, formula, result, FORMAT.dollars);
    });
    if (line.isTotal) styleTotalRow(sheet, row, 1, lastColumn);
  });

  const after = marginFirstRow(layout);
  if (kind === 'profitLoss') {
    addMarginRows(sheet, after, projection, layout);
    if (layout.isExtended) addTaxRows(sheet, projection, layout);
    if (layout.streams.length > 0) addStreamRows(sheet, projection, layout);
  }
  if (kind === 'balanceSheet') {
    const checkRow = STATEMENT_FIRST_ROW + statementLines(layout, kind).length + 1;
    setValue(sheet, `A${checkRow}`, 'Check: assets less liabilities and equity (always 0)');
    layout.yearColumns.forEach((col) => {
      const total = (path: string) => `${col}${statementRow(layout, 'balanceSheet', path)}`;
      setFormula(
        sheet,
        `${col}${checkRow}`,
        `${total('assets.totalAssets')}-${total('totalLiabilitiesAndEquity')}`,
        0,
        FORMAT.dollars,
      );
    });
    sheet.getRow(checkRow).font = { italic: true, size: 10, color: { argb: 'FF475569' } };
  }
  freeze(sheet, { rows: STATEMENT_HEADER_ROW, columns: 1 });
}

/** Gross and net margin per year, from the rounded figures (blank when a year has no revenue). */
function addMarginRows(sheet: Worksheet, first: number, projection: Projection, layout: WorkbookLayout) {
  const rows = [
    { label: 'Gross margin %', line: 'grossMargin', metric: projection.metrics.grossMarginPct },
    { label: 'Net margin %', line: 'netProfit', metric: projection.metrics.netMarginPct },
  ];
  rows.forEach(({ label, line, metric }, i) => {
    const row = first + i;
    setValue(sheet, `A${row}`, label);
    layout.yearColumns.forEach((col, yearIndex) => {
      const revenue = `${col}${statementRow(layout, 'profitLoss', 'totalRevenue')}`;
      const value = (metric as Record<string, number | null | undefined>)[layout.yearKeys[yearIndex]!];
      setFormula(
        sheet,
        `${col}${row}`,
        `IF(${revenue}=0,"",${col}${statementRow(layout, 'profitLoss', line)}/${revenue})`,
        value === null || value === undefined ? '' : value / 100,
        FORMAT.percent,
      );
    });
  });
}

/**
 * Income tax with losses carried forward (spec): a carried loss offsets at most 80% of a profitable year's
 * profit, used = MIN(losses carried in, roundDollars(0.8 × PBT)); taxable = PBT − used (0 in a loss year);
 * the losses carried on shrink by what was used and grow by a loss.
 */
function addTaxRows(sheet: Worksheet, projection: Projection, layout: WorkbookLayout) {
  const lossRow = taxHelperRow(layout, 'lossCarriedIn');
  const taxableRow = taxHelperRow(layout, 'taxable');
  const pbtRow = statementRow(layout, 'profitLoss', 'profitBeforeTax');
  setValue(sheet, `A${lossRow}`, TAX_HELPER.lossCarriedIn);
  setValue(sheet, `A${taxableRow}`, TAX_HELPER.taxable);
  const used = (col: string) =>
    `MIN(${col}${lossRow},${roundDollarsFormula(`${LOSS_OFFSET_LIMIT}*${col}${pbtRow}`)})`;
  const taxYearList = taxYears(
    projection.years.map((year) => year.profitLoss.profitBeforeTax),
    0,
  );
  layout.yearColumns.forEach((col, y) => {
    const prev = layout.yearColumns[y - 1];
    const taxYear = taxYearList[y]!;
    if (y === 0 || prev === undefined) setValue(sheet, `${col}${lossRow}`, 0, FORMAT.dollars);
    else
      setFormula(
        sheet,
        `${col}${lossRow}`,
        `IF(${prev}${pbtRow}>0,${prev}${lossRow}-${used(prev)},${prev}${lossRow}-${prev}${pbtRow})`,
        taxYear.carriedIn,
        FORMAT.dollars,
      );
    setFormula(
      sheet,
      `${col}${taxableRow}`,
      `IF(${col}${pbtRow}>0,${col}${pbtRow}-${used(col)},0)`,
      taxYear.taxable,
      FORMAT.dollars,
    );
  });
  const note = sheet.getCell(`A${taxableRow + 1}`);
  note.value =
    'Income tax is the tax rate on the taxable profit, charged in the last month of each year. A carried loss offsets at most 80% of a year’s profit.';
  styleNote(note);
  note.alignment = {};
  for (const row of [lossRow, taxableRow]) {
    sheet.getRow(row).font = { italic: true, size: 10, color: { argb: 'FF475569' } };
  }
  addCoverageRows(sheet, projection, layout, taxableRow + 3);
}

/** The coverage block's rows, under the tax rows of an extended P&L. */
export const COVERAGE_ROWS = {
  available: 'Cash available for debt service',
  debtService: 'Debt service (interest + principal)',
  coverage: 'Debt-service coverage',
} as const;

export function coverageRow(
  layout: Pick<WorkbookLayout, 'isExtended' | 'detail'>,
  which: keyof typeof COVERAGE_ROWS,
): number {
  const first = taxHelperRow(layout, 'taxable') + 3;
  return first + Object.keys(COVERAGE_ROWS).indexOf(which);
}

/**
 * Debt-service coverage as a lender reads an owner-run business (spec): operating profit + depreciation −
 * income tax − owner's draws, over interest − repayments; blank in a year without debt service.
 */
function addCoverageRows(sheet: Worksheet, projection: Projection, layout: WorkbookLayout, first: number) {
  const at = (col: string, path: string) => `${col}${statementRow(layout, 'profitLoss', path)}`;
  const cf = (col: string, path: string) =>
    `${sheetRef(SHEET.cashFlow)}${col}${statementRow(layout, 'cashFlow', path)}`;
  const availableRow = first;
  const serviceRow = first + 1;
  const coverage = first + 2;
  setValue(sheet, `A${availableRow}`, COVERAGE_ROWS.available);
  setValue(sheet, `A${serviceRow}`, COVERAGE_ROWS.debtService);
  setValue(sheet, `A${coverage}`, COVERAGE_ROWS.coverage);
  layout.yearColumns.forEach((col, y) => {
    const year = projection.years[y]!;
    const ratio = debtServiceCoverage(year);
    setFormula(
      sheet,
      `${col}${availableRow}`,
      layout.detail
        ? `${at(col, 'operatingProfit')}+${at(col, 'depreciation')}+${at(col, 'startupExpenses')}-${at(col, 'incomeTax')}+${cf(col, 'financing.ownerDraws')}`
        : `${at(col, 'operatingProfit')}+${at(col, 'depreciation')}-${at(col, 'incomeTax')}+${cf(col, 'financing.ownerDraws')}`,
      cashAvailableForDebtService(year),
      FORMAT.dollars,
    );
    setFormula(
      sheet,
      `${col}${serviceRow}`,
      `${at(col, 'interestExpense')}-${cf(col, 'financing.loanRepayments')}`,
      debtServiceOf(year),
      FORMAT.dollars,
    );
    setFormula(
      sheet,
      `${col}${coverage}`,
      `IF(${col}${serviceRow}>0,${col}${availableRow}/${col}${serviceRow},"—")`,
      ratio ?? '—',
      '0.00"×"',
    );
  });
  const note = sheet.getCell(`A${coverage + 1}`);
  note.value = `Lenders look for coverage of at least ${DSCR_MINIMUM}: the cash left after income tax and the owner’s draws, over the year’s interest and principal.`;
  styleNote(note);
  note.alignment = {};
  for (const row of [availableRow, serviceRow, coverage]) {
    sheet.getRow(row).font = { italic: true, size: 10, color: { argb: 'FF475569' } };
  }
}

/** Row of product line j's yearly revenue or cost leaf, in the block under the P&L's coverage rows. */
export function streamLeafRow(
  layout: Pick<WorkbookLayout, 'isExtended' | 'detail'>,
  j: number,
  which: 'revenue' | 'cost',
): number {
  return coverageRow(layout, 'coverage') + 4 + 2 * j + (which === 'cost' ? 1 : 0);
}

/**
 * Revenue and cost of each product line by year: each the roundDollars of its twelve months on the
 * Monthly sheet; the P&L's revenue and cost lines are their sums.
 */
function addStreamRows(sheet: Worksheet, projection: Projection, layout: WorkbookLayout) {
  const header = streamLeafRow(layout, 0, 'revenue') - 1;
  setValue(sheet, `A${header}`, 'Revenue and cost by product line');
  styleSectionRow(sheet, header);
  layout.streams.forEach((columns, j) => {
    const statement = projection.revenueStreams[j]!;
    const name = streamName(projection, j);
    for (const which of ['revenue', 'cost'] as const) {
      const row = streamLeafRow(layout, j, which);
      setValue(sheet, `A${row}`, `${name}: ${which}`);
      sheet.getCell(`A${row}`).alignment = { indent: 1 };
      layout.yearColumns.forEach((col, y) => {
        const [first, last] = yearRows(y);
        const monthly = columns[which];
        setFormula(
          sheet,
          `${col}${row}`,
          roundDollarsFormula(`SUM(${sheetRef(SHEET.monthly)}$${monthly}$${first}:$${monthly}$${last})`),
          (statement[which] as Record<string, number>)[layout.yearKeys[y]!]!,
          FORMAT.dollars,
        );
      });
    }
  });
}

/** The statement cell a leaf's months add up to (negated for repayments and draws, shown positive monthly). */
export function leafTargetCell(layout: WorkbookLayout, leaf: LeafDefinition, yearIndex: number): string {
  const { kind, path, isNegated } = leaf.target;
  const cell = `${sheetRef(SHEET_OF[kind])}$${layout.yearColumns[yearIndex]}$${statementRow(layout, kind, path)}`;
  return isNegated ? `(-${cell})` : cell;
}

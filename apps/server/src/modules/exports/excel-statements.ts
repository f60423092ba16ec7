// The three statement sheets: every figure a formula summing or linking the Monthly sheet, as the spec defines it.
import type { Workbook, Worksheet } from 'exceljs';
import type { Projection, YearValues } from '@trajectory/engine';
import { BALANCE_SHEET_LABELS, CASH_FLOW_LABELS, PROFIT_LOSS_LABELS } from '@trajectory/contracts/statements';
import { roundDollarsFormula } from './excel-assumptions';
import {
  EXACT,
  FORMAT,
  LEAVES,
  SHEET,
  STATEMENT_FIRST_ROW,
  STATEMENT_HEADER_ROW,
  YEAR_COLUMNS,
  sheetRef,
  yearRows,
  type LeafField,
} from './excel-layout';
import {
  freeze,
  setFormula,
  setValue,
  styleHeaderRow,
  styleSectionRow,
  styleTotalRow,
  writeTitle,
} from './excel-cells';

export type StatementKind = 'profitLoss' | 'balanceSheet' | 'cashFlow';

type CellContext = {
  col: string;
  yearIndex: number;
  /** The cell of another line of the same statement, in the same year column. */
  at: (path: string) => string;
  /** The cell of a line of another statement, in the same year column. */
  of: (kind: StatementKind, path: string) => string;
};

type Line = {
  path: string;
  label: string;
  isTotal?: boolean;
  isSection?: boolean;
  /** A year's formula, or a constant (0 for the years after the first, where the spec says so). */
  cell?: (c: CellContext) => string | number;
};

/** A leaf of the P&L: its twelve exact months summed, then rounded by the spec's rule. */
function leafSum(field: LeafField) {
  return ({ yearIndex }: CellContext) => {
    const [first, last] = yearRows(yearIndex);
    const col = EXACT[field];
    return roundDollarsFormula(`SUM(${sheetRef(SHEET.monthly)}$${col}$${first}:$${col}$${last})`);
  };
}

const PROFIT_LOSS_FORMULAS: Record<string, (c: CellContext) => string> = {
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

const FIXED_ASSETS = roundDollarsFormula('StartupCost');
const INITIAL_CAPITAL = roundDollarsFormula('InitialCash');

const BALANCE_SHEET_FORMULAS: Record<string, (c: CellContext) => string> = {
  'assets.cash': (c) => `MAX(${c.of('cashFlow', 'cashEndOfYear')},0)`,
  'assets.fixedAssets': () => FIXED_ASSETS,
  'assets.totalAssets': (c) => `${c.at('assets.cash')}+${c.at('assets.fixedAssets')}`,
  'liabilities.overdraft': (c) => `MAX(-${c.of('cashFlow', 'cashEndOfYear')},0)`,
  'liabilities.totalLiabilities': (c) => c.at('liabilities.overdraft'),
  'equity.initialCapital': () => INITIAL_CAPITAL,
  'equity.retainedEarnings': (c) => {
    const row = statementRow('profitLoss', 'netProfit');
    return `SUM(${sheetRef(SHEET.profitLoss)}$${YEAR_COLUMNS[0]}$${row}:${c.col}$${row})`;
  },
  'equity.totalEquity': (c) => `${c.at('equity.initialCapital')}+${c.at('equity.retainedEarnings')}`,
  totalLiabilitiesAndEquity: (c) => `${c.at('liabilities.totalLiabilities')}+${c.at('equity.totalEquity')}`,
};

const CASH_FLOW_FORMULAS: Record<string, (c: CellContext) => string | number> = {
  beginningCash: (c) =>
    c.yearIndex === 0 ? 0 : `${YEAR_COLUMNS[c.yearIndex - 1]}${statementRow('cashFlow', 'cashEndOfYear')}`,
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

function linesOf(
  labels: ReadonlyArray<{
    path: string;
    label: string;
    isTotal?: boolean;
    isSection?: boolean;
    isExtended?: boolean;
  }>,
  formulas: Record<string, (c: CellContext) => string | number>,
): Line[] {
  // The extended model's lines (loans, tax, depreciation, draws) join the workbook with their formulas.
  return labels
    .filter((l) => !l.isExtended)
    .map(({ isExtended: _extended, ...l }) => ({ ...l, cell: l.isSection ? undefined : formulas[l.path] }));
}

export const STATEMENT_LINES: Record<StatementKind, Line[]> = {
  profitLoss: linesOf(
    PROFIT_LOSS_LABELS.map((l) => ({ ...l, path: l.key })),
    PROFIT_LOSS_FORMULAS,
  ),
  balanceSheet: linesOf(BALANCE_SHEET_LABELS, BALANCE_SHEET_FORMULAS),
  cashFlow: linesOf(CASH_FLOW_LABELS, CASH_FLOW_FORMULAS),
};

const SHEET_OF: Record<StatementKind, string> = {
  profitLoss: SHEET.profitLoss,
  balanceSheet: SHEET.balanceSheet,
  cashFlow: SHEET.cashFlow,
};

/** The sheet row of a statement line ('assets.cash', 'netProfit'); years are in columns B..D. */
export function statementRow(kind: StatementKind, path: string): number {
  const index = STATEMENT_LINES[kind].findIndex((line) => line.path === path);
  if (index < 0) throw new Error(`No line ${path} in ${kind}`);
  return STATEMENT_FIRST_ROW + index;
}

/** Every figure line of a statement with its row: what a reader (or a test) looks up. */
export function statementFigureRows(kind: StatementKind): Array<{ path: string; row: number }> {
  return STATEMENT_LINES[kind]
    .filter((line) => !line.isSection)
    .map((line) => ({ path: line.path, row: statementRow(kind, line.path) }));
}

export function pickYearValues(root: unknown, path: string): YearValues {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as YearValues;
}

const SUBTITLE: Record<StatementKind, [string, string]> = {
  profitLoss: [
    'Profit & Loss',
    "Whole US dollars. Each line sums its year's twelve months on the Monthly sheet; totals add up the lines.",
  ],
  balanceSheet: [
    'Balance Sheet',
    'At the end of each year, whole US dollars. A negative bank balance is shown as an overdraft.',
  ],
  cashFlow: [
    'Cash Flow',
    'Whole US dollars. Startup purchases are paid and the initial cash is put in during Year 1.',
  ],
};

const YEAR_KEYS = ['year1', 'year2', 'year3'] as const;

export function addStatementSheet(
  workbook: Workbook,
  { kind, title, projection }: { kind: StatementKind; title: string; projection: Projection },
): void {
  const sheet = workbook.addWorksheet(SHEET_OF[kind]);
  sheet.columns = [{ width: 34 }, { width: 16 }, { width: 16 }, { width: 16 }];
  const [name, note] = SUBTITLE[kind];
  writeTitle(sheet, `${title} — ${name}`, note);
  setValue(sheet, `A${STATEMENT_HEADER_ROW}`, '');
  YEAR_COLUMNS.forEach((col, i) => setValue(sheet, `${col}${STATEMENT_HEADER_ROW}`, `Year ${i + 1}`));
  styleHeaderRow(sheet, STATEMENT_HEADER_ROW, 1, 4);

  const figures = projection[kind];
  STATEMENT_LINES[kind].forEach((line) => {
    const row = statementRow(kind, line.path);
    setValue(sheet, `A${row}`, line.label);
    if (line.isSection || !line.cell) {
      styleSectionRow(sheet, row);
      return;
    }
    sheet.getCell(`A${row}`).alignment = { indent: line.isTotal ? 0 : 1 };
    const values = pickYearValues(figures, line.path);
    YEAR_COLUMNS.forEach((col, yearIndex) => {
      const formula = line.cell!({
        col,
        yearIndex,
        at: (path) => `${col}${statementRow(kind, path)}`,
        of: (other, path) => `${sheetRef(SHEET_OF[other])}${col}${statementRow(other, path)}`,
      });
      const result = values[YEAR_KEYS[yearIndex]!];
      if (typeof formula === 'number') setValue(sheet, `${col}${row}`, formula, FORMAT.dollars);
      else setFormula(sheet, `${col}${row}`, formula, result, FORMAT.dollars);
    });
    if (line.isTotal) styleTotalRow(sheet, row, 1, 4);
  });

  const after = STATEMENT_FIRST_ROW + STATEMENT_LINES[kind].length + 1;
  if (kind === 'profitLoss') addMarginRows(sheet, after, projection);
  if (kind === 'balanceSheet') {
    setValue(sheet, `A${after}`, 'Check: assets less liabilities and equity (always 0)');
    YEAR_COLUMNS.forEach((col) => {
      const total = (path: string) => `${col}${statementRow('balanceSheet', path)}`;
      setFormula(
        sheet,
        `${col}${after}`,
        `${total('assets.totalAssets')}-${total('totalLiabilitiesAndEquity')}`,
        0,
        FORMAT.dollars,
      );
    });
    sheet.getRow(after).font = { italic: true, size: 10, color: { argb: 'FF475569' } };
  }
  freeze(sheet, { rows: STATEMENT_HEADER_ROW, columns: 1 });
}

/** Gross and net margin per year, from the rounded figures (blank when a year has no revenue). */
function addMarginRows(sheet: Worksheet, first: number, projection: Projection) {
  const rows = [
    { label: 'Gross margin %', line: 'grossMargin', metric: projection.metrics.grossMarginPct },
    { label: 'Net margin %', line: 'netProfit', metric: projection.metrics.netMarginPct },
  ];
  rows.forEach(({ label, line, metric }, i) => {
    const row = first + i;
    setValue(sheet, `A${row}`, label);
    YEAR_COLUMNS.forEach((col, yearIndex) => {
      const revenue = `${col}${statementRow('profitLoss', 'totalRevenue')}`;
      const value = metric[YEAR_KEYS[yearIndex]!];
      setFormula(
        sheet,
        `${col}${row}`,
        `IF(${revenue}=0,"",${col}${statementRow('profitLoss', line)}/${revenue})`,
        value === null ? '' : value / 100,
        FORMAT.percent,
      );
    });
  });
}

/** The P&L cell holding a leaf's yearly figure: the target the monthly whole-dollar split adds up to. */
export function profitLossLeafCell(leafIndex: number, yearIndex: number): string {
  const leaf = LEAVES[leafIndex]!;
  return `${sheetRef(SHEET.profitLoss)}$${YEAR_COLUMNS[yearIndex]}$${statementRow('profitLoss', leaf.profitLoss)}`;
}

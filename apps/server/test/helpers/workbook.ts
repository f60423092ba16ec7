// Reading an Excel report back: the workbook evaluated by HyperFormula, its statements and months shaped like
// the API's and the engine's, and the businesses the Excel tests draw (excel-export.test.ts through the API,
// excel-model.test.ts from the model alone).
import ExcelJS from 'exceljs';
import { HyperFormula, type RawCellContent } from 'hyperformula';
import {
  normalizeQuestionnaire,
  project,
  SEASONALITY_PRESETS,
  type LoanInput,
  type Projection,
  type ProjectionInputs,
} from '@trajectory/engine';
import { expect } from 'vitest';
import { statementFigureRows, type StatementKind } from '../../src/documents/excel/excel-statements';
import {
  SHEET,
  createLayout,
  loanColumn,
  LOAN_MONTH_FIRST_ROW,
  type WorkbookLayout,
} from '../../src/documents/excel/excel-layout';
import { bakerySections } from './factories';

export type EvaluatedWorkbook = {
  hf: HyperFormula;
  /** The evaluated value of a cell ('Profit & Loss', 'B4'); −0 comes back as 0. */
  value: (sheet: string, address: string) => unknown;
  /** Sets named input cells (UnitPrice, InitialCash…) to new values; everything recomputes once. */
  setNamed: (values: Record<string, number>) => void;
  /** Sets cells of a sheet by address ('B40') to new values; everything recomputes once. */
  setCells: (sheet: string, values: Record<string, number>) => void;
  /** Every formula cell with the result cached in the file. */
  formulaCells: Array<{ sheet: string; address: string; formula: string; cached: unknown }>;
};

export function rawContent(cell: ExcelJS.Cell): RawCellContent {
  if (cell.type === ExcelJS.ValueType.Formula) return `=${cell.formula}`;
  if (cell.type === ExcelJS.ValueType.Merge) return null;
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value;
  return cell.text;
}

export async function readWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook;
}

/**
 * Loads every sheet's values and `=formulas`, and the defined names, into HyperFormula. By default it
 * computes as a spreadsheet does (HyperFormula's own defaults, which snap near-zero differences to 0);
 * `isStrict` turns that off for plain IEEE arithmetic, the engine's, to check the formulas at the
 * spec's largest bounds, where a $10M+ month's cents are below that snapping threshold.
 */
export function evaluateWorkbook(workbook: ExcelJS.Workbook, { isStrict = false } = {}): EvaluatedWorkbook {
  const sheets: Record<string, RawCellContent[][]> = {};
  const formulaCells: EvaluatedWorkbook['formulaCells'] = [];
  workbook.eachSheet((worksheet) => {
    const rows: RawCellContent[][] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: RawCellContent[] = [];
      row.eachCell({ includeEmpty: false }, (cell, colNumber) => {
        cells[colNumber - 1] = rawContent(cell);
        if (cell.type === ExcelJS.ValueType.Formula) {
          formulaCells.push({
            sheet: worksheet.name,
            address: cell.address,
            formula: cell.formula,
            cached: cell.result,
          });
        }
      });
      rows[rowNumber - 1] = Array.from(cells, (c) => c ?? null);
    });
    sheets[worksheet.name] = Array.from(rows, (r) => r ?? []);
  });
  const namedExpressions = workbook.definedNames.model.map(({ name, ranges }) => ({
    name,
    expression: `=${ranges[0]}`,
  }));
  const hf = HyperFormula.buildFromSheets(
    sheets,
    // Read values out with 15 significant digits as Excel does (HyperFormula's default of 10 would
    // show 100,000,090,233 as 100,000,090,230); the evaluation itself is unchanged.
    { licenseKey: 'gpl-v3', precisionRounding: 15, ...(isStrict ? { smartRounding: false } : {}) },
    namedExpressions,
  );

  const address = (sheet: string, cell: string) => {
    const sheetId = hf.getSheetId(sheet);
    if (sheetId === undefined) throw new Error(`No sheet ${sheet}`);
    const parsed = hf.simpleCellAddressFromString(cell, sheetId);
    if (!parsed) throw new Error(`Bad address ${cell}`);
    return parsed;
  };
  return {
    hf,
    formulaCells,
    value: (sheet, cell) => {
      const value = hf.getCellValue(address(sheet, cell));
      return typeof value === 'number' ? value + 0 : value;
    },
    setCells: (sheet, values) =>
      hf.batch(() => {
        for (const [cell, value] of Object.entries(values)) hf.setCellContents(address(sheet, cell), value);
      }),
    setNamed: (values) =>
      hf.batch(() => {
        for (const [name, value] of Object.entries(values)) {
          const defined = workbook.definedNames.model.find((d) => d.name === name);
          if (!defined) throw new Error(`No defined name ${name}`);
          const [sheet, cell] = (defined.ranges[0] ?? '').split('!') as [string, string];
          hf.setCellContents(address(sheet.replace(/^'|'$/g, ''), cell.replace(/\$/g, '')), value);
        }
      }),
  };
}

export type Sections = ReturnType<typeof bakerySections>;

/** The base workbook's layout (three years, no extended inputs). */
export const BASE = createLayout(engineInputsOf(bakerySections()));

/** Extended lines that equal a base line when no extended answer is given (no tax; no depreciation). */
export const SAME_AS_WITHOUT_EXTENDED: Record<string, string> = {
  profitBeforeTax: 'netProfit',
  'assets.netFixedAssets': 'assets.fixedAssets',
};

/**
 * The statements' lines the workbook carries (the extended model's lines join it with their formulas,
 * issue #15); every line left out must be 0 in every year (or equal its base line), so nothing the
 * workbook lacks is hidden by the comparison.
 */
export function workbookLinesOf(
  statements: Record<StatementKind, unknown>,
  layout: WorkbookLayout = BASE,
): Record<StatementKind, unknown> {
  const zeros = Object.fromEntries(layout.yearKeys.map((key) => [key, 0]));
  const at = (root: unknown, path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
  const pick = (kind: StatementKind, root: unknown, node: unknown, prefix = ''): unknown => {
    const shown = new Set(statementFigureRows(layout, kind).map(({ path }) => path));
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value !== null && typeof value === 'object' && !('year1' in value))
        out[key] = pick(kind, root, value, path);
      else if (shown.has(path)) out[key] = value;
      else {
        const base = SAME_AS_WITHOUT_EXTENDED[path];
        if (base) expect(value, `${kind} ${path}`).toEqual(at(root, base));
        else expect(value, `${kind} ${path}`).toEqual(zeros);
      }
    }
    return out;
  };
  return {
    profitLoss: pick('profitLoss', statements.profitLoss, statements.profitLoss),
    balanceSheet: pick('balanceSheet', statements.balanceSheet, statements.balanceSheet),
    cashFlow: pick('cashFlow', statements.cashFlow, statements.cashFlow),
  };
}

export const SHEET_OF: Record<StatementKind, string> = {
  profitLoss: SHEET.profitLoss,
  balanceSheet: SHEET.balanceSheet,
  cashFlow: SHEET.cashFlow,
};

/** Every figure of the three statements read from the evaluated workbook, shaped like the API's. */
export function workbookStatements(
  book: EvaluatedWorkbook,
  layout: WorkbookLayout = BASE,
): Record<StatementKind, unknown> {
  const read = (kind: StatementKind) => {
    const root: Record<string, unknown> = {};
    for (const { path, row } of statementFigureRows(layout, kind)) {
      const keys = path.split('.');
      let node = root;
      for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[keys.at(-1)!] = Object.fromEntries(
        layout.yearColumns.map((col, i) => [`year${i + 1}`, book.value(SHEET_OF[kind], `${col}${row}`)]),
      );
    }
    return root;
  };
  return { profitLoss: read('profitLoss'), balanceSheet: read('balanceSheet'), cashFlow: read('cashFlow') };
}

/** Every formula's evaluation agrees with the result cached in the file (exactly for whole numbers). */
export function expectCachedResultsToMatch(book: EvaluatedWorkbook, minimumFormulas = 1400) {
  expect(book.formulaCells.length).toBeGreaterThan(minimumFormulas);
  for (const { sheet, address, formula, cached } of book.formulaCells) {
    const value = book.value(sheet, address);
    const where = `${sheet}!${address} =${formula}`;
    if (typeof cached === 'number' && !Number.isInteger(cached)) {
      expect(typeof value, where).toBe('number');
      expect(Math.abs((value as number) - cached), where).toBeLessThanOrEqual(
        1e-9 * Math.max(1, Math.abs(cached)),
      );
    } else {
      expect(value, where).toEqual(cached);
    }
  }
}

/** The Monthly sheet's whole-dollar months (every shown money column), shaped like the engine's roundedMonths. */
export function monthKeys(layout: WorkbookLayout) {
  return layout.shownKeys.filter((key) => key !== 'month' && key !== 'year' && key !== 'units');
}

export function workbookMonths(book: EvaluatedWorkbook, layout: WorkbookLayout = BASE) {
  return Array.from({ length: layout.monthCount }, (_, m) =>
    Object.fromEntries(
      monthKeys(layout).map((key) => [key, book.value(SHEET.monthly, `${layout.shown[key]}${4 + m}`)]),
    ),
  );
}

export function engineInputsOf(sections: unknown): ProjectionInputs {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  return normalized.inputs;
}

export function engineOf(sections: unknown) {
  return project(engineInputsOf(sections));
}

/** The engine's whole-dollar months, with the columns the Monthly sheet carries. */
export function shownMonthsOf(projection: Projection, layout: WorkbookLayout = BASE) {
  return projection.roundedMonths.map((row) =>
    Object.fromEntries(monthKeys(layout).map((key) => [key, row[key as keyof typeof row]])),
  );
}

/** A café that loses money: cents everywhere, and the bank balance ends in overdraft. */
export function overdraftSections(): Sections {
  const s = bakerySections();
  return {
    ...s,
    businessInfo: { name: 'Corner Café', description: 'Coffee' },
    productsServices: { type: 'Physical Products', unitPrice: 4.35 },
    salesVolume: { firstMonthSales: 900 },
    growthRate: { annualGrowthRate: 7, isCustomGrowth: true },
    revenueInfo: { startMonth: '1', growthRate: 0.07 },
    operationalCosts: { costPerItem: 1.13 },
    expenseInfo: {
      ownerSalary: 3333.33,
      monthlyAdvertising: 249.99,
      monthlyRent: 1850.5,
      monthlyUtilities: 310.25,
      monthlyInsurance: 95.45,
    },
    assetInfo: { oneTimePurchases: 42000.4 },
    equityInfo: { initialCash: 10000.5 },
  };
}

/** A studio whose first sale comes in month 7 and whose sales double every year. */
export function lateStartSections(): Sections {
  const s = bakerySections();
  return {
    ...s,
    businessInfo: { name: 'Late Start Studio', description: 'Pottery' },
    productsServices: { type: 'Physical Products', unitPrice: 65 },
    salesVolume: { firstMonthSales: 37 },
    growthRate: { annualGrowthRate: 100, isCustomGrowth: false },
    revenueInfo: { startMonth: '6', growthRate: 1 },
    operationalCosts: { costPerItem: 21.5 },
  };
}

/** The bakery with the lender's answers added to its sections (financing, tax, assets, draws, seasons). */
export function withLender(base: Sections, lender: Record<string, unknown>): Sections {
  const merged: Record<string, unknown> = { ...base };
  for (const [section, answers] of Object.entries(lender)) {
    merged[section] = {
      ...((base as Record<string, unknown>)[section] as object | undefined),
      ...(answers as object),
    };
  }
  return merged as Sections;
}

export const loan = (
  amount: number,
  annualRatePct: number,
  termMonths: number,
  startMonth: number,
): LoanInput => ({
  amount,
  annualRatePct,
  termMonths,
  startMonth,
});

/** A bakery borrowing at opening and again in month 10, paying 21% tax, depreciating and drawing from month 7. */
export function borrowingBakery(): Sections {
  return withLender(bakerySections(), {
    financing: { loans: [loan(40_000, 8, 60, 0), loan(15_000.5, 6.75, 18, 9)] },
    taxInfo: { incomeTaxRatePct: 21 },
    assetInfo: { usefulLifeYears: 5 },
    equityInfo: { ownerDrawMonthly: 1_250.25, ownerDrawStartMonth: 6 },
  });
}

/** The late-start studio: a loss in Year 1 carried into the profits of later years, taxed at 25%. */
export function lossThenProfitStudio(): Sections {
  return withLender(lateStartSections(), {
    salesVolume: { firstMonthSales: 55 },
    financing: { loans: [loan(25_000, 11.5, 36, 2)] },
    taxInfo: { incomeTaxRatePct: 25 },
    assetInfo: { usefulLifeYears: 7 },
  });
}

/** The café with a summer peak opening in April, and a 0% loan. */
export function summerCafe(): Sections {
  return withLender(overdraftSections(), {
    seasonality: { monthlyWeights: [...SEASONALITY_PRESETS.summerPeak], firstCalendarMonth: 4 },
    financing: { loans: [loan(12_000, 0, 7, 3)] },
  });
}

/** Custom weights with a zero month and decimals, opening in November, draws from the opening month. */
export function customSeasonBakery(): Sections {
  return withLender(bakerySections(), {
    seasonality: {
      monthlyWeights: [10, 0, 35.5, 80, 100, 100, 120, 133.3, 90, 75, 200, 410.25],
      firstCalendarMonth: 11,
    },
    equityInfo: { ownerDrawMonthly: 800 },
    taxInfo: { incomeTaxRatePct: 15 },
  });
}

/** The sum of the loans' balances on the Loan Schedule, month by month. */
export function workbookLoanBalances(book: EvaluatedWorkbook, layout: WorkbookLayout) {
  return Array.from({ length: layout.monthCount }, (_, m) =>
    [0, 1, 2].reduce(
      (sum, k) =>
        sum + (book.value(SHEET.loans, `${loanColumn(k, 'balance')}${LOAN_MONTH_FIRST_ROW + m}`) as number),
      0,
    ),
  );
}

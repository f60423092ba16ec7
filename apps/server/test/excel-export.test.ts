// The Excel report: a live model whose formulas, evaluated by HyperFormula, give the API's figures to the dollar.
import ExcelJS from 'exceljs';
import { HyperFormula, type RawCellContent } from 'hyperformula';
import fc from 'fast-check';
import {
  normalizeQuestionnaire,
  project,
  projectScenarios,
  roundDollars,
  SEASONALITY_PRESETS,
  type LoanInput,
  type BaseProjectionInputs,
  type Projection,
  type ProjectionInputs,
} from '@trajectory/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFinancialWorkbook, chartTitles } from '../src/documents/excel/excel-model';
import { statementFigureRows, type StatementKind } from '../src/documents/excel/excel-statements';
import { exportFinancialReport } from '../src/domains/questionnaires/exports/service';
import {
  SHEET,
  WEIGHT_FIRST_ROW,
  createLayout,
  loanColumn,
  LOAN_MONTH_FIRST_ROW,
  type WorkbookLayout,
} from '../src/documents/excel/excel-layout';
import { bakerySections } from './helpers/factories';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

type EvaluatedWorkbook = {
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

function rawContent(cell: ExcelJS.Cell): RawCellContent {
  if (cell.type === ExcelJS.ValueType.Formula) return `=${cell.formula}`;
  if (cell.type === ExcelJS.ValueType.Merge) return null;
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value;
  return cell.text;
}

async function readWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
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
function evaluateWorkbook(workbook: ExcelJS.Workbook, { isStrict = false } = {}): EvaluatedWorkbook {
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

let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Sections = ReturnType<typeof bakerySections>;

async function completedQuestionnaire(sections: Sections, planCode = 'P02') {
  const prospect = await b.createProspect(t.database.db, { selectedPlanCode: planCode, maxSubmissions: 10 });
  const questionnaire = await addQuestionnaire(prospect.id, sections);
  return { prospect, questionnaire };
}

async function addQuestionnaire(prospectId: string, sections: Sections) {
  const res = await b.inject({
    method: 'POST',
    url: '/api/questionnaires',
    payload: { prospectId, ...sections, isCompleted: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/** The base workbook's layout (three years, no extended inputs). */
const BASE = createLayout(engineInputsOf(bakerySections()));

/** The three statements as the API serves them (a Complete plan sees all three). */
async function apiStatements(questionnaireId: string, layout: WorkbookLayout = BASE) {
  const get = async (path: string) => {
    const res = await b.inject({ method: 'GET', url: `/api/${path}/questionnaire/${questionnaireId}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  return workbookLinesOf(
    {
      profitLoss: (await get('profit-loss')).profitLoss,
      balanceSheet: (await get('balance-sheet')).balanceSheet,
      cashFlow: (await get('cash-flow')).cashFlow,
    } as Record<StatementKind, unknown>,
    layout,
  );
}

/** Extended lines that equal a base line when no extended answer is given (no tax; no depreciation). */
const SAME_AS_WITHOUT_EXTENDED: Record<string, string> = {
  profitBeforeTax: 'netProfit',
  'assets.netFixedAssets': 'assets.fixedAssets',
};

/**
 * The statements' lines the workbook carries (the extended model's lines join it with their formulas,
 * issue #15); every line left out must be 0 in every year (or equal its base line), so nothing the
 * workbook lacks is hidden by the comparison.
 */
function workbookLinesOf(
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

const SHEET_OF: Record<StatementKind, string> = {
  profitLoss: SHEET.profitLoss,
  balanceSheet: SHEET.balanceSheet,
  cashFlow: SHEET.cashFlow,
};

/** Every figure of the three statements read from the evaluated workbook, shaped like the API's. */
function workbookStatements(
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

async function exportOf(prospectId: string, questionnaireId?: string) {
  const { workbook } = await exportFinancialReport(t.database.db, {
    prospectId,
    questionnaireId,
    isStaff: false,
  });
  return readWorkbook(workbook);
}

/** Every formula's evaluation agrees with the result cached in the file (exactly for whole numbers). */
function expectCachedResultsToMatch(book: EvaluatedWorkbook, minimumFormulas = 1400) {
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
function monthKeys(layout: WorkbookLayout) {
  return layout.shownKeys.filter((key) => key !== 'month' && key !== 'year' && key !== 'units');
}

function workbookMonths(book: EvaluatedWorkbook, layout: WorkbookLayout = BASE) {
  return Array.from({ length: layout.monthCount }, (_, m) =>
    Object.fromEntries(
      monthKeys(layout).map((key) => [key, book.value(SHEET.monthly, `${layout.shown[key]}${4 + m}`)]),
    ),
  );
}

function engineInputsOf(sections: unknown): ProjectionInputs {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  return normalized.inputs;
}

function engineOf(sections: unknown) {
  return project(engineInputsOf(sections));
}

/** The engine's whole-dollar months, with the columns the Monthly sheet carries. */
function shownMonthsOf(projection: Projection, layout: WorkbookLayout = BASE) {
  return projection.roundedMonths.map((row) =>
    Object.fromEntries(monthKeys(layout).map((key) => [key, row[key as keyof typeof row]])),
  );
}

/** A café that loses money: cents everywhere, and the bank balance ends in overdraft. */
function overdraftSections(): Sections {
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
function lateStartSections(): Sections {
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

describe('Excel report formulas', () => {
  it('evaluates to the API figures for the bakery', async () => {
    const { prospect, questionnaire } = await completedQuestionnaire(bakerySections());
    const book = evaluateWorkbook(await exportOf(prospect.id));
    const api = await apiStatements(questionnaire.id);
    expect(workbookStatements(book)).toEqual(api);
    expect(workbookMonths(book)).toEqual(shownMonthsOf(engineOf(bakerySections())));
    expectCachedResultsToMatch(book);
    // A concrete figure, so agreement on a wrong number would still fail.
    expect(book.value(SHEET.profitLoss, 'B4')).toBeGreaterThan(12 * 500 * 12 * 0.99);
  });

  it.each([
    ['a loss-making café with cents and an overdraft', overdraftSections],
    ['a first sale in month 7 with 100% growth', lateStartSections],
  ])('evaluates to the API figures for %s', async (_name, sections) => {
    const { prospect, questionnaire } = await completedQuestionnaire(sections());
    const book = evaluateWorkbook(await exportOf(prospect.id));
    expect(workbookStatements(book)).toEqual(await apiStatements(questionnaire.id));
    expect(workbookMonths(book)).toEqual(shownMonthsOf(engineOf(sections())));
    expectCachedResultsToMatch(book);
  });

  it('follows a new unit price and starting cash to the figures of a questionnaire with those answers', async () => {
    const { prospect } = await completedQuestionnaire(bakerySections());
    const book = evaluateWorkbook(await exportOf(prospect.id));
    book.setNamed({ UnitPrice: 7.45, InitialCash: 3500 });

    const changed = bakerySections();
    changed.productsServices.unitPrice = 7.45;
    changed.equityInfo.initialCash = 3500;
    const other = await addQuestionnaire(prospect.id, changed);
    const api = await apiStatements(other.id);
    expect(workbookStatements(book)).toEqual(api);
    expect(workbookMonths(book)).toEqual(shownMonthsOf(engineOf(changed)));
    // The change matters: this plan now runs into an overdraft.
    expect(
      (api.balanceSheet as { liabilities: { overdraft: { year1: number } } }).liabilities.overdraft.year1,
    ).toBeGreaterThan(0);
  });

  it('stays live for any inputs: rewriting every named input gives the engine figures of the new inputs', () => {
    const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
    const arbitraryInputs = fc.record({
      unitPrice: fc.integer({ min: 1, max: 100_000 * 100 }).map((c) => c / 100),
      firstMonthSales: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 1_000_000 })),
      startMonth: fc.integer({ min: 0, max: 12 }),
      growthRate: fc.oneof(
        fc.constantFrom(0.1, 0.2, 0.3, 1),
        fc.integer({ min: 0, max: 100_000 }).map((p) => p / 10_000),
      ),
      costPerItem: cents(1_000),
      salaries: cents(50_000),
      advertising: cents(10_000),
      rent: cents(20_000),
      utilities: cents(5_000),
      otherExpenses: cents(5_000),
      startupCost: cents(500_000),
      initialCash: cents(500_000),
    });
    const names: Record<keyof BaseProjectionInputs, string> = {
      unitPrice: 'UnitPrice',
      firstMonthSales: 'FirstMonthSales',
      startMonth: 'StartMonth',
      growthRate: 'GrowthRate',
      costPerItem: 'CostPerItem',
      salaries: 'MonthlySalaries',
      advertising: 'MonthlyAdvertising',
      rent: 'MonthlyRent',
      utilities: 'MonthlyUtilities',
      otherExpenses: 'MonthlyOtherExpenses',
      startupCost: 'StartupCost',
      initialCash: 'InitialCash',
    };
    const projection = project(engineInputsOf(bakerySections()));
    const workbook = buildFinancialWorkbook({
      title: 'Any Business',
      inputs: engineInputsOf(bakerySections()),
      projection,
      charts: [],
    });
    const strict = evaluateWorkbook(workbook, { isStrict: true });
    const spreadsheet = evaluateWorkbook(workbook);
    fc.assert(
      fc.property(arbitraryInputs, (inputs) => {
        const named = Object.fromEntries(
          (Object.keys(names) as Array<keyof BaseProjectionInputs>).map((key) => [names[key], inputs[key]]),
        );
        strict.setNamed(named);
        spreadsheet.setNamed(named);
        const expected = project(inputs);
        const statements = workbookLinesOf({
          profitLoss: expected.profitLoss,
          balanceSheet: expected.balanceSheet,
          cashFlow: expected.cashFlow,
        });
        expect(workbookStatements(strict)).toEqual(statements);
        expect(workbookMonths(strict)).toEqual(shownMonthsOf(expected));
        expect(workbookStatements(spreadsheet)).toEqual(statements);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('Excel report file', () => {
  it('has the seven sheets, named inputs, frozen headers, currency formats and the chart pictures', async () => {
    const { prospect } = await completedQuestionnaire(bakerySections());
    const workbook = await exportOf(prospect.id);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Assumptions',
      'Monthly',
      'Profit & Loss',
      'Balance Sheet',
      'Cash Flow',
      'Scenarios',
      'Charts',
    ]);
    const names = Object.fromEntries(workbook.definedNames.model.map((d) => [d.name, d.ranges]));
    for (const name of [
      'UnitPrice',
      'FirstMonthSales',
      'StartMonth',
      'GrowthRate',
      'CostPerItem',
      'MonthlySalaries',
      'MonthlyAdvertising',
      'MonthlyRent',
      'MonthlyUtilities',
      'MonthlyOtherExpenses',
      'StartupCost',
      'InitialCash',
    ]) {
      expect(names[name], name).toHaveLength(1);
      expect(names[name]![0], name).toMatch(/^Assumptions!\$B\$\d+$/);
    }
    const assumptions = workbook.getWorksheet('Assumptions')!;
    const cellOf = (name: string) => assumptions.getCell(names[name]![0]!.split('!')[1]!.replace(/\$/g, ''));
    expect(cellOf('UnitPrice').value).toBe(12);
    expect(cellOf('GrowthRate').value).toBe(0.2);
    expect(cellOf('InitialCash').value).toBe(20000);
    expect(assumptions.getCell('A1').value).toBe('Ada Bakes — Financial Projections');
    const notes = JSON.stringify(assumptions.getSheetValues());
    expect(notes).toMatch(/rise 5% a year/);
    expect(notes).toMatch(/Salaries rise 3% a year/);
    expect(notes).toMatch(/No taxes, interest, depreciation or amortisation/);

    for (const sheet of workbook.worksheets.filter((s) => s.name !== 'Charts')) {
      const [view] = sheet.views;
      expect(view?.state, sheet.name).toBe('frozen');
      expect((view as { ySplit?: number }).ySplit, sheet.name).toBeGreaterThanOrEqual(3);
      expect((view as { xSplit?: number }).xSplit, sheet.name).toBeGreaterThanOrEqual(1);
    }
    const pl = workbook.getWorksheet('Profit & Loss')!;
    expect(['B3', 'C3', 'D3'].map((a) => pl.getCell(a).value)).toEqual(['Year 1', 'Year 2', 'Year 3']);
    expect(pl.getCell('B4').numFmt).toBe('$#,##0;($#,##0)');
    expect(pl.getCell('B4').formula).toMatch(/^ROUND\(ROUND\(SUM\(Monthly!\$P\$4:\$P\$15\),6\),0\)$/);
    expect(pl.getColumn(1).width).toBeGreaterThan(20);

    const charts = workbook.getWorksheet('Charts')!;
    expect(charts.getImages()).toHaveLength(7);
    const media = (workbook.model as unknown as { media: Array<{ extension: string; buffer: Buffer }> })
      .media;
    expect(media).toHaveLength(7);
    for (const image of media) {
      expect(image.extension).toBe('png');
      expect(image.buffer.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});

describe('GET /api/export/financial-reports/{prospectId}', () => {
  const url = (prospectId: string, query = '') => `/api/export/financial-reports/${prospectId}${query}`;

  it('refuses a Simple plan with 403, naming the plan that unlocks the report', async () => {
    const { prospect } = await completedQuestionnaire(bakerySections(), 'P01');
    const res = await b.inject({ method: 'GET', url: url(prospect.id) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'FORBIDDEN',
      message:
        'The Excel report is not included in the Free Projection plan. Upgrade to Full Reports to unlock it.',
    });
  });

  it('sends a Complete plan the xlsx of its latest completed questionnaire', async () => {
    const { prospect, questionnaire } = await completedQuestionnaire(bakerySections(), 'P02');
    const res = await b.inject({ method: 'GET', url: url(prospect.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Trajectory_Ada_Bakes_financial_report\.xlsx"/,
    );
    const book = evaluateWorkbook(await readWorkbook(res.rawPayload));
    expect(workbookStatements(book)).toEqual(await apiStatements(questionnaire.id));
  });

  it('exports the questionnaire named by ?questionnaireId, and only one of this prospect', async () => {
    const { prospect, questionnaire: first } = await completedQuestionnaire(bakerySections(), 'P03');
    const pricier = bakerySections();
    pricier.productsServices.unitPrice = 15;
    await addQuestionnaire(prospect.id, pricier);
    const unitPriceIn = async (query: string) => {
      const res = await b.inject({ method: 'GET', url: url(prospect.id, query) });
      expect(res.statusCode, res.body).toBe(200);
      return evaluateWorkbook(await readWorkbook(res.rawPayload)).value(SHEET.assumptions, 'B5');
    };
    expect(await unitPriceIn('')).toBe(15);
    expect(await unitPriceIn(`?questionnaireId=${first.id}`)).toBe(12);

    const { questionnaire: foreign } = await completedQuestionnaire(bakerySections(), 'P02');
    const res = await b.inject({
      method: 'GET',
      url: url(prospect.id, `?questionnaireId=${foreign.id}`),
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives staff every report whatever the plan, also through the admin route', async () => {
    const { prospect } = await completedQuestionnaire(bakerySections(), 'P01');
    const cookie = await loginAsStaff(t.app);
    const own = await b.inject({ method: 'GET', url: url(prospect.id), headers: { cookie } });
    expect(own.statusCode, own.body).toBe(200);
    const adminUrl = `/api/admin/export/financial-reports/${prospect.id}`;
    const admin = await b.inject({ method: 'GET', url: adminUrl, headers: { cookie } });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.headers['content-type']).toMatch(/spreadsheetml/);
    expect((await b.inject({ method: 'GET', url: adminUrl })).statusCode).toBe(401);
    expect(
      (await b.inject({ method: 'GET', url: '/api/admin/export/financial-reports/42' })).statusCode,
    ).toBe(401);
  });

  it('answers 404 for an unknown prospect or one with nothing completed, 400 for malformed ids', async () => {
    const unknown = await b.inject({ method: 'GET', url: url('00000000-0000-4000-8000-000000000000') });
    expect(unknown.statusCode).toBe(404);
    const prospect = await b.createProspect(t.database.db, { selectedPlanCode: 'P02' });
    const none = await b.inject({ method: 'GET', url: url(prospect.id) });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This prospect has no completed questionnaire yet');
    const draft = await b.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: { prospectId: prospect.id, ...bakerySections(), isCompleted: false },
    });
    const draftRes = await b.inject({
      method: 'GET',
      url: url(prospect.id, `?questionnaireId=${(draft.json() as { id: string }).id}`),
    });
    expect(draftRes.statusCode).toBe(404);
    expect((await b.inject({ method: 'GET', url: url('not-a-uuid') })).statusCode).toBe(400);
    const badQuery = await b.inject({ method: 'GET', url: url(prospect.id, '?questionnaireId=42') });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toMatch(/questionnaireId must be a valid questionnaire id/);
  });
});

/** The bakery with the lender's answers added to its sections (financing, tax, assets, draws, seasons). */
function withLender(base: Sections, lender: Record<string, unknown>): Sections {
  const merged: Record<string, unknown> = { ...base };
  for (const [section, answers] of Object.entries(lender)) {
    merged[section] = {
      ...((base as Record<string, unknown>)[section] as object | undefined),
      ...(answers as object),
    };
  }
  return merged as Sections;
}

const loan = (amount: number, annualRatePct: number, termMonths: number, startMonth: number): LoanInput => ({
  amount,
  annualRatePct,
  termMonths,
  startMonth,
});

/** A bakery borrowing at opening and again in month 10, paying 21% tax, depreciating and drawing from month 7. */
function borrowingBakery(): Sections {
  return withLender(bakerySections(), {
    financing: { loans: [loan(40_000, 8, 60, 0), loan(15_000.5, 6.75, 18, 9)] },
    taxInfo: { incomeTaxRatePct: 21 },
    assetInfo: { usefulLifeYears: 5 },
    equityInfo: { ownerDrawMonthly: 1_250.25, ownerDrawStartMonth: 6 },
  });
}

/** The late-start studio: a loss in Year 1 carried into the profits of later years, taxed at 25%. */
function lossThenProfitStudio(): Sections {
  return withLender(lateStartSections(), {
    salesVolume: { firstMonthSales: 55 },
    financing: { loans: [loan(25_000, 11.5, 36, 2)] },
    taxInfo: { incomeTaxRatePct: 25 },
    assetInfo: { usefulLifeYears: 7 },
  });
}

/** The café with a summer peak opening in April, and a 0% loan. */
function summerCafe(): Sections {
  return withLender(overdraftSections(), {
    seasonality: { monthlyWeights: [...SEASONALITY_PRESETS.summerPeak], firstCalendarMonth: 4 },
    financing: { loans: [loan(12_000, 0, 7, 3)] },
  });
}

/** Custom weights with a zero month and decimals, opening in November, draws from the opening month. */
function customSeasonBakery(): Sections {
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
function workbookLoanBalances(book: EvaluatedWorkbook, layout: WorkbookLayout) {
  return Array.from({ length: layout.monthCount }, (_, m) =>
    [0, 1, 2].reduce(
      (sum, k) =>
        sum + (book.value(SHEET.loans, `${loanColumn(k, 'balance')}${LOAN_MONTH_FIRST_ROW + m}`) as number),
      0,
    ),
  );
}

describe('Excel report, extended model (loans, tax, depreciation, draws, seasons)', () => {
  it.each([
    [
      'a bakery with a loan at opening and one in month 10, tax, depreciation and later draws',
      borrowingBakery,
    ],
    ['a studio whose Year 1 loss is carried into taxed profits', lossThenProfitStudio],
    ['a café with a summer peak opening in April and a 0% loan', summerCafe],
    ['a bakery with custom seasonality weights opening in November', customSeasonBakery],
  ])('evaluates to the API figures for %s', async (_name, sections) => {
    const { prospect, questionnaire } = await completedQuestionnaire(sections());
    const workbook = await exportOf(prospect.id);
    const inputs = engineInputsOf(sections());
    const layout = createLayout(inputs);
    expect(layout.isExtended).toBe(true);
    expect(workbook.worksheets.map((s) => s.name)).toContain('Loan Schedule');
    const book = evaluateWorkbook(workbook);
    const api = await apiStatements(questionnaire.id, layout);
    expect(workbookStatements(book, layout)).toEqual(api);
    const expected = project(inputs);
    expect(workbookMonths(book, layout)).toEqual(shownMonthsOf(expected, layout));
    expectCachedResultsToMatch(book, 3000);
    workbookLoanBalances(book, layout).forEach((balance, m) =>
      expect(balance, `month ${m + 1}`).toBeCloseTo(expected.months[m]!.loanBalance, 6),
    );
    // The balance sheet balances in every year, and the extended lines carry figures.
    for (const col of layout.yearColumns) {
      const check = workbook.getWorksheet(SHEET.balanceSheet)!;
      const row = check.rowCount;
      expect(book.value(SHEET.balanceSheet, `${col}${row}`), `check ${col}`).toBe(0);
    }
  });

  it('shows the loss carried forward and taxes only the profit above it', async () => {
    const inputs = engineInputsOf(lossThenProfitStudio());
    const expected = project(inputs);
    const pbt = expected.years.map((y) => y.profitLoss.profitBeforeTax);
    expect(pbt[0]).toBeLessThan(0);
    expect(pbt[1]).toBeGreaterThan(0);
    const layout = createLayout(inputs);
    const book = evaluateWorkbook(
      buildFinancialWorkbook({ title: 'Studio', inputs, projection: expected, charts: [] }),
    );
    const { taxHelperRow, statementRow } = await import('../src/documents/excel/excel-statements');
    const tax = (col: string) =>
      book.value(SHEET.profitLoss, `${col}${statementRow(layout, 'profitLoss', 'incomeTax')}`);
    const carriedIn = (col: string) =>
      book.value(SHEET.profitLoss, `${col}${taxHelperRow(layout, 'lossCarriedIn')}`);
    // Year 2's profit is less than Year 1's loss: no tax, and the rest of the loss reaches Year 3.
    expect(carriedIn('C')).toBe(-pbt[0]!);
    expect([tax('B'), tax('C')]).toEqual([0, 0]);
    expect(carriedIn('D')).toBe(-pbt[0]! - pbt[1]!);
    expect(tax('D')).toBe(Math.round(0.25 * (pbt[2]! + pbt[0]! + pbt[1]!)));
    expect(tax('D')).toBe(expected.years[2]!.profitLoss.incomeTax);
    expect(tax('D')).toBeGreaterThan(0);
  });

  it.each([
    ['with extended inputs', borrowingBakery],
    ['without extended inputs', bakerySections],
    ['with seasons and a loss year', lossThenProfitStudio],
  ])(
    'carries a five-year projection %s: 60 months, Year 1-5 columns, figures of the engine',
    (_name, sections) => {
      const inputs: ProjectionInputs = { ...engineInputsOf(sections()), projectionYears: 5 };
      const projection = project(inputs);
      const layout = createLayout(inputs);
      expect(layout.yearColumns).toEqual(['B', 'C', 'D', 'E', 'F']);
      const workbook = buildFinancialWorkbook({ title: 'Five Years', inputs, projection, charts: [] });
      const pl = workbook.getWorksheet(SHEET.profitLoss)!;
      expect(['B3', 'C3', 'D3', 'E3', 'F3'].map((a) => pl.getCell(a).value)).toEqual([
        'Year 1',
        'Year 2',
        'Year 3',
        'Year 4',
        'Year 5',
      ]);
      expect(workbook.getWorksheet(SHEET.monthly)!.getCell(`A${4 + 59}`).value).toBe(60);
      const book = evaluateWorkbook(workbook);
      const statements = workbookLinesOf(
        {
          profitLoss: projection.profitLoss,
          balanceSheet: projection.balanceSheet,
          cashFlow: projection.cashFlow,
        },
        layout,
      );
      expect(workbookStatements(book, layout)).toEqual(statements);
      expect(workbookMonths(book, layout)).toEqual(shownMonthsOf(projection, layout));
      expectCachedResultsToMatch(book);
    },
  );

  it('follows an edited loan, tax rate, useful life and draw to the engine figures of the edited inputs', () => {
    const inputs = engineInputsOf(borrowingBakery());
    const layout = createLayout(inputs);
    const workbook = buildFinancialWorkbook({
      title: 'Edited',
      inputs,
      projection: project(inputs),
      charts: [],
    });
    const book = evaluateWorkbook(workbook);
    book.setNamed({
      Loan1Amount: 65_000,
      Loan1RatePct: 9.25,
      Loan2StartMonth: 30,
      Loan3Amount: 5_000,
      Loan3TermMonths: 12,
      Loan3StartMonth: 0,
      TaxRatePct: 30,
      UsefulLifeYears: 2,
      OwnerDrawMonthly: 2_000,
      OwnerDrawStartMonth: 14,
    });
    const edited: ProjectionInputs = {
      ...inputs,
      loans: [loan(65_000, 9.25, 60, 0), loan(15_000.5, 6.75, 18, 30), loan(5_000, 8, 12, 0)],
      incomeTaxRatePct: 30,
      usefulLifeYears: 2,
      ownerDrawMonthly: 2_000,
      ownerDrawStartMonth: 14,
    };
    const expected = project(edited);
    const statements = workbookLinesOf(
      { profitLoss: expected.profitLoss, balanceSheet: expected.balanceSheet, cashFlow: expected.cashFlow },
      layout,
    );
    expect(workbookStatements(book, layout)).toEqual(statements);
    expect(workbookMonths(book, layout)).toEqual(shownMonthsOf(expected, layout));
    // The edit matters: the P&L now pays more interest and more tax than the delivered file.
    expect(expected.profitLoss.interestExpense.year1).not.toBe(
      project(inputs).profitLoss.interestExpense.year1,
    );
  });

  it.each([
    [3, 40],
    [5, 15],
  ] as const)(
    'stays live for any extended inputs over %i years: rewriting them gives the engine figures',
    (years, runs) => {
      const inputs: ProjectionInputs = { ...engineInputsOf(borrowingBakery()), projectionYears: years };
      const layout = createLayout(inputs);
      const workbook = buildFinancialWorkbook({
        title: 'Any',
        inputs,
        projection: project(inputs),
        charts: [],
      });
      const strict = evaluateWorkbook(workbook, { isStrict: true });
      const spreadsheet = evaluateWorkbook(workbook);
      const arbitraryLoan = fc.record({
        amount: fc.oneof(
          fc.constant(0),
          fc.integer({ min: 1, max: 50_000_000 }).map((c) => c / 100),
        ),
        annualRatePct: fc.oneof(
          fc.constantFrom(0, 5, 8, 12.5),
          fc.integer({ min: 0, max: 3000 }).map((c) => c / 100),
        ),
        termMonths: fc.integer({ min: 1, max: 120 }),
        startMonth: fc.integer({ min: 0, max: 59 }),
      });
      const arbitrary = fc.record({
        unitPrice: fc.integer({ min: 100, max: 5_000 }).map((c) => c / 100),
        firstMonthSales: fc.integer({ min: 1, max: 3_000 }),
        loans: fc.array(arbitraryLoan, { minLength: 3, maxLength: 3 }),
        taxRatePct: fc.oneof(fc.constantFrom(0, 15, 21, 25), fc.integer({ min: 0, max: 60 })),
        usefulLifeYears: fc.integer({ min: 0, max: 10 }),
        ownerDrawMonthly: fc.oneof(
          fc.constant(0),
          fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
        ),
        ownerDrawStartMonth: fc.integer({ min: 0, max: 59 }),
        weights: fc.oneof(
          fc.constant(null),
          fc.constant([...SEASONALITY_PRESETS.holidayPeak]),
          fc
            .array(fc.integer({ min: 0, max: 1000 }), { minLength: 12, maxLength: 12 })
            .filter((w) => w.some((x) => x > 0)),
        ),
        firstCalendarMonth: fc.integer({ min: 1, max: 12 }),
      });
      fc.assert(
        fc.property(arbitrary, (a) => {
          const named: Record<string, number> = {
            UnitPrice: a.unitPrice,
            FirstMonthSales: a.firstMonthSales,
            TaxRatePct: a.taxRatePct,
            UsefulLifeYears: a.usefulLifeYears,
            OwnerDrawMonthly: a.ownerDrawMonthly,
            OwnerDrawStartMonth: a.ownerDrawStartMonth,
            FirstCalendarMonth: a.firstCalendarMonth,
          };
          a.loans.forEach((l, k) => {
            named[`Loan${k + 1}Amount`] = l.amount;
            named[`Loan${k + 1}RatePct`] = l.annualRatePct;
            named[`Loan${k + 1}TermMonths`] = l.termMonths;
            named[`Loan${k + 1}StartMonth`] = l.startMonth;
          });
          const weights = Object.fromEntries(
            ((a.weights as readonly number[] | null) ?? Array<number>(12).fill(100)).map((w, i) => [
              `B${WEIGHT_FIRST_ROW + i}`,
              w,
            ]),
          );
          for (const book of [strict, spreadsheet]) {
            book.setNamed(named);
            book.setCells(SHEET.assumptions, weights);
          }
          const edited: ProjectionInputs = {
            ...inputs,
            unitPrice: a.unitPrice,
            firstMonthSales: a.firstMonthSales,
            loans: a.loans.filter((l) => l.amount > 0),
            incomeTaxRatePct: a.taxRatePct,
            usefulLifeYears: a.usefulLifeYears === 0 ? null : a.usefulLifeYears,
            ownerDrawMonthly: a.ownerDrawMonthly,
            ownerDrawStartMonth: a.ownerDrawStartMonth,
            seasonalityWeights: a.weights,
            firstCalendarMonth: a.firstCalendarMonth,
          };
          const expected = project(edited);
          expect(workbookStatements(strict, layout)).toEqual(
            workbookLinesOf(
              {
                profitLoss: expected.profitLoss,
                balanceSheet: expected.balanceSheet,
                cashFlow: expected.cashFlow,
              },
              layout,
            ),
          );
          expect(workbookMonths(strict, layout)).toEqual(shownMonthsOf(expected, layout));
          expect(workbookStatements(spreadsheet, layout)).toEqual(workbookStatements(strict, layout));
        }),
        { numRuns: runs },
      );
    },
    240_000,
  );

  it('lays out the extended inputs, the loan schedule and the new lines the way a lender reads them', async () => {
    const inputs = engineInputsOf(summerCafe());
    const layout = createLayout(inputs);
    const workbook = buildFinancialWorkbook({
      title: 'Café',
      inputs,
      projection: project(inputs),
      charts: [],
    });
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Assumptions',
      'Monthly',
      'Profit & Loss',
      'Balance Sheet',
      'Cash Flow',
      'Loan Schedule',
      'Scenarios',
      'Charts',
    ]);
    const names = Object.fromEntries(workbook.definedNames.model.map((d) => [d.name, d.ranges[0]!]));
    const assumptions = workbook.getWorksheet(SHEET.assumptions)!;
    const cellOf = (name: string) => assumptions.getCell(names[name]!.split('!')[1]!.replace(/\$/g, ''));
    expect(cellOf('Loan1Amount').value).toBe(12_000);
    expect(cellOf('Loan1RatePct').numFmt).toBe('0.00"%"');
    expect(cellOf('Loan2Amount').value).toBe(0);
    expect(cellOf('TaxRatePct').value).toBe(0);
    expect(cellOf('FirstCalendarMonth').value).toBe(4);
    expect(assumptions.getCell(`B${WEIGHT_FIRST_ROW + 6}`).value).toBe(150);
    const book = evaluateWorkbook(workbook);
    expect(
      book.value(
        SHEET.assumptions,
        names.FirstCalendarMonth!.split('!')[1]!.replace('B', 'C').replace(/\$/g, ''),
      ),
    ).toBe('Month 1 is in April; the weights below are by calendar month');
    // A 0% loan of $12,000 over 7 months received in month 4: $1,714.29 a month, the 7th clears the rest.
    const at = (column: Parameters<typeof loanColumn>[1], month: number) =>
      book.value(SHEET.loans, `${loanColumn(0, column)}${LOAN_MONTH_FIRST_ROW + month}`) as number;
    expect(at('received', 3)).toBe(12_000);
    expect(at('balance', 3)).toBe(12_000);
    expect(at('payment', 4)).toBeCloseTo(12_000 / 7, 9);
    expect(at('principal', 10)).toBeCloseTo(12_000 - 6 * (12_000 / 7), 6);
    expect(at('balance', 10)).toBe(0);
    expect(at('payment', 11)).toBe(0);
    const schedule = workbook.getWorksheet(SHEET.loans)!;
    expect(schedule.getCell(`A${LOAN_MONTH_FIRST_ROW + layout.monthCount - 1}`).value).toBe(36);
    expect(schedule.getCell(`A${LOAN_MONTH_FIRST_ROW + layout.monthCount}`).value).toBeNull();
    const pl = workbook.getWorksheet(SHEET.profitLoss)!;
    const labels = pl.getColumn(1).values.filter((v): v is string => typeof v === 'string');
    expect(labels).toEqual(
      expect.arrayContaining(['Depreciation', 'Interest Expense', 'Profit Before Tax', 'Income Tax']),
    );
    expect(String(workbook.getWorksheet(SHEET.monthly)!.getCell('D3').value)).toBe('Revenue');
    expect(JSON.stringify(assumptions.getSheetValues()).includes('No taxes, interest, depreciation')).toBe(
      false,
    );
  });

  it('captions the monthly profit chart as profit before tax when Year 1 is taxed, as the chart itself does', () => {
    const untaxed = project(engineInputsOf(bakerySections()));
    expect(chartTitles(untaxed)['net-profit-1st-year']).toBe('Net profit by month, Year 1');
    const taxed = project({ ...engineInputsOf(bakerySections()), incomeTaxRatePct: 21 });
    expect(taxed.firstYearMonths.some((month) => month.incomeTax > 0)).toBe(true);
    expect(chartTitles(taxed)['net-profit-1st-year']).toBe('Profit before tax by month, Year 1');
  });

  it('has a Scenarios sheet with the engine’s worst, base and best cases', () => {
    const inputs: ProjectionInputs = { ...engineInputsOf(borrowingBakery()), projectionYears: 5 };
    const workbook = buildFinancialWorkbook({
      title: 'Scenes',
      inputs,
      projection: project(inputs),
      charts: [],
    });
    const sheet = workbook.getWorksheet(SHEET.scenarios)!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const byLabel = (label: string, after = 0) => {
      const index = rows.findIndex((r, i) => i >= after && r[1] === label);
      expect(index, label).toBeGreaterThanOrEqual(0);
      return { index, values: rows[index]!.slice(2, 5) };
    };
    const scenarios = projectScenarios(inputs);
    expect(rows.find((r) => r[2] === 'Worst case')).toBeTruthy();
    const revenue = byLabel('Revenue');
    expect(byLabel('Year 5', revenue.index).values).toEqual([
      scenarios.worst.revenue.year5,
      scenarios.base.revenue.year5,
      scenarios.best.revenue.year5,
    ]);
    const net = byLabel('Net profit');
    expect(byLabel('Year 1', net.index).values).toEqual([
      scenarios.worst.netProfit.year1,
      scenarios.base.netProfit.year1,
      scenarios.best.netProfit.year1,
    ]);
    expect(byLabel('Funding gap').values).toEqual([
      scenarios.worst.fundingGap,
      scenarios.base.fundingGap,
      scenarios.best.fundingGap,
    ]);
    expect(byLabel('Lowest cash balance').values).toEqual([
      roundDollars(scenarios.worst.lowestCash),
      roundDollars(scenarios.base.lowestCash),
      roundDollars(scenarios.best.lowestCash),
    ]);
    expect(byLabel('Units sold').values).toEqual([-0.2, 0, 0.2]);
    expect(String(sheet.getCell('A2').value)).toMatch(/as delivered/);
  });
});

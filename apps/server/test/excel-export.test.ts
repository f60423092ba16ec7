// The Excel report: a live model whose formulas, evaluated by HyperFormula, give the API's figures to the dollar.
import ExcelJS from 'exceljs';
import { HyperFormula, type RawCellContent } from 'hyperformula';
import fc from 'fast-check';
import {
  normalizeQuestionnaire,
  project,
  type BaseProjectionInputs,
  type Projection,
  type ProjectionInputs,
} from '@trajectory/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFinancialWorkbook } from '../src/modules/exports/excel-model';
import { statementFigureRows, type StatementKind } from '../src/modules/exports/excel-statements';
import { exportFinancialReport } from '../src/modules/exports/service';
import { SHEET, YEAR_COLUMNS } from '../src/modules/exports/excel-layout';
import { bakerySections } from './helpers/factories';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

type EvaluatedWorkbook = {
  hf: HyperFormula;
  /** The evaluated value of a cell ('Profit & Loss', 'B4'); −0 comes back as 0. */
  value: (sheet: string, address: string) => unknown;
  /** Sets named input cells (UnitPrice, InitialCash…) to new values; everything recomputes once. */
  setNamed: (values: Record<string, number>) => void;
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

/** The three statements as the API serves them (a Complete plan sees all three). */
async function apiStatements(questionnaireId: string) {
  const get = async (path: string) => {
    const res = await b.inject({ method: 'GET', url: `/api/${path}/questionnaire/${questionnaireId}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  return workbookLinesOf({
    profitLoss: (await get('profit-loss')).profitLoss,
    balanceSheet: (await get('balance-sheet')).balanceSheet,
    cashFlow: (await get('cash-flow')).cashFlow,
  } as Record<StatementKind, unknown>);
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
function workbookLinesOf(statements: Record<StatementKind, unknown>): Record<StatementKind, unknown> {
  const at = (root: unknown, path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
  const pick = (kind: StatementKind, root: unknown, node: unknown, prefix = ''): unknown => {
    const shown = new Set(statementFigureRows(kind).map(({ path }) => path));
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value !== null && typeof value === 'object' && !('year1' in value))
        out[key] = pick(kind, root, value, path);
      else if (shown.has(path)) out[key] = value;
      else {
        const base = SAME_AS_WITHOUT_EXTENDED[path];
        if (base) expect(value, `${kind} ${path}`).toEqual(at(root, base));
        else expect(value, `${kind} ${path}`).toEqual({ year1: 0, year2: 0, year3: 0 });
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
function workbookStatements(book: EvaluatedWorkbook): Record<StatementKind, unknown> {
  const read = (kind: StatementKind) => {
    const root: Record<string, unknown> = {};
    for (const { path, row } of statementFigureRows(kind)) {
      const keys = path.split('.');
      let node = root;
      for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[keys.at(-1)!] = Object.fromEntries(
        YEAR_COLUMNS.map((col, i) => [`year${i + 1}`, book.value(SHEET_OF[kind], `${col}${row}`)]),
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
function expectCachedResultsToMatch(book: EvaluatedWorkbook) {
  expect(book.formulaCells.length).toBeGreaterThan(1400);
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

/** The Monthly sheet's whole-dollar months, shaped like the engine's roundedMonths. */
const MONTH_COLUMNS = {
  revenue: 'D',
  cogs: 'E',
  grossMargin: 'F',
  salaries: 'G',
  marketing: 'H',
  rent: 'I',
  utilities: 'J',
  otherExpenses: 'K',
  totalExpenses: 'L',
  netProfit: 'M',
  cash: 'N',
};

function workbookMonths(book: EvaluatedWorkbook) {
  return Array.from({ length: 36 }, (_, m) =>
    Object.fromEntries(
      Object.entries(MONTH_COLUMNS).map(([key, col]) => [key, book.value(SHEET.monthly, `${col}${4 + m}`)]),
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

/** The months' columns the Monthly sheet carries (the extended model's lines are not in the workbook yet). */
function shownMonthsOf(projection: Projection) {
  return projection.roundedMonths.map((row) =>
    Object.fromEntries(Object.keys(MONTH_COLUMNS).map((key) => [key, row[key as keyof typeof row]])),
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
  it('has the six sheets, named inputs, frozen headers, currency formats and the chart pictures', async () => {
    const { prospect } = await completedQuestionnaire(bakerySections());
    const workbook = await exportOf(prospect.id);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Assumptions',
      'Monthly',
      'Profit & Loss',
      'Balance Sheet',
      'Cash Flow',
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

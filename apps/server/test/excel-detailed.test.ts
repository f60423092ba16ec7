// The Excel report's detailed model (issue #25): product lines, a team, a start-up list and payment terms as
// blue inputs on the Business Detail sheet, every month and statement line a formula over them, and a
// Sources and Uses sheet. HyperFormula recalculates the workbook and the figures equal the engine's, as
// delivered and after editing inputs. Few workbooks: recalculation is the slowest thing in these tests.
import fc from 'fast-check';
import { project, SEASONALITY_PRESETS, type ProjectionInputs } from '@trajectory/engine';
import { describe, expect, it } from 'vitest';
import { buildFinancialWorkbook } from '../src/documents/excel/excel-model';
import {
  ITEM_COLUMNS,
  ROLE_COLUMNS,
  SHEET,
  STREAM_COLUMNS,
  createLayout,
  type WorkbookLayout,
} from '../src/documents/excel/excel-layout';
import { statementRow, streamLeafRow } from '../src/documents/excel/excel-statements';
import {
  borrowingBakery,
  engineInputsOf,
  evaluateWorkbook,
  expectCachedResultsToMatch,
  shownMonthsOf,
  summerCafe,
  workbookLinesOf,
  workbookMonths,
  workbookStatements,
  type EvaluatedWorkbook,
} from './helpers/workbook';

/**
 * The bakery with a loan, tax, depreciation and draws, plus: a seasonal units line from month 3, a coffee
 * subscription with churn, a baker from the opening and an assistant from month 6 at 8% burden, an oven
 * (kept) and a launch fee (spent), 45 days to be paid, 20 days of stock, 30 days to pay.
 */
function detailedBakery(base = engineInputsOf(borrowingBakery())): ProjectionInputs {
  return {
    ...base,
    primaryStreamName: 'Bread',
    revenueStreams: [
      {
        name: 'Cakes',
        kind: 'units',
        price: 32.5,
        unitCost: 11.25,
        firstMonthVolume: 80,
        startMonth: 3,
        annualGrowthPct: 12,
      },
      {
        name: 'Coffee club',
        kind: 'subscription',
        price: 20,
        unitCost: 5,
        firstMonthVolume: 40,
        startMonth: 1,
        annualGrowthPct: 5,
        monthlyChurnPct: 10,
      },
    ],
    staffRoles: [
      { title: 'Baker', headcount: 1, monthlySalary: 3_200, startMonth: 0 },
      { title: 'Assistant', headcount: 2, monthlySalary: 1_850.5, startMonth: 6, annualRaisePct: 4 },
    ],
    payrollBurdenPct: 8,
    startupItems: [
      { name: 'Oven', amount: 18_000.4, kind: 'asset' },
      { name: 'Fit-out', amount: 9_500, kind: 'asset' },
      { name: 'Launch fee', amount: 2_250.5, kind: 'expense' },
    ],
    receivableDays: 45,
    inventoryDays: 20,
    payableDays: 30,
  };
}

function statementsOf(projection: ReturnType<typeof project>, layout: WorkbookLayout) {
  return workbookLinesOf(
    {
      profitLoss: projection.profitLoss,
      balanceSheet: projection.balanceSheet,
      cashFlow: projection.cashFlow,
    },
    layout,
  );
}

function expectEngineFigures(book: EvaluatedWorkbook, layout: WorkbookLayout, inputs: ProjectionInputs) {
  const expected = project(inputs);
  expect(workbookStatements(book, layout)).toEqual(statementsOf(expected, layout));
  expect(workbookMonths(book, layout)).toEqual(shownMonthsOf(expected, layout));
  // Each product line's yearly revenue and cost, under the P&L (when the plan has more than one).
  if (layout.streams.length === 0) expect(expected.revenueStreams).toHaveLength(1);
  else expect(layout.streams).toHaveLength(expected.revenueStreams.length);
  expected.revenueStreams.slice(0, layout.streams.length).forEach((stream, j) => {
    for (const which of ['revenue', 'cost'] as const) {
      const row = streamLeafRow(layout, j, which);
      layout.yearColumns.forEach((col, y) => {
        expect(book.value(SHEET.profitLoss, `${col}${row}`), `${stream.name} ${which} ${col}`).toBe(
          (stream[which] as Record<string, number>)[`year${y + 1}`],
        );
      });
    }
  });
  return expected;
}

/** The Sources and Uses sheet's rows with an amount: label → amount. */
function sourcesAndUsesOf(book: EvaluatedWorkbook): Record<string, unknown> {
  const rows: Record<string, unknown> = {};
  for (let row = 5; row < 40; row += 1) {
    const label = book.value(SHEET.sourcesAndUses, `A${row}`);
    const amount = book.value(SHEET.sourcesAndUses, `C${row}`);
    if (typeof label === 'string' && typeof amount === 'number') rows[label] = amount;
  }
  return rows;
}

function expectSourcesAndUses(book: EvaluatedWorkbook, inputs: ProjectionInputs) {
  const { sourcesAndUses } = project(inputs);
  const rows = sourcesAndUsesOf(book);
  for (const row of [...sourcesAndUses.uses, ...sourcesAndUses.sources]) {
    expect(rows[row.name], row.name).toBe(row.amount);
  }
  expect(rows['Total uses']).toBe(sourcesAndUses.totalUses);
  expect(rows['Total sources']).toBe(sourcesAndUses.totalSources);
}

describe('Excel report, detailed model (product lines, team, start-up list, payment terms)', () => {
  it('recalculates to the engine over 3 years, and follows edited product lines, roles, items and days', () => {
    const inputs = detailedBakery();
    const projection = project(inputs);
    // The case is what it says: receivables, stock and payables, a team, start-up expenses, several lines.
    expect(projection.balanceSheet.assets.accountsReceivable.year1).toBeGreaterThan(0);
    expect(projection.profitLoss.staffWages.year1).toBeGreaterThan(0);
    expect(projection.profitLoss.startupExpenses.year1).toBe(2_251);
    const layout = createLayout(inputs);
    const workbook = buildFinancialWorkbook({ title: 'Detailed Bakery', inputs, projection, charts: [] });
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Assumptions',
      'Business Detail',
      'Monthly',
      'Profit & Loss',
      'Balance Sheet',
      'Cash Flow',
      'Loan Schedule',
      'Sources and Uses',
      'Scenarios',
      'Charts',
    ]);
    const pl = workbook.getWorksheet(SHEET.profitLoss)!;
    const labels = pl.getColumn(1).values.filter((v): v is string => typeof v === 'string');
    expect(labels).toEqual(expect.arrayContaining(['Cakes: revenue', 'Coffee club: cost']));
    // The new lines sit where the spec orders them, each with its label.
    const rowOf = (path: string) => statementRow(layout, 'profitLoss', path);
    expect([rowOf('staffWages'), rowOf('payrollTaxesBenefits')]).toEqual([
      rowOf('salaries') + 1,
      rowOf('salaries') + 2,
    ]);
    expect(rowOf('startupExpenses')).toBe(rowOf('otherExpenses') + 1);
    for (const path of ['staffWages', 'payrollTaxesBenefits', 'startupExpenses']) {
      expect(pl.getCell(`A${rowOf(path)}`).value, path).toMatch(/\w/);
    }
    // The startup cost is the kept items' total, a formula; the start-up list's amounts are blue inputs.
    const startupCost = workbook.getWorksheet(SHEET.assumptions)!.getCell('B15');
    expect(startupCost.formula).toBe('StartupAssetTotal');

    const book = evaluateWorkbook(workbook, { isStrict: true });
    expectEngineFigures(book, layout, inputs);
    expectSourcesAndUses(book, inputs);
    expectCachedResultsToMatch(book);
    expect(
      book.value(SHEET.balanceSheet, `B${statementRow(layout, 'balanceSheet', 'assets.inventory')}`),
    ).toBe(projection.balanceSheet.assets.inventory.year1);

    // Edit the cakes' price, the coffee club's churn, the assistant's salary, the oven, the launch fee
    // (now kept), the burden and the day counts: the workbook follows to the engine's figures.
    const detail = layout.detail!;
    const cakes = detail.streamRow(1);
    const coffee = detail.streamRow(2);
    const assistant = detail.roleRow(1);
    book.setCells(SHEET.detail, {
      [`${STREAM_COLUMNS.price}${cakes}`]: 36,
      [`${STREAM_COLUMNS.startMonth}${cakes}`]: 7,
      [`${STREAM_COLUMNS.monthlyChurnPct}${coffee}`]: 4.5,
      [`${ROLE_COLUMNS.monthlySalary}${assistant}`]: 2_100,
      [`${ROLE_COLUMNS.startMonth}${assistant}`]: 14,
      [`${ITEM_COLUMNS.amount}${detail.itemRow(0)}`]: 21_000.5,
    });
    book.hf.setCellContents(
      { sheet: book.hf.getSheetId(SHEET.detail)!, col: 1, row: detail.itemRow(2) - 1 },
      'asset',
    );
    book.setNamed({ PayrollBurdenPct: 12.5, ReceivableDays: 75, InventoryDays: 0, PayableDays: 10 });
    const [cakesInput, coffeeInput] = inputs.revenueStreams!;
    const [baker, assistantInput] = inputs.staffRoles!;
    const [oven, fitOut, launch] = inputs.startupItems!;
    const edited: ProjectionInputs = {
      ...inputs,
      revenueStreams: [
        { ...cakesInput!, price: 36, startMonth: 7 },
        { ...coffeeInput!, monthlyChurnPct: 4.5 },
      ],
      staffRoles: [baker!, { ...assistantInput!, monthlySalary: 2_100, startMonth: 14 }],
      startupItems: [{ ...oven!, amount: 21_000.5 }, fitOut!, { ...launch!, kind: 'asset' }],
      payrollBurdenPct: 12.5,
      receivableDays: 75,
      inventoryDays: 0,
      payableDays: 10,
    };
    const expected = expectEngineFigures(book, layout, edited);
    expect(expected.profitLoss.totalRevenue.year1).not.toBe(projection.profitLoss.totalRevenue.year1);
    expect(expected.profitLoss.startupExpenses.year1).toBe(0);
    expectSourcesAndUses(book, edited);
  });

  it('stays live for any detailed inputs: rewriting the Business Detail cells gives the engine figures', () => {
    const inputs: ProjectionInputs = {
      ...detailedBakery(),
      seasonalityWeights: [...SEASONALITY_PRESETS.holidayPeak],
    };
    const layout = createLayout(inputs);
    const detail = layout.detail!;
    const book = evaluateWorkbook(
      buildFinancialWorkbook({ title: 'Any', inputs, projection: project(inputs), charts: [] }),
      { isStrict: true },
    );
    const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
    const stream = fc.record({
      kind: fc.constantFrom('units' as const, 'subscription' as const),
      price: cents(500),
      unitCost: cents(200),
      firstMonthVolume: fc.integer({ min: 0, max: 5_000 }),
      startMonth: fc.integer({ min: 0, max: 40 }),
      annualGrowthPct: fc.integer({ min: 0, max: 1000 }),
      monthlyChurnPct: fc.integer({ min: 0, max: 100 }),
    });
    const role = fc.record({
      headcount: fc.integer({ min: 0, max: 30 }),
      monthlySalary: cents(20_000),
      startMonth: fc.integer({ min: 0, max: 59 }),
      annualRaisePct: fc.integer({ min: 0, max: 50 }),
    });
    const item = fc.record({
      amount: cents(100_000),
      kind: fc.constantFrom('asset' as const, 'expense' as const),
    });
    const arbitrary = fc.record({
      streams: fc.tuple(stream, stream),
      roles: fc.tuple(role, role),
      items: fc.tuple(item, item, item),
      payrollBurdenPct: fc.integer({ min: 0, max: 100 }),
      days: fc.tuple(...[0, 1, 2].map(() => fc.integer({ min: 0, max: 180 }))),
    });
    const sheetId = book.hf.getSheetId(SHEET.detail)!;
    const column = (letter: string) => letter.charCodeAt(0) - 65;
    fc.assert(
      fc.property(arbitrary, (a) => {
        book.hf.batch(() => {
          const set = (letter: string, row: number, value: string | number) =>
            book.hf.setCellContents({ sheet: sheetId, col: column(letter), row: row - 1 }, value);
          a.streams.forEach((x, i) => {
            const row = detail.streamRow(i + 1);
            for (const key of Object.keys(x) as Array<keyof typeof x>) set(STREAM_COLUMNS[key], row, x[key]);
          });
          a.roles.forEach((x, i) => {
            for (const key of Object.keys(x) as Array<keyof typeof x>)
              set(ROLE_COLUMNS[key], detail.roleRow(i), x[key]);
          });
          a.items.forEach((x, i) => {
            set(ITEM_COLUMNS.amount, detail.itemRow(i), x.amount);
            set(ITEM_COLUMNS.kind, detail.itemRow(i), x.kind);
          });
        });
        const [receivableDays, inventoryDays, payableDays] = a.days as [number, number, number];
        book.setNamed({
          PayrollBurdenPct: a.payrollBurdenPct,
          ReceivableDays: receivableDays,
          InventoryDays: inventoryDays,
          PayableDays: payableDays,
        });
        expectEngineFigures(book, layout, {
          ...inputs,
          revenueStreams: inputs.revenueStreams!.map((s, i) => ({ ...s, ...a.streams[i]! })),
          staffRoles: inputs.staffRoles!.map((r, i) => ({ ...r, ...a.roles[i]! })),
          startupItems: inputs.startupItems!.map((x, i) => ({ ...x, ...a.items[i]! })),
          payrollBurdenPct: a.payrollBurdenPct,
          receivableDays,
          inventoryDays,
          payableDays,
        });
      }),
      { numRuns: 15 },
    );
  });

  it('recalculates a five-year seasonal plan to the engine, and a plan with only payment terms', () => {
    const inputs: ProjectionInputs = { ...detailedBakery(engineInputsOf(summerCafe())), projectionYears: 5 };
    const layout = createLayout(inputs);
    expect(layout.yearColumns).toEqual(['B', 'C', 'D', 'E', 'F']);
    const book = evaluateWorkbook(
      buildFinancialWorkbook({ title: 'Five Years', inputs, projection: project(inputs), charts: [] }),
    );
    expectEngineFigures(book, layout, inputs);
    expectCachedResultsToMatch(book);

    // Payment terms alone: no other product line, no team, no start-up list (the answer stays an input).
    const termsOnly: ProjectionInputs = { ...engineInputsOf(summerCafe()), receivableDays: 30 };
    const termsLayout = createLayout(termsOnly);
    expect(termsLayout.streams).toEqual([]);
    const termsBook = evaluateWorkbook(
      buildFinancialWorkbook({
        title: 'Terms',
        inputs: termsOnly,
        projection: project(termsOnly),
        charts: [],
      }),
      { isStrict: true },
    );
    expectEngineFigures(termsBook, termsLayout, termsOnly);
    expectSourcesAndUses(termsBook, termsOnly);
    termsBook.setNamed({ StartupCost: 50_000, ReceivableDays: 0, InventoryDays: 60 });
    expectEngineFigures(termsBook, termsLayout, {
      ...termsOnly,
      startupCost: 50_000,
      receivableDays: 0,
      inventoryDays: 60,
    });
  });
});

// The Excel report's model without an app or a database: built from the engine's projection, evaluated by
// HyperFormula, it stays live for any inputs, lays out the extended inputs and carries five years. The same
// workbook through the API is tested in excel-export.test.ts.
import fc from 'fast-check';
import {
  project,
  projectScenarios,
  roundDollars,
  SEASONALITY_PRESETS,
  type BaseProjectionInputs,
  type ProjectionInputs,
} from '@trajectory/engine';
import { describe, expect, it } from 'vitest';
import { buildFinancialWorkbook, chartTitles } from '../src/documents/excel/excel-model';
import {
  SHEET,
  WEIGHT_FIRST_ROW,
  createLayout,
  loanColumn,
  LOAN_MONTH_FIRST_ROW,
} from '../src/documents/excel/excel-layout';
import { bakerySections } from './helpers/factories';
import { coverageRow } from '../src/documents/excel/excel-statements';
import {
  borrowingBakery,
  customSeasonBakery,
  engineInputsOf,
  evaluateWorkbook,
  expectCachedResultsToMatch,
  loan,
  lossThenProfitStudio,
  shownMonthsOf,
  summerCafe,
  workbookLinesOf,
  workbookMonths,
  workbookStatements,
} from './helpers/workbook';

describe('Excel report formulas', () => {
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
  });
});

describe('Excel report, extended model (loans, tax, depreciation, draws, seasons)', () => {
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
    // A carried loss offsets at most 80% of a year's profit (issue #24): Year 2 is taxed on the 20% the
    // loss cannot shelter, and what is left of the loss reaches Year 3.
    const used2 = Math.min(-pbt[0]!, roundDollars(0.8 * pbt[1]!));
    expect(carriedIn('C')).toBe(-pbt[0]!);
    expect([tax('B'), tax('C')]).toEqual([0, roundDollars(0.25 * (pbt[1]! - used2))]);
    expect(tax('C')).toBe(expected.years[1]!.profitLoss.incomeTax);
    expect(carriedIn('D')).toBe(-pbt[0]! - used2);
    const used3 = Math.min(-pbt[0]! - used2, roundDollars(0.8 * pbt[2]!));
    expect(tax('D')).toBe(roundDollars(0.25 * (pbt[2]! - used3)));
    expect(tax('D')).toBe(expected.years[2]!.profitLoss.incomeTax);
    expect(tax('D')).toBeGreaterThan(0);
  });

  it.each([
    ['a summer café opening in April with a loan', summerCafe, {}],
    ['custom weights with a zero month, draws and tax', customSeasonBakery, {}],
    ['a loss year, then profit, taxed, with a loan', lossThenProfitStudio, {}],
    ['a summer café selling from Month 6, taxed after a loss', summerCafe, { StartMonth: 5, TaxRatePct: 30 }],
  ] as const)(
    'recalculates %s to the engine: the seasonal anchor, the loss offset and coverage as formulas',
    (_name, sections, edits: Record<string, number>) => {
      const delivered = engineInputsOf(sections());
      const inputs: ProjectionInputs = {
        ...delivered,
        ...('StartMonth' in edits ? { startMonth: edits.StartMonth } : {}),
        ...('TaxRatePct' in edits ? { incomeTaxRatePct: edits.TaxRatePct } : {}),
      };
      const expected = project(inputs);
      const layout = createLayout(delivered);
      const workbook = buildFinancialWorkbook({
        title: 'Seasons',
        inputs: delivered,
        projection: project(delivered),
        charts: [],
      });
      const book = evaluateWorkbook(workbook, { isStrict: true });
      book.setNamed(edits);
      expect(workbookStatements(book, layout)).toEqual(
        workbookLinesOf(
          {
            profitLoss: expected.profitLoss,
            balanceSheet: expected.balanceSheet,
            cashFlow: expected.cashFlow,
          },
          layout,
        ),
      );
      expect(workbookMonths(book, layout)).toEqual(shownMonthsOf(expected, layout));
      // The first selling month sells what was answered, whatever its season.
      const first = inputs.startMonth;
      const units = book.value(SHEET.monthly, `${layout.shown.units}${4 + first}`) as number;
      expect(units).toBeCloseTo(inputs.firstMonthSales, 9);
      expect(expected.months[first]!.units).toBeCloseTo(inputs.firstMonthSales, 9);
      // Coverage per year as a formula equals the engine's metric ("—" without debt service).
      layout.yearColumns.forEach((col, y) => {
        const value = book.value(SHEET.profitLoss, `${col}${coverageRow(layout, 'coverage')}`);
        const metric = (expected.metrics.debtServiceCoverage as Record<string, number | null>)[
          `year${y + 1}`
        ];
        if (metric === null || metric === undefined) expect(value).toBe('—');
        else expect(value as number).toBeCloseTo(metric, 9);
      });
      if (Object.keys(edits).length === 0) expectCachedResultsToMatch(book);
    },
  );

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

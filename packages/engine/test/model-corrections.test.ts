// Issue #24 item 3: the model's corrections, each with figures worked by hand in the comments.

import { describe, expect, it } from 'vitest';
import { breakEvenSentence, project, SEASONALITY_PRESETS } from '../src/index';
import { incomeTaxes, taxYears } from '../src/statements';
import { makeInputs } from './helpers';

const SUMMER = [...SEASONALITY_PRESETS.summerPeak];

describe('the seasonal anchor: the first selling month sells what was answered', () => {
  // Summer peak weights sum to 1,200, so F = w / 100: March 0.8, April 1.0, May 1.2, June 1.4, July 1.5.
  it('keeps 2,000 units in the first month of a March opening (it was 2,000 × 0.8 = 1,600)', () => {
    const { months } = project(
      makeInputs({ unitPrice: 10, firstMonthSales: 2000, seasonalityWeights: SUMMER, firstCalendarMonth: 3 }),
    );
    expect(months[0]?.units).toBe(2000);
    expect(months[0]?.revenue).toBe(20_000);
    // April: 2,000 × 1.0 / 0.8 = 2,500; July: 2,000 × 1.5 / 0.8 = 3,750; January: 2,000 × 0.6 / 0.8 = 1,500.
    expect(months[1]?.units).toBeCloseTo(2500, 9);
    expect(months[4]?.units).toBeCloseTo(3750, 9);
    expect(months[10]?.units).toBeCloseTo(1500, 9);
  });

  it('anchors on the first selling month when sales start later (May: 1.2)', () => {
    const { months } = project(
      makeInputs({
        unitPrice: 1,
        firstMonthSales: 2000,
        startMonth: 2,
        seasonalityWeights: SUMMER,
        firstCalendarMonth: 3,
      }),
    );
    expect(months[1]?.units).toBe(0);
    expect(months[2]?.units).toBeCloseTo(2000, 9);
    // June: 2,000 × 1.4 / 1.2 = 2,333.33…
    expect(months[3]?.units).toBeCloseTo(2333.333333, 5);
  });

  it('skips a season with no sales: the anchor is the first month whose factor is above 0', () => {
    const weights = [0, 0, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100];
    const { months } = project(
      makeInputs({ unitPrice: 1, firstMonthSales: 500, seasonalityWeights: weights, firstCalendarMonth: 1 }),
    );
    // Σw = 1,000: F(Jan) = F(Feb) = 0, F(Mar) = 1.2 is the anchor, so March sells 500 and April 500.
    expect(months[0]?.units).toBe(0);
    expect(months[2]?.units).toBeCloseTo(500, 9);
    expect(months[3]?.units).toBeCloseTo(500, 9);
  });

  it('leaves a flat year exactly as before', () => {
    const flat = project(makeInputs({ unitPrice: 3, firstMonthSales: 700, growthRate: 0.2 }));
    const equal = project(
      makeInputs({
        unitPrice: 3,
        firstMonthSales: 700,
        growthRate: 0.2,
        seasonalityWeights: new Array(12).fill(5),
      }),
    );
    expect(equal.months.map((m) => m.units)).toEqual(flat.months.map((m) => m.units));
    expect(equal.metrics.seasonalLossMonths).toEqual([]);
  });
});

describe('break-even at the average season, and the seasonal dips after it', () => {
  // Opening in March (F = 0.8 is the anchor), 1,000 units at $10, no cost per item, $8,000 of salaries
  // (raised 3% a year: $8,487.20 in Year 3). March earns 10,000 − 8,000 = $2,000: profitable from Month 1.
  // At the average season every month sells 1,000 / 0.8 = 1,250 units ($12,500), above every year's
  // salaries, so break-even is Month 1. With the seasons, January and February sell 1,000 × 0.6 / 0.8 =
  // 750 units ($7,500 < $8,000): losses; November (0.7 / 0.8 → $8,750 > $8,487.20) stays a profit.
  const inputs = makeInputs({
    unitPrice: 10,
    firstMonthSales: 1000,
    salaries: 8000,
    seasonalityWeights: SUMMER,
    firstCalendarMonth: 3,
  });
  const projection = project(inputs);

  it('reads break-even in Month 1 with losses expected in January and February', () => {
    expect(projection.metrics.breakEvenMonth).toBe(0);
    expect(projection.metrics.seasonalLossMonths).toEqual([1, 2]);
    // Month 11 is January of Year 1: 7,500 − 8,000 = −500.
    expect(projection.months[10]?.profitBeforeTax).toBeCloseTo(-500, 6);
    expect(breakEvenSentence(projection.metrics.breakEvenMonth!, projection.metrics.seasonalLossMonths)).toBe(
      'Break-even in Month 1; expect losses in January and February',
    );
    expect(projection.warnings.map((w) => w.code)).not.toContain('NO_BREAK_EVEN');
  });

  it('names no dips without seasons or without a break-even', () => {
    expect(project({ ...inputs, seasonalityWeights: null }).metrics.seasonalLossMonths).toEqual([]);
    const losing = project({ ...inputs, salaries: 20_000 });
    expect(losing.metrics.breakEvenMonth).toBeNull();
    expect(losing.metrics.seasonalLossMonths).toEqual([]);
  });

  it('reads one month and three months in prose', () => {
    expect(breakEvenSentence(2)).toBe('Break-even in Month 3');
    expect(breakEvenSentence(2, [12])).toBe('Break-even in Month 3; expect losses in December');
    expect(breakEvenSentence(0, [1, 2, 12])).toBe(
      'Break-even in Month 1; expect losses in January, February and December',
    );
  });
});

describe('a carried loss offsets at most 80% of a year’s profit', () => {
  it('taxes 20% of the profit the loss cannot shelter', () => {
    // Year 1 loses $10,000. Year 2 earns $10,000: at most $8,000 of the loss is used, $2,000 is taxable,
    // 20% of it is $400, and $2,000 of loss carries on. Year 3 earns $10,000: $2,000 used, $8,000 taxable, $1,600.
    expect(incomeTaxes([-10_000, 10_000, 10_000], 20)).toEqual([0, 400, 1600]);
    expect(taxYears([-10_000, 10_000, 10_000], 20)).toEqual([
      { carriedIn: 0, lossUsed: 0, taxable: 0, tax: 0 },
      { carriedIn: 10_000, lossUsed: 8000, taxable: 2000, tax: 400 },
      { carriedIn: 2000, lossUsed: 2000, taxable: 8000, tax: 1600 },
    ]);
  });

  it('uses the whole loss when it is within 80%, and rounds 80% of an odd profit to the dollar', () => {
    // 80% of 1,001 is 800.8 → 801; a loss of 500 is used whole.
    expect(taxYears([-500, 1001], 10)[1]).toEqual({ carriedIn: 500, lossUsed: 500, taxable: 501, tax: 50 });
    expect(taxYears([-5000, 1001], 10)[1]).toEqual({ carriedIn: 5000, lossUsed: 801, taxable: 200, tax: 20 });
  });

  it('reaches the statements', () => {
    // Year 1 loses $60,000 (salaries of $5,000 and nothing sold); years 2 and 3 sell from month 12.
    const projection = project(
      makeInputs({
        unitPrice: 10,
        firstMonthSales: 2000,
        startMonth: 12,
        salaries: 5000,
        incomeTaxRatePct: 25,
      }),
    );
    const pbt = projection.profitLoss.profitBeforeTax;
    expect(pbt.year1).toBe(-60_000);
    // Year 2: 240,000 − 61,800 = 178,200; 80% is 142,560 > 60,000, so the whole loss is used: tax 25% of 118,200.
    expect(pbt.year2).toBe(178_200);
    expect(projection.profitLoss.incomeTax.year2).toBe(29_550);
  });
});

describe('debt-service coverage as a lender reads an owner-run business', () => {
  // $12,000 at 0% over 12 months from the opening: $1,000 of principal in months 1..12, so Year 1 repays
  // $11,000 and Year 2 $1,000. Sales $120,000 a year, rent $5,000 a month (+5% in Year 2), tax 20%,
  // draws $2,000 a month.
  const projection = project(
    makeInputs({
      unitPrice: 10,
      firstMonthSales: 1000,
      rent: 5000,
      initialCash: 10_000,
      loans: [{ amount: 12_000, annualRatePct: 0, termMonths: 12, startMonth: 0 }],
      incomeTaxRatePct: 20,
      ownerDrawMonthly: 2000,
    }),
  );

  it('takes income tax and draws out of the cash available', () => {
    const { profitLoss: pl, cashFlow: cf, metrics } = projection;
    expect(pl.operatingProfit.year1).toBe(60_000);
    expect(pl.incomeTax.year1).toBe(12_000);
    expect(cf.financing.ownerDraws.year1).toBe(-24_000);
    expect(cf.financing.loanRepayments.year1).toBe(-11_000);
    // (60,000 − 12,000 − 24,000) / 11,000 = 2.1818… (it was 60,000 / 11,000 = 5.45)
    expect(metrics.debtServiceCoverage.year1).toBeCloseTo(24_000 / 11_000, 12);
    // Year 2: operating profit 120,000 − 63,000 = 57,000, tax 11,400, draws 24,000: 21,600 / 1,000.
    expect(metrics.debtServiceCoverage.year2).toBeCloseTo(21.6, 12);
    expect(metrics.debtServiceCoverage.year3).toBeNull();
  });

  it('warns DSCR_LOW when the draws leave too little for the bank', () => {
    const tight = project(
      makeInputs({
        unitPrice: 10,
        firstMonthSales: 1000,
        rent: 5000,
        loans: [{ amount: 12_000, annualRatePct: 0, termMonths: 12, startMonth: 0 }],
        ownerDrawMonthly: 4500,
      }),
    );
    // Year 1: (60,000 − 54,000) / 11,000 = 0.545…
    expect(tight.metrics.debtServiceCoverage.year1).toBeCloseTo(6000 / 11_000, 12);
    expect(tight.warnings.map((w) => w.code)).toContain('DSCR_LOW');
  });
});

describe('lowest cash and interest', () => {
  it('finds the lowest cash on the unrounded months, the earlier moment on a tie', () => {
    // Rent $100.40 a month for two months then nothing sold: cash 1,000 → 899.60 → 799.20, then flat at 799.20.
    const projection = project(makeInputs({ initialCash: 1000, rent: 100.4 }));
    expect(projection.metrics.lowestCashMonth).toBe(35);
    const tie = project(makeInputs({ initialCash: 1000 }));
    expect(tie.metrics.lowestCash).toBe(1000);
    expect(tie.metrics.lowestCashMonth).toBeNull();
  });

  it('rounds the year’s interest of all loans once', () => {
    // Two loans at 12% a year (1% a month), received in month 11: each pays 1% of its amount in month 12.
    // $50.40 and $50.40 of interest in Year 2's first month: rounded once, $101 in all (not $50 + $50).
    const loan = { amount: 5040, annualRatePct: 12, termMonths: 1, startMonth: 11 };
    const projection = project(makeInputs({ initialCash: 20_000, loans: [loan, loan] }));
    expect(projection.months[12]?.interestExpense).toBeCloseTo(100.8, 9);
    expect(projection.profitLoss.interestExpense.year2).toBe(101);
  });
});

// What if: the loan that closes the funding gap, worst / base / best scenarios and the sensitivity ranking.

import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS, loanToCloseGap, project, projectScenarios, sensitivity } from '../src/index';
import type { ProjectionInputs } from '../src/index';
import { makeInputs } from './helpers';

function gapWithLoan(inputs: ProjectionInputs, amount: number): number {
  const loan = { amount, annualRatePct: 8, termMonths: 60, startMonth: 0 };
  return project({ ...inputs, loans: [...(inputs.loans ?? []), loan] }).metrics.fundingGap;
}

describe('loanToCloseGap', () => {
  it('finds $68,887 for $20,000 of purchases and nothing else over three years', () => {
    // cash(m) = A − 20,000 − m × payment, lowest at month 35: A (1 − 35 p) ≥ 20,000 − 0.5 with
    // p = 0.0202763943 gives A ≥ 68,886.31, so $68,887 is the smallest whole amount.
    const inputs = makeInputs({ startupCost: 20_000 });
    expect(project(inputs).metrics.fundingGap).toBe(20_000);
    const result = loanToCloseGap(inputs);
    expect(result).toEqual({
      amount: 68_887,
      loan: { amount: 68_887, annualRatePct: 8, termMonths: 60, startMonth: 0 },
    });
    expect(gapWithLoan(inputs, 68_887)).toBe(0);
    expect(gapWithLoan(inputs, 68_886)).toBe(1);
  });

  it('says no loan can when the repayments themselves open a gap (five years, no income)', () => {
    // By month 60 the payments add up to more than the loan, so every loan leaves cash below zero.
    const result = loanToCloseGap(makeInputs({ startupCost: 20_000, projectionYears: 5 }));
    expect(result).toEqual({
      amount: null,
      reason:
        'No loan at 8% over 60 months closes the funding gap: ' +
        'its repayments leave the bank balance below zero later on.',
    });
  });

  it('finds the smallest loan for a business with a shortfall before its first sale', () => {
    // The tax example with $6,000 of purchases: a $2,000 gap at month 12; the loan's interest and
    // repayments need $2,574 (an independent bisection on the spec gives the same).
    const inputs = makeInputs({
      unitPrice: 50,
      firstMonthSales: 100,
      startMonth: 12,
      salaries: 3000,
      initialCash: 40_000,
      incomeTaxRatePct: 25,
      startupCost: 6000,
      usefulLifeYears: 5,
    });
    expect(project(inputs).metrics.fundingGap).toBe(2000);
    expect(loanToCloseGap(inputs).amount).toBe(2574);
    expect(gapWithLoan(inputs, 2574)).toBe(0);
    expect(gapWithLoan(inputs, 2573)).toBeGreaterThan(0);
  });

  it('needs no loan when there is no gap, and honours other terms', () => {
    expect(loanToCloseGap(makeInputs({ initialCash: 100 })).amount).toBe(0);
    // Interest-free over 360 months: month 35 is lowest, A × (1 − 35 / 360) − 1,000 ≥ −0.5 gives
    // A ≥ 999.5 × 360 / 325 = 1,107.14, so $1,108 ($1,107 leaves −0.63, a $1 gap).
    const result = loanToCloseGap(makeInputs({ startupCost: 1000 }), { annualRatePct: 0, termMonths: 360 });
    expect(result.amount).toBe(1108);
    const loan = { amount: 1108, annualRatePct: 0, termMonths: 360, startMonth: 0 };
    expect(project(makeInputs({ startupCost: 1000, loans: [loan] })).metrics.fundingGap).toBe(0);
    expect(
      project(makeInputs({ startupCost: 1000, loans: [{ ...loan, amount: 1107 }] })).metrics.fundingGap,
    ).toBe(1);
  });
});

describe('projectScenarios', () => {
  // $10 × 100 units at $4, $300 of salaries, no growth: gross margin $600 a month.
  const inputs = makeInputs({
    unitPrice: 10,
    firstMonthSales: 100,
    costPerItem: 4,
    salaries: 300,
    initialCash: 1000,
  });

  it('applies the default adjustments: worst −20% units, +10% cost and expenses; best +20% units, −5% cost', () => {
    const { worst, base, best } = projectScenarios(inputs);
    expect(worst.adjustment).toEqual(DEFAULT_SCENARIOS.worst);
    // Worst: 80 units × $10 × 12 = 9,600; cost 80 × $4.40 × 12 = 4,224; salaries 330 × 12 = 3,960.
    expect(worst.revenue).toEqual({ year1: 9600, year2: 9600, year3: 9600 });
    expect(worst.netProfit).toEqual({ year1: 1416, year2: 1297, year3: 1175 });
    expect(base.netProfit).toEqual({ year1: 3600, year2: 3492, year3: 3381 });
    // Best: 120 units × $10 × 12 = 14,400; cost 120 × $3.80 × 12 = 5,472.
    expect(best.revenue).toEqual({ year1: 14_400, year2: 14_400, year3: 14_400 });
    expect(best.netProfit).toEqual({ year1: 5328, year2: 5220, year3: 5109 });
    expect(base.projection).toEqual(project(inputs));
    expect([worst.breakEvenMonth, base.breakEvenMonth, best.breakEvenMonth]).toEqual([0, 0, 0]);
    expect([worst.fundingGap, base.fundingGap, best.fundingGap]).toEqual([0, 0, 0]);
  });

  it('takes slider adjustments, price included, and is exempt from the input bounds', () => {
    const { worst, best } = projectScenarios(inputs, {
      worst: { unitsPct: -50, pricePct: -50, unitCostPct: 50, expensesPct: 50 },
      best: { unitsPct: 50, pricePct: 50, unitCostPct: 0, expensesPct: 0 },
    });
    // Worst: 50 units × $5 = 250 revenue against 50 × $6 = 300 cost and $450 salaries each month.
    expect(worst.revenue.year1).toBe(3000);
    expect(worst.netProfit.year1).toBe(3000 - 3600 - 5400);
    expect(worst.fundingGap).toBeGreaterThan(0);
    expect(worst.lowestCash).toBeLessThan(0);
    expect(best.revenue.year1).toBe(27_000); // 150 units × $15 × 12
  });
});

describe('sensitivity', () => {
  const inputs = makeInputs({
    unitPrice: 10,
    firstMonthSales: 100,
    costPerItem: 4,
    salaries: 300,
    initialCash: 1000,
  });

  it('ranks the drivers by their effect on total net profit, ties in the listed order', () => {
    const rows = sensitivity(inputs);
    expect(rows.map((row) => row.driver)).toEqual([
      'unitPrice',
      'firstMonthSales',
      'costPerItem',
      'salaries',
      'growthRate',
      'advertising',
      'rent',
      'utilities',
      'otherExpenses',
    ]);
    const byDriver = Object.fromEntries(rows.map((row) => [row.driver, row]));
    // Price ±10%: ±$1,200 of revenue a year. Units: ±10% of the $7,200 yearly margin. Cost: ∓$480.
    expect(byDriver.unitPrice?.low.netProfitChange).toBe(-3600);
    expect(byDriver.unitPrice?.high.netProfitChange).toBe(3600);
    expect(byDriver.firstMonthSales?.high.netProfitChange).toBe(2160);
    expect(byDriver.costPerItem?.high.netProfitChange).toBe(-1440);
    // Salaries 330: 3,960 + 4,079 + 4,201 = 12,240 against 11,127, so −1,113; 270 gives +1,113.
    expect(byDriver.salaries?.high.netProfitChange).toBe(-1113);
    expect(byDriver.salaries?.low.netProfitChange).toBe(1113);
    expect(byDriver.growthRate).toMatchObject({
      value: 0,
      low: { value: 0, netProfitChange: 0, fundingGapChange: 0 },
      high: { value: 0, netProfitChange: 0, fundingGapChange: 0 },
    });
    expect(byDriver.unitPrice?.high.value).toBeCloseTo(11, 12);
  });

  it("lists each loan's rate, and reports the change in the funding gap", () => {
    const loan = { amount: 30_000, annualRatePct: 9, termMonths: 24, startMonth: 0 };
    const rows = sensitivity({ ...inputs, startupCost: 31_000, loans: [loan] }, 20);
    const rate = rows.find((row) => row.driver === 'loanRate');
    expect(rate?.loanIndex).toBe(0);
    expect(rate?.value).toBe(9);
    expect(rate?.low.value).toBeCloseTo(7.2, 12);
    expect(rate?.low.netProfitChange).toBeGreaterThan(0);
    expect(rate?.high.netProfitChange).toBeLessThan(0);
    const price = rows.find((row) => row.driver === 'unitPrice');
    expect(price?.low.fundingGapChange).toBeGreaterThan(0);
    expect(price?.high.fundingGapChange).toBeLessThanOrEqual(0);
    // Sorted by the larger |change|, descending.
    const impacts = rows.map((row) =>
      Math.max(Math.abs(row.low.netProfitChange), Math.abs(row.high.netProfitChange)),
    );
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
  });
});

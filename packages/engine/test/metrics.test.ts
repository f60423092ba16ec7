// Metrics edge cases: break-even after a dip, exact zero profit, no revenue, and the cash low point.

import { describe, expect, it } from 'vitest';
import { project } from '../src/index';
import { makeInputs } from './helpers';

describe('breakEvenMonth', () => {
  it('is the first month from which profit never again goes below zero, even after an earlier profit', () => {
    // $1,000 a month growing 3% a year against rent of $985 rising 5% a year: profitable in year 1, loss
    // at the start of year 2 and again of year 3 (rent 1,085.96 vs revenue 1,084.68 in month 34), then
    // profitable from month index 34 (revenue 1,087.36) to the end. People see it as Month 35.
    const { metrics, months } = project(
      makeInputs({ unitPrice: 10, firstMonthSales: 100, growthRate: 0.03, rent: 985 }),
    );
    expect(months[0]?.netProfit).toBeGreaterThan(0);
    expect(months[33]?.netProfit).toBeLessThan(0);
    expect(metrics.breakEvenMonth).toBe(34);
  });

  it('counts an exactly zero profit as breaking even, from the first sale', () => {
    const { metrics } = project(
      makeInputs({ unitPrice: 10, firstMonthSales: 1, costPerItem: 10, startMonth: 4 }),
    );
    expect(metrics.breakEvenMonth).toBe(4);
  });

  it('is null without revenue, even when nothing is lost', () => {
    expect(project(makeInputs({})).metrics.breakEvenMonth).toBeNull();
  });
});

describe('margins and growth', () => {
  it('are null for a year without revenue', () => {
    const { metrics } = project(
      makeInputs({ unitPrice: 10, firstMonthSales: 5, startMonth: 12, growthRate: 0, rent: 10 }),
    );
    expect(metrics.grossMarginPct).toEqual({ year1: null, year2: 100, year3: 100 });
    // Year 2: 600 revenue − 126 rent = 474 → 79%; year 3: 600 − 132 (12 × 11.025 = 132.3) = 468 → 78%.
    expect(metrics.netMarginPct).toEqual({ year1: null, year2: 79, year3: 78 });
    expect(metrics.revenueGrowthPct).toEqual({ year2: null, year3: 0 });
  });

  it('are in percent, unrounded', () => {
    // 1 unit at $3 with a $1 cost: gross margin 2/3 of revenue.
    const { metrics } = project(
      makeInputs({ unitPrice: 3, firstMonthSales: 1, growthRate: 0, costPerItem: 1 }),
    );
    expect(metrics.grossMarginPct.year1).toBeCloseTo(66.6666667, 6);
  });
});

describe('lowest cash', () => {
  it('is the opening when nothing goes lower, and the earliest of equal low points', () => {
    const { metrics } = project(makeInputs({ initialCash: 100 }));
    expect([metrics.lowestCash, metrics.lowestCashMonth, metrics.firstNegativeCashMonth]).toEqual([
      100,
      null,
      null,
    ]);
  });

  it('rounds the starting cash and startup cost before the opening balance', () => {
    const { metrics } = project(makeInputs({ initialCash: 1000.5, startupCost: 0.4 }));
    expect(metrics.openingCash).toBe(1001);
  });

  it('can show a funding gap larger than any year-end overdraft', () => {
    // Losing $1,000 a month until sales start in month 7, then enough profit to recover by the year end.
    const inputs = makeInputs({
      unitPrice: 100,
      firstMonthSales: 50,
      startMonth: 6,
      growthRate: 0,
      salaries: 1000,
    });
    const { metrics, balanceSheet } = project(inputs);
    expect(metrics.fundingGap).toBe(6000);
    expect(metrics.lowestCashMonth).toBe(5);
    expect(balanceSheet.liabilities.overdraft).toEqual({ year1: 0, year2: 0, year3: 0 });
  });
});

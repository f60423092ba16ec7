// Realism warnings: each condition at its boundary, and sentences that carry the business's figures.

import { describe, expect, it } from 'vitest';
import { project } from '../src/index';
import type { ProjectionInputs, WarningCode } from '../src/index';
import { makeInputs } from './helpers';

/** A healthy business that raises no warning; each test changes one thing. */
const HEALTHY = makeInputs({
  unitPrice: 20,
  firstMonthSales: 100,
  growthRate: 0.1,
  costPerItem: 8,
  salaries: 500,
  initialCash: 5000,
});

function codesOf(overrides: Partial<ProjectionInputs>): WarningCode[] {
  return project({ ...HEALTHY, ...overrides }).warnings.map((warning) => warning.code);
}

function messageOf(inputs: ProjectionInputs, code: WarningCode): string | undefined {
  return project(inputs).warnings.find((warning) => warning.code === code)?.message;
}

describe('realism warnings', () => {
  it('raises nothing for a healthy business', () => {
    expect(project(HEALTHY).warnings).toEqual([]);
  });

  it('PRICE_AT_OR_BELOW_COST when the cost per item reaches the price', () => {
    expect(codesOf({ costPerItem: 19.99 })).not.toContain('PRICE_AT_OR_BELOW_COST');
    expect(codesOf({ costPerItem: 20 })).toContain('PRICE_AT_OR_BELOW_COST');
    expect(messageOf({ ...HEALTHY, unitPrice: 12.5, costPerItem: 14 }, 'PRICE_AT_OR_BELOW_COST')).toBe(
      'The unit price of $12.50 is not above the cost per item of $14, so no sale can help pay for the other expenses.',
    );
  });

  it('COST_SUSPICIOUSLY_LOW below 5% of the price, or no cost at all for a priced product', () => {
    expect(codesOf({ costPerItem: 1 })).not.toContain('COST_SUSPICIOUSLY_LOW');
    expect(codesOf({ costPerItem: 0.99 })).toContain('COST_SUSPICIOUSLY_LOW');
    expect(codesOf({ costPerItem: 0 })).toContain('COST_SUSPICIOUSLY_LOW');
    expect(codesOf({ unitPrice: 0, costPerItem: 0, firstMonthSales: 0 })).not.toContain(
      'COST_SUSPICIOUSLY_LOW',
    );
    expect(messageOf({ ...HEALTHY, costPerItem: 0.5 }, 'COST_SUSPICIOUSLY_LOW')).toBe(
      'The cost per item of $0.50 is under 5% of the $20 price; check that it includes materials, packaging, ' +
        'delivery and payment fees.',
    );
    expect(messageOf({ ...HEALTHY, unitPrice: 1250, costPerItem: 0 }, 'COST_SUSPICIOUSLY_LOW')).toBe(
      'No cost per item is entered for a product selling at $1,250; check materials, packaging, delivery and ' +
        'payment fees.',
    );
  });

  it('GROWTH_VERY_HIGH above 300% a year', () => {
    expect(codesOf({ growthRate: 3 })).not.toContain('GROWTH_VERY_HIGH');
    expect(codesOf({ growthRate: 3.001 })).toContain('GROWTH_VERY_HIGH');
    expect(messageOf({ ...HEALTHY, growthRate: 4.5 }, 'GROWTH_VERY_HIGH')).toBe(
      'Annual growth of 450% is very high: few businesses sustain more than 300% a year.',
    );
    expect(messageOf({ ...HEALTHY, growthRate: 3.125 }, 'GROWTH_VERY_HIGH')).toContain('312.5%');
  });

  it('NO_EXPENSES when every monthly expense is 0', () => {
    expect(codesOf({ salaries: 0 })).toContain('NO_EXPENSES');
    for (const key of ['advertising', 'rent', 'utilities', 'otherExpenses'] as const) {
      expect(codesOf({ salaries: 0, [key]: 1 })).not.toContain('NO_EXPENSES');
    }
  });

  it('NO_BREAK_EVEN, with a plainer sentence when there are no sales at all', () => {
    const noSales = makeInputs({ rent: 500, startupCost: 1000 });
    expect(messageOf(noSales, 'NO_BREAK_EVEN')).toBe(
      'There are no sales in the three years projected, so the business never breaks even.',
    );
    expect(messageOf({ ...HEALTHY, salaries: 5000 }, 'NO_BREAK_EVEN')).toMatch(
      /^Monthly profit does not stay at or above zero within the 36 months projected \(Year 3 net profit: −\$[\d,]+\)\.$/,
    );
  });

  it('REVENUE_JUMP when Year 3 revenue is more than 20 times a non-zero Year 1', () => {
    // One sale of $10 in the last month of year 1; 50% growth brings year 3 to $226 (22.6 times).
    const jump = makeInputs({
      unitPrice: 10,
      firstMonthSales: 1,
      startMonth: 11,
      growthRate: 0.5,
      costPerItem: 2,
      rent: 1,
    });
    expect(messageOf(jump, 'REVENUE_JUMP')).toBe(
      'Revenue grows from $10 in Year 1 to $226 in Year 3, more than 20 times as much; ' +
        'check the growth rate and the month of the first sale.',
    );
    expect(codesOf({ startMonth: 12, growthRate: 10 })).not.toContain('REVENUE_JUMP');
    expect(codesOf({ growthRate: 1 })).not.toContain('REVENUE_JUMP');
  });
});

describe('CASH_NEGATIVE', () => {
  it('is raised only when the funding gap is at least a dollar', () => {
    // Opening 5,000 − 5,000.40 rounds to 5,000 − 5,000 = 0: cash never goes below zero.
    expect(codesOf({ initialCash: 5000, startupCost: 5000.4 })).not.toContain('CASH_NEGATIVE');
    expect(codesOf({ initialCash: 5000, startupCost: 5001 })).toContain('CASH_NEGATIVE');
  });

  it('says "at opening" when the startup purchases are the low point', () => {
    const inputs = makeInputs({ ...HEALTHY, initialCash: 5000, startupCost: 8000 });
    const { metrics } = project(inputs);
    expect([metrics.lowestCash, metrics.lowestCashMonth, metrics.fundingGap]).toEqual([-3000, null, 3000]);
    expect(messageOf(inputs, 'CASH_NEGATIVE')).toBe(
      'Cash is below zero at opening (−$3,000): startup purchases of $8,000 cost more than the starting cash ' +
        'of $5,000. The plan needs $3,000 more money to stay above zero.',
    );
  });

  it('says "from opening" when cash starts below zero and keeps falling', () => {
    const inputs = makeInputs({ rent: 500, startupCost: 1000 });
    // −1,000 at opening, then 36 months of rent: 12 × 500 + 12 × 525 + 12 × 551.25 = 18,915 more.
    expect(messageOf(inputs, 'CASH_NEGATIVE')).toBe(
      'Cash is below zero from opening and bottoms out at −$19,915 in Month 36. ' +
        'The plan needs $19,915 more money to stay above zero.',
    );
  });

  it('names the first month below zero and the low point, counting months from 1', () => {
    const inputs = makeInputs({ ...HEALTHY, initialCash: 0, startMonth: 2 });
    // Two months of $500 salaries before the first sale: −500, then −1,000, then profit.
    expect(messageOf(inputs, 'CASH_NEGATIVE')).toBe(
      'Cash goes below zero in Month 1 and bottoms out at −$1,000 in Month 2. ' +
        'The plan needs $1,000 more money to stay above zero.',
    );
  });
});

// The one plan-ranking rule the server (upgrade vs renewal) and the web (payment pending) share.
import { describe, expect, it } from 'vitest';
import { PLAN_CODES, planRank, productRank } from '../src/products';

describe('planRank', () => {
  it('ranks by price, the free plan 0 and the custom plan above every listed price', () => {
    const free = { code: PLAN_CODES.free, type: 'Free', priceCents: 0 };
    const full = { code: PLAN_CODES.financialStatements, type: 'Paid', priceCents: 2999 };
    const expert = { code: PLAN_CODES.consultation, type: 'Paid', priceCents: 5999 };
    const custom = { code: PLAN_CODES.custom, type: 'Paid', priceCents: 0 };
    const ranks = [free, full, expert, custom].map(planRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(4);
    expect(planRank(undefined)).toBe(0);
  });

  it('follows the price, not the code: a cheaper plan with a higher code ranks lower', () => {
    expect(planRank({ code: 'P09', type: 'Paid', priceCents: 900 })).toBeLessThan(
      planRank({ code: PLAN_CODES.financialStatements, type: 'Paid', priceCents: 2999 }),
    );
  });

  it('reads a product as the API shows it (price as a decimal string)', () => {
    expect(productRank({ code: PLAN_CODES.financialStatements, type: 'Paid', price: '29.99' })).toBe(2999);
    expect(productRank({ code: PLAN_CODES.custom, type: 'Paid', price: '0.00' })).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });
});

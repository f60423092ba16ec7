// Issue #23: one rule of a paid plan for the server (payments, grants, completion flows) and the web (the
// dashboard's plan dialog, the checkout). P04 is paid (priced in a conversation), never free.
import { describe, expect, it } from 'vitest';
import { isPaidPlan, isSoldOnline, PLAN_CODES } from '../src/products';

const free = { code: PLAN_CODES.free, type: 'Free', price: '0.00' };
const full = { code: PLAN_CODES.financialStatements, type: 'Paid', price: '29.99' };
const expert = { code: PLAN_CODES.consultation, type: 'Paid', price: '59.99' };
const custom = { code: PLAN_CODES.custom, type: 'Paid', price: '0.00' };

describe('paid plans', () => {
  it('every plan of type Paid but the free plan is paid, the custom plan included', () => {
    expect([free, full, expert, custom].map(isPaidPlan)).toEqual([false, true, true, true]);
    expect(isPaidPlan(undefined)).toBe(false);
    // The free plan stays free whatever its row says.
    expect(isPaidPlan({ code: PLAN_CODES.free, type: 'Paid' })).toBe(false);
  });

  it('only a paid plan with a listed price is sold online', () => {
    expect([free, full, expert, custom].map(isSoldOnline)).toEqual([false, true, true, false]);
    expect(isSoldOnline({ code: 'P09', type: 'Free', price: '9.99' })).toBe(false);
    // The server's rows carry cents: the same rule.
    expect(isSoldOnline({ code: PLAN_CODES.custom, type: 'Paid', priceCents: 0 })).toBe(false);
    expect(isSoldOnline({ code: PLAN_CODES.financialStatements, type: 'Paid', priceCents: 2999 })).toBe(true);
  });
});

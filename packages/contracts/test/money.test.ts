// Issue #23: cents ↔ "29.99" in one place (contracts/common.ts), used by the catalogue, orders, refunds,
// PayPal amounts, staff grants and the product form.
import { describe, expect, it } from 'vitest';
import { centsToPrice, normalizePrice, priceToCents } from '../src/common';
import { ZAdminProductInput } from '../src/admin-products';
import { ZGrantPlanRequest } from '../src/admin-prospects';

describe('money', () => {
  it('turns cents into a two-decimal price and back', () => {
    expect(centsToPrice(2999)).toBe('29.99');
    expect(centsToPrice(0)).toBe('0.00');
    expect(centsToPrice(5)).toBe('0.05');
    expect(centsToPrice(100_000_000)).toBe('1000000.00');
    expect(priceToCents('29.99')).toBe(2999);
    expect(priceToCents(0.07)).toBe(7);
    expect(priceToCents('1000000.00')).toBe(100_000_000);
    expect(priceToCents('abc')).toBeNaN();
    for (const cents of [0, 1, 7, 10, 99, 1999, 2999, 5999, 123456]) {
      expect(priceToCents(centsToPrice(cents))).toBe(cents);
    }
  });

  it('normalises a price to two decimals', () => {
    expect(normalizePrice('350.5')).toBe('350.50');
    expect(normalizePrice(12)).toBe('12.00');
    expect(ZGrantPlanRequest.parse({ productCode: 'P02', amount: '350.5' }).amount).toBe('350.50');
    expect(ZGrantPlanRequest.parse({ productCode: 'P02', amount: 12 }).amount).toBe('12.00');
  });

  it('the product form keeps whole cents', () => {
    const base = { code: 'P09', name: 'Nine', type: 'Paid', statementsType: 'Simple' };
    expect(ZAdminProductInput.safeParse({ ...base, price: '19.5' }).data?.price).toBe('19.50');
    expect(ZAdminProductInput.safeParse({ ...base, price: '19.555' }).success).toBe(false);
  });
});

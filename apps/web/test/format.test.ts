import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDollars,
  formatPercent,
  formatPrice,
  formatTime,
} from '@/lib/format';

describe('formatPrice', () => {
  it('shows two decimals with a dollar sign', () => {
    expect(formatPrice('29.99')).toBe('$29.99');
    expect(formatPrice(5)).toBe('$5.00');
    expect(formatPrice('1250.5')).toBe('$1,250.50');
  });

  it('shows Free for zero or invalid prices', () => {
    for (const value of ['0.00', 0, '', 'abc', null, undefined, Number.NaN, -3]) {
      expect(formatPrice(value)).toBe('Free');
    }
  });

  it("shows Let's Talk for the custom plan at price zero only", () => {
    expect(formatPrice({ code: 'P04', price: '0.00' })).toBe("Let's Talk");
    expect(formatPrice({ code: 'P04', price: '350.00' })).toBe('$350.00');
    expect(formatPrice({ code: 'P01', price: '0.00' })).toBe('Free');
    expect(formatPrice({ code: 'P02', price: '29.99' })).toBe('$29.99');
  });
});

describe('formatDollars', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatDollars(1234567)).toBe('$1,234,567');
    expect(formatDollars(999.5)).toBe('$1,000');
    expect(formatDollars(0)).toBe('$0');
  });

  it('shows negatives in accounting style', () => {
    expect(formatDollars(-12345)).toBe('($12,345)');
    expect(formatDollars(-0.4)).toBe('$0');
  });

  it('shows $0 for missing values', () => {
    expect(formatDollars(null)).toBe('$0');
    expect(formatDollars(Number.POSITIVE_INFINITY)).toBe('$0');
  });
});

describe('formatPercent', () => {
  it('shows one decimal at most', () => {
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(66.66)).toBe('66.7%');
    expect(formatPercent(-5.25)).toBe('-5.3%');
    expect(formatPercent(-0.01)).toBe('0%');
    expect(formatPercent(undefined)).toBe('0%');
    expect(formatPercent(1234.56)).toBe('1,234.6%');
  });

  it('writes what Intl writes in en-US with one decimal at most (it is not used: slow to set up)', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (value) => {
        const expected = intl.format(value);
        expect(formatPercent(value)).toBe(`${expected === '-0' ? '0' : expected}%`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('dates and times', () => {
  const afternoon = new Date(2025, 0, 5, 15, 7);
  const midnight = new Date(2024, 11, 31, 0, 30);

  it("formats dates as 'MMM dd, yyyy'", () => {
    expect(formatDate(afternoon)).toBe('Jan 05, 2025');
    expect(formatDate(midnight.getTime())).toBe('Dec 31, 2024');
  });

  it("formats times as 'h:mm a'", () => {
    expect(formatTime(afternoon)).toBe('3:07 PM');
    expect(formatTime(midnight)).toBe('12:30 AM');
    expect(formatTime(new Date(2025, 0, 1, 12, 0))).toBe('12:00 PM');
  });

  it('joins both for payment history and marks missing values', () => {
    expect(formatDateTime(afternoon)).toBe('Jan 05, 2025 at 3:07 PM');
    expect(formatDate('not a date')).toBe('—');
    expect(formatTime(null)).toBe('—');
  });

  it('reads ISO strings', () => {
    const iso = afternoon.toISOString();
    expect(formatDate(iso)).toBe('Jan 05, 2025');
  });
});

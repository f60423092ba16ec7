// A count on the review reads as toLocaleString('en-US') writes it, written without Intl (issue #27 item 1:
// the first Intl formatter of a page is a long task while the server-drawn review hydrates).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldOf } from '@trajectory/engine';
import { formatAnswer } from '@/components/questionnaire/answer-text';

const units = fieldOf('firstMonthSales');

describe('a count on the review', () => {
  it('reads as Intl writes it: thousands grouped, at most three decimals rounded half away from zero', () => {
    expect(units.unit).not.toBe('dollars');
    for (const [text, shown] of [
      ['40', '40'],
      ['1250', '1,250'],
      ['2.5', '2.5'],
      ['1234567.8915', '1,234,567.892'],
      ['0.0004', '0'],
      ['65.4125', '65.413'],
    ] as const) {
      expect(formatAnswer('firstMonthSales', units, text)).toBe(shown);
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), fc.integer({ min: 0, max: 5 }), (n, places) => {
        const value = n / 10 ** places;
        expect(formatAnswer('firstMonthSales', units, String(value))).toBe(value.toLocaleString('en-US'));
      }),
      { numRuns: 200 },
    );
  });
});

// roundDollars and the largest-remainder split, including noise, halves, negatives and large figures.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundByLargestRemainder, roundDollars } from '../src/index';
import { ROUNDS_UP_FROM } from '../src/rounding';

/** The spec's formula written literally: sign(x) × floor(|x₆| + 0.5), with x₆ by toFixed(6). */
function roundDollarsBySpec(x: number): number {
  return Math.sign(x) * Math.floor(Math.abs(Number(x.toFixed(6))) + 0.5) || 0;
}

function previousDouble(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) - 1n);
  return view.getFloat64(0);
}

describe('roundDollars', () => {
  it('sheds floating-point noise before rounding: 1.13 × 50 = 56.4999… rounds to 57', () => {
    expect(1.13 * 50).toBeLessThan(56.5);
    expect(roundDollars(1.13 * 50)).toBe(57);
  });

  it('rounds halves away from zero', () => {
    expect([0.5, 1.5, 2.5, -0.5, -1.5, -2.5].map(roundDollars)).toEqual([1, 2, 3, -1, -2, -3]);
  });

  it('rounds everything else to the nearest dollar', () => {
    expect([0, 0.49, 0.51, 12.4999, -12.4999, -12.51, 1234567.89].map(roundDollars)).toEqual([
      0, 0, 1, 12, -12, -13, 1234568,
    ]);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundDollars(-0.3), 0)).toBe(true);
    expect(Object.is(roundDollars(-0), 0)).toBe(true);
  });

  it('rounds up from exactly the first double whose 6-decimal form is .500000', () => {
    expect(ROUNDS_UP_FROM.toFixed(6)).toBe('0.500000');
    expect(previousDouble(ROUNDS_UP_FROM).toFixed(6)).toBe('0.499999');
    expect(roundDollars(7 + ROUNDS_UP_FROM)).toBe(8);
    expect(roundDollars(previousDouble(ROUNDS_UP_FROM))).toBe(0);
  });

  it('agrees with the spec formula written literally, on noise, cents, products and near-halves', () => {
    const nearHalf = fc
      .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -3000, max: 3000 }))
      .map(([whole, offset]) => whole + 0.4999995 + offset * 1e-13);
    const cents = fc.integer({ min: -1e12, max: 1e12 }).map((value) => value / 100);
    const products = fc
      .tuple(fc.integer({ min: 0, max: 1e7 }), fc.integer({ min: 0, max: 1e6 }))
      .map(([price, units]) => (price / 100) * units);
    const anyDouble = fc.double({ min: -1e13, max: 1e13, noNaN: true });
    fc.assert(
      fc.property(fc.oneof(nearHalf, cents, products, anyDouble), (x) => {
        expect(roundDollars(x)).toBe(roundDollarsBySpec(x));
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps large figures exact, where x × 1e6 would pass 2^53', () => {
    expect(roundDollars(9_000_000_000.5)).toBe(9_000_000_001);
    expect(roundDollars(123_456_789_012.49)).toBe(123_456_789_012);
    expect(roundDollars(-123_456_789_012.5)).toBe(-123_456_789_013);
  });
});

describe('roundByLargestRemainder', () => {
  it('floors every value and gives the missing dollars to the largest remainders', () => {
    // Sum 30.9 → 31; floors add to 28, so the three largest remainders (.8, .7, .6) get a dollar each.
    expect(roundByLargestRemainder([10.8, 5.2, 3.7, 4.6, 6.6])).toEqual([11, 5, 4, 5, 6]);
  });

  it('meets a far-off explicit total in whole cycles, as the one-dollar cycle would, without looping for it', () => {
    // 1.6 + 2.4 floor to 3; 1,000,000,003 more dollars: 500,000,001 each, then one to the larger remainder.
    expect(roundByLargestRemainder([1.6, 2.4], 1_000_000_006)).toEqual([500_000_003, 500_000_003]);
    // 11 dollars fewer: 5 from each, then one from the smaller remainder first.
    expect(roundByLargestRemainder([1.6, 2.4], -8)).toEqual([-4, -4]);
  });

  it('returns at once on figures past exact arithmetic (a step of one dollar would not move them)', () => {
    const huge = [2 ** 60 + 0.5, 2 ** 60 + 0.5];
    expect(roundByLargestRemainder(huge, 1)).toHaveLength(2);
    expect(roundByLargestRemainder([Infinity, 1.5])).toHaveLength(2);
  });

  it('breaks ties in favour of the earlier month', () => {
    expect(roundByLargestRemainder([1.5, 1.5])).toEqual([2, 1]);
    expect(roundByLargestRemainder([0.25, 0.25, 0.25, 0.25])).toEqual([1, 0, 0, 0]);
  });

  it('treats negative values symmetrically: −3.2 and −3.8 become −3 and −4', () => {
    expect(roundByLargestRemainder([-3.2, -3.8])).toEqual([-3, -4]);
    expect(roundByLargestRemainder([3.2, 3.8])).toEqual([3, 4]);
  });

  it('handles mixed signs', () => {
    // Sum 1.5 → 2; floors 2, −2, 0 add to 0; remainders .6, .6, .3 → the first two get a dollar.
    expect(roundByLargestRemainder([2.6, -1.4, 0.3])).toEqual([3, -1, 0]);
  });

  it('does not let noise reorder remainders', () => {
    // 1.13 × 50 is 56.4999…, which must tie with a true 0.5 remainder and lose to the earlier month.
    expect(roundByLargestRemainder([0.5, 1.13 * 50 - 56])).toEqual([1, 0]);
    // 3.7 − 3 is 0.7000000000000002 in floating point; it still ties with 0.7.
    expect(roundByLargestRemainder([0.7, 3.7])).toEqual([1, 3]);
  });

  it('meets an explicit total, even one outside the usual range', () => {
    expect(roundByLargestRemainder([1.2, 1.9, 1.5], 5)).toEqual([1, 2, 2]);
    expect(roundByLargestRemainder([1, 1], 5)).toEqual([3, 2]);
    expect(roundByLargestRemainder([1.2, 1.9], 1)).toEqual([0, 1]);
    expect(roundByLargestRemainder([], 0)).toEqual([]);
  });

  it('always adds up to the rounded sum and keeps every value within a dollar', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { maxLength: 12 }), (values) => {
        const rounded = roundByLargestRemainder(values);
        const total = roundDollars(values.reduce((sum, value) => sum + value, 0));
        expect(rounded.reduce((sum, value) => sum + value, 0)).toBe(total);
        rounded.forEach((value, i) => expect(Math.abs(value - (values[i] as number))).toBeLessThan(1 + 1e-6));
      }),
      { numRuns: 2000 },
    );
  });
});

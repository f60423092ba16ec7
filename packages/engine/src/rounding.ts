// Whole-dollar rounding: the spec's roundDollars and the largest-remainder split of a year into months.

/**
 * The smallest double whose 6-decimal rounding is .500000, i.e. the first double at or above the real
 * number 0.4999995 (the literal 0.4999995 itself lands just below it and rounds to .499999).
 */
export const ROUNDS_UP_FROM = 0.49999950000000004;

/** Money closer to zero than this is floating-point noise, not a loss: half of the 6th decimal. */
export const NOISE = 5e-7;

/**
 * x rounded to 6 decimals, for display. toFixed works on the exact binary value, so unlike
 * Math.round(x * 1e6) / 1e6 it cannot move a large figure across a boundary; it is slow (~0.4 µs), so
 * the hot paths below use exact shortcuts instead.
 */
export function roundTo6(x: number): number {
  return Number(x.toFixed(6));
}

/**
 * The spec's rounding rule: sign(x) × floor(|x₆| + 0.5), i.e. half away from zero after shedding
 * floating-point noise (1.13 × 50 = 56.4999999… gives 57). Never returns −0.
 *
 * Computed without formatting: |x| − floor(|x|) is exact in floating point, and x₆ reaches the next
 * dollar exactly when that fraction is at least 0.4999995, so one comparison decides.
 */
export function roundDollars(x: number): number {
  const magnitude = Math.abs(x);
  const whole = Math.floor(magnitude);
  const rounded = magnitude - whole >= ROUNDS_UP_FROM ? whole + 1 : whole;
  if (rounded === 0) return 0;
  return x < 0 ? -rounded : rounded;
}

/**
 * Rounds each value to whole dollars so that they add up exactly to `total` (by default the rounded sum,
 * as the spec asks for a year's months): floor every value, then give the missing dollars one each to
 * the values with the largest remainders, earlier first on ties.
 *
 * Negative values need no special case: floor goes toward −∞, so every remainder lies in [0, 1) and each
 * extra dollar moves a value toward its true figure (−3.2 floors to −4 with remainder 0.8 and is first in
 * line to become −3), which mirrors what happens to +3.2. The floors never add up to more than the
 * rounded sum, so the number of missing dollars is between 0 and the count of values with a remainder.
 * Remainders are compared in whole millionths so that noise (x.4999999…, 3.7 − 3 = 0.7000000000000002)
 * cannot break a tie or reorder them; a value within noise of the next dollar counts as that dollar.
 * A `total` outside that range is still met: the surplus or shortfall cycles over the values in the same
 * order (largest remainders first when adding, smallest first when taking away).
 */
export function roundByLargestRemainder(values: readonly number[], total?: number): number[] {
  const result = new Array<number>(values.length);
  splitByLargestRemainder(values, 0, values.length, total ?? roundDollars(sumValues(values)), result, 0);
  return result;
}

/**
 * The allocation behind roundByLargestRemainder, on a slice of `values`, writing into `out` from
 * `outStart`; it allocates only a small scratch array, because a projection runs it 21 times.
 */
export function splitByLargestRemainder(
  values: ArrayLike<number>,
  start: number,
  count: number,
  target: number,
  out: number[],
  outStart: number,
): void {
  const millionths = new Array<number>(count);
  let missing = target;
  for (let i = 0; i < count; i += 1) {
    const value = values[start + i] as number;
    let floor = Math.floor(value);
    let remainder = Math.round((value - floor) * 1e6);
    if (remainder === 1e6) {
      floor += 1;
      remainder = 0;
    }
    out[outStart + i] = floor === 0 ? 0 : floor; // floor(−0) is −0
    millionths[i] = remainder;
    missing -= floor;
  }
  if (missing === 0 || count === 0) return;
  if (missing > 0 && missing <= count) {
    // The usual case: pick the largest remaining remainder `missing` times; strict > keeps the earlier month.
    for (let k = 0; k < missing; k += 1) {
      let best = -1;
      for (let i = 0; i < count; i += 1) {
        if (
          (millionths[i] as number) >= 0 &&
          (best < 0 || (millionths[i] as number) > (millionths[best] as number))
        ) {
          best = i;
        }
      }
      out[outStart + best] = (out[outStart + best] as number) + 1;
      millionths[best] = -1;
    }
    return;
  }
  // Figures beyond exact arithmetic (past 2^53, or an overflow to Infinity) have no whole-dollar split, and a
  // step of 1 would not move them: never loop on them. The size rule refuses such projections.
  if (!Number.isSafeInteger(missing)) return;
  // Only an explicit total out of range gets here: cycle over the whole order as many times as needed
  // (whole cycles at once, so a far-off total costs no more than a near one).
  const order = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => (millionths[b] as number) - (millionths[a] as number) || a - b,
  );
  const step = missing > 0 ? 1 : -1;
  if (step < 0) order.reverse();
  const cycles = Math.trunc(missing / count);
  if (cycles !== 0) {
    for (let i = 0; i < count; i += 1) {
      const next = (out[outStart + i] as number) + cycles;
      out[outStart + i] = next === 0 ? 0 : next;
    }
    missing -= cycles * count;
  }
  for (let i = 0; missing !== 0; i = (i + 1) % count) {
    const index = outStart + (order[i] as number);
    const next = (out[index] as number) + step;
    out[index] = next === 0 ? 0 : next;
    missing -= step;
  }
}

/** Left-to-right sum; the yearly leaf is defined as exactly this sum of its months, then rounded. */
export function sumValues(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
}

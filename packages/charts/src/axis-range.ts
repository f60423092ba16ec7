// Nice value-axis ends and step for a set of figures, leaving room for the labels written past the bars.

export type AxisRange = { min: number; max: number; interval: number };

/** The smallest of 1, 2, 2.5, 5 × 10^k at or above `raw`: steps people read at a glance. */
export function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = [1, 2, 2.5, 5, 10].find((candidate) => fraction <= candidate + 1e-9) ?? 10;
  return nice * power;
}

export type RangeOptions = {
  /** About how many steps the axis should have. */
  targetSteps: number;
  /** Share of the axis (0..1) to keep free below the lowest figure when it is negative, for its label. */
  roomBelow: number;
  /** Share of the axis to keep free above the highest figure when it is positive. */
  roomAbove: number;
  /** Steps are whole multiples of this: 1 for counts, so an axis of items never shows "2.5". */
  minStep?: number;
};

/**
 * Always includes zero. ECharts' own `boundaryGap` pads by a share of the data's spread, which ignores
 * zero and so leaves a loss's label on top of the category names; this pads by a share of the axis.
 * All-zero data gets a small positive axis, so ticks never repeat "$0".
 */
export function niceRange(values: readonly number[], options: RangeOptions): AxisRange {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high)
    return { min: 0, max: 4 * (options.minStep ?? 1) * 250, interval: (options.minStep ?? 1) * 250 };
  const step = niceStep((high - low) / options.targetSteps);
  const interval = options.minStep ? Math.ceil(step / options.minStep) * options.minStep : step;
  let min = Math.floor(low / interval) * interval;
  let max = Math.ceil(high / interval) * interval;
  // One more step at an end whose figure sits too close to it; at most one each, so the axis stays tight.
  if (low < 0 && low - min < options.roomBelow * (max - min)) min -= interval;
  if (high > 0 && max - high < options.roomAbove * (max - min)) max += interval;
  return { min, max, interval };
}

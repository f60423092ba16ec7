// Where each point's value label goes on a chart of several lines, so labels never cover each other,
// another line's point, or the category names under the plot.

export type LabelPlacement = 'top' | 'bottom' | 'hidden';

type Interval = [low: number, high: number];

const overlaps = (a: Interval, b: Interval) => a[0] < b[1] && b[0] < a[1];

export type LineLabelGeometry = {
  /** Plot pixels per unit of value. */
  pxPerUnit: number;
  /** The axis minimum: a label below a point may not run under it. */
  axisMin: number;
  /** A label's height in pixels. */
  labelHeight: number;
  /** Space between a point and its label, and the half-height a point's marker takes. */
  gap: number;
};

/**
 * `values[series][category]`. Per category, from the highest point down, each label goes above its
 * point if that space is free, else below, else it is left out (the tooltip and the table still have it).
 */
export function placeLineLabels(values: number[][], geometry: LineLabelGeometry): LabelPlacement[][] {
  const { pxPerUnit, axisMin, labelHeight, gap } = geometry;
  const placements = values.map((row) => row.map((): LabelPlacement => 'hidden'));
  const categories = Math.max(0, ...values.map((row) => row.length));
  for (let c = 0; c < categories; c += 1) {
    const ys = values.map((row) => ((row[c] ?? 0) - axisMin) * pxPerUnit);
    const taken: Interval[] = ys.map((y) => [y - gap, y + gap]);
    const order = ys.map((_, s) => s).sort((a, b) => (ys[b] ?? 0) - (ys[a] ?? 0));
    for (const s of order) {
      const y = ys[s] ?? 0;
      const others = taken.filter((_, i) => i !== s);
      const above: Interval = [y + gap, y + gap + labelHeight];
      const below: Interval = [y - gap - labelHeight, y - gap];
      const placement = !others.some((t) => overlaps(t, above))
        ? 'top'
        : below[0] >= 0 && !others.some((t) => overlaps(t, below))
          ? 'bottom'
          : 'hidden';
      const row = placements[s];
      if (row) row[c] = placement;
      if (placement !== 'hidden') taken.push(placement === 'top' ? above : below);
    }
  }
  return placements;
}

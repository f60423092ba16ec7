// The sizes a chart image is drawn at. A request's width and height snap to these, so every size asked
// for lands on one of a few drawings (an image-cache hit) instead of costing a fresh render each.
// A file of its own (`@trajectory/charts/sizes`): the web's image tags import it without the builders.

/** Widths in chart units (PNGs are drawn at twice these): a phone, a narrow column, the desktop page, wide. */
export const CHART_IMAGE_WIDTHS = [360, 560, 800, 1200, 1600] as const;
export const CHART_IMAGE_HEIGHTS = [300, 400, 600, 800] as const;

/** What a phone asks for: drawn at its size, so labels stay legible instead of being scaled down. */
export const PHONE_CHART_SIZE = { width: 360, height: 300 } as const;

/** The smallest allowed size at least as big as asked, or the largest: an image never grows past them. */
export function snapChartSize(requested: number, allowed: readonly number[]): number {
  return allowed.find((size) => size >= requested) ?? allowed[allowed.length - 1]!;
}

/** A request's width and height (either may be absent: the chart's default) snapped to the allowed sizes. */
export function snapChartImageSize(size: { width?: number; height?: number }): {
  width?: number;
  height?: number;
} {
  return {
    width: size.width === undefined ? undefined : snapChartSize(size.width, CHART_IMAGE_WIDTHS),
    height: size.height === undefined ? undefined : snapChartSize(size.height, CHART_IMAGE_HEIGHTS),
  };
}

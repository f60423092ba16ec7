// What a plan sells, as the charts draw it: each stream's revenue by year and units by month, from the
// engine's own leaves (projections.md, detailed model). A plan with one stream gets null here, so every chart
// that reads it draws exactly what it drew before streams existed.

import type { RevenueStreamMonths, RevenueStreamStatement } from '@trajectory/engine';
import type { ChartProjection } from './common';
import { STREAM_COLORS } from './theme';
import { byYear } from './years';

export type ChartStream = { name: string; color: string; values: number[] };

/** A stream's colour: by its place in the plan, so "Cakes" keeps its colour on every chart. */
export function streamColor(index: number): string {
  return STREAM_COLORS[index % STREAM_COLORS.length] ?? STREAM_COLORS[0];
}

/** Each stream's revenue by year (year1..yearN), stream 0 first; null when the plan sells one thing. */
export function revenueByStreamOf(projection: ChartProjection): ChartStream[] | null {
  const streams: readonly RevenueStreamStatement[] = projection.revenueStreams ?? [];
  if (streams.length < 2) return null;
  return streams.map((stream, i) => ({
    name: stream.name,
    color: streamColor(i),
    values: byYear(projection, stream.revenue),
  }));
}

/**
 * Units sold in each of the first twelve months, one series per `units` stream (subscriptions count
 * subscribers, not items sold, so they are left out); null when the plan has one units stream or none.
 */
export function unitsByStreamOf(projection: ChartProjection): ChartStream[] | null {
  const streams: readonly RevenueStreamMonths[] = projection.revenueStreamMonths ?? [];
  const units = streams.map((stream, i) => ({ stream, i })).filter(({ stream }) => stream.kind === 'units');
  if (units.length < 2) return null;
  return units.map(({ stream, i }) => ({
    name: stream.name,
    color: streamColor(i),
    values: projection.firstYearMonths.map((month) => stream.units[month.month] ?? 0),
  }));
}

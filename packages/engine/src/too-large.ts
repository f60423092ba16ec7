// The size rule of a projection (spec/projections.md, extended model): figures stay below 2^52 so
// whole-dollar sums stay exact; a projection that would pass it is refused with a 400 naming the answer
// that drives it, and the live preview shows the same message.
import { project } from './project';
import type { ProjectionInputs, RevenueStreamStatement } from './types';

/** Figures stay below 2^52, so whole-dollar sums stay exact (spec/projections.md, extended model). */
const FIVE_YEAR_FIGURE_LIMIT = 2 ** 52;
export const FIVE_YEARS_TOO_HIGH_MESSAGE =
  'The annual growth rate is too high to project five years: the figures would grow too large. Lower the growth rate or the sales.';
/**
 * Sales are measured against the first selling month's season (issue #24), so a first month whose weight
 * is tiny beside the others multiplies every other month: weights of 0.001 and 1000 would multiply them a
 * million times. Such a plan is refused rather than shown with figures past exact arithmetic (or infinite).
 */
export const SEASONS_TOO_UNEVEN_MESSAGE =
  "The seasonality weights are too uneven to project: the first selling month's weight is so small beside the busiest month's that the figures would grow too large. Raise the quiet months' weights.";

/** Why a projection is refused when one of the other things sold (a revenue stream) drives its figures. */
export function streamTooLargeMessage(name: string): string {
  return (
    `The figures of “${name}” would grow too large to project. ` +
    'Lower its first month’s volume, its price or its growth.'
  );
}

/** Why a projection is refused when the team's wages drive its figures. */
export const STAFF_TOO_LARGE_MESSAGE =
  "The team's wages would grow too large to project. Lower the role's headcount or salary.";

/** The largest |figure| anywhere in the given yearly statements (a NaN or an infinite one counts as too large). */
function largestFigure(node: unknown): number {
  if (typeof node === 'number') return Number.isFinite(node) ? Math.abs(node) : Infinity;
  if (typeof node !== 'object' || node === null) return 0;
  let largest = 0;
  for (const value of Object.values(node)) largest = Math.max(largest, largestFigure(value));
  return largest;
}

/** Whether a projection's largest yearly figure (P&L, balance sheet or cash flow) reaches 2^52. */
function isTooLargeToProject(projection: {
  profitLoss: unknown;
  balanceSheet: unknown;
  cashFlow: unknown;
}): boolean {
  const { profitLoss, balanceSheet, cashFlow } = projection;
  return !(largestFigure([profitLoss, balanceSheet, cashFlow]) < FIVE_YEAR_FIGURE_LIMIT);
}

/**
 * Why a projection is refused as too large, or undefined when it is not: the seasons when the same plan
 * with a flat year would fit (a 400 naming seasonality.monthlyWeights); else the revenue stream with the
 * largest figures when it outgrows the questionnaire's product (naming
 * revenueStreams.streams[i].firstMonthVolume, i its index among the other streams); else the team when its
 * wages outgrow every stream (naming staff.roles[r].monthlySalary of the costliest role); else the growth
 * (naming annualGrowthRate; three years of the product alone within the bounds never get there). The server
 * answers it; the live preview shows the same message.
 */
export function tooLargeToProject(
  inputs: ProjectionInputs,
  projection: {
    profitLoss: unknown;
    balanceSheet: unknown;
    cashFlow: unknown;
    revenueStreams?: readonly RevenueStreamStatement[];
  },
): { field: string; message: string } | undefined {
  if (!isTooLargeToProject(projection)) return undefined;
  if (inputs.seasonalityWeights && !isTooLargeToProject(project({ ...inputs, seasonalityWeights: null }))) {
    return { field: 'seasonality.monthlyWeights', message: SEASONS_TOO_UNEVEN_MESSAGE };
  }
  const streams = projection.revenueStreams ?? project(inputs).revenueStreams;
  const sizes = streams.map((stream) => largestFigure([stream.revenue, stream.cost]));
  let largest = 0;
  sizes.forEach((size, j) => {
    if (size > (sizes[largest] as number)) largest = j;
  });
  const roles = inputs.staffRoles ?? [];
  const wages = largestFigure((projection.profitLoss as { staffWages?: unknown } | null)?.staffWages ?? 0);
  if (roles.length > 0 && wages > (sizes[largest] as number)) {
    let costliest = 0;
    roles.forEach((role, r) => {
      const cost = role.headcount * role.monthlySalary;
      const most = roles[costliest] as (typeof roles)[number];
      if (cost > most.headcount * most.monthlySalary) costliest = r;
    });
    return { field: `staff.roles[${costliest}].monthlySalary`, message: STAFF_TOO_LARGE_MESSAGE };
  }
  if (largest > 0) {
    return {
      field: `revenueStreams.streams[${largest - 1}].firstMonthVolume`,
      message: streamTooLargeMessage((streams[largest] as RevenueStreamStatement).name),
    };
  }
  return { field: 'annualGrowthRate', message: FIVE_YEARS_TOO_HIGH_MESSAGE };
}

// The projection entry point: inputs in, months, statements, metrics and warnings out.

import { resolveDetailed, withStartupItems } from './detailed-inputs';
import { resolveExtended } from './extended-inputs';
import { computeLoanColumns } from './loans';
import { computeMetrics } from './metrics';
import { applyIncomeTax, computeMonths, computeOpeningCash, computeStreams } from './monthly';
import { buildRoundedMonths, buildStreamMonths } from './rounded-months';
import { buildStreamStatements, buildYearStatements, pivotByYear } from './statements';
import { equityInjectionPct, sourcesAndUses } from './sources-and-uses';
import type { Projection, ProjectionInputs, YearStatement } from './types';
import { collectWarnings } from './warnings';

/** Months shown on their own: two years, what an SBA lender asks for when coverage is thin. */
export const DISPLAYED_MONTH_COUNT = 24;

/**
 * Runs the spec's model over 3 or 5 years. Inputs are expected to come from normalizeQuestionnaire
 * (finite, within the spec's bounds); the engine does not validate them again. A start-up list that is
 * not empty replaces the one-time purchases answer (S) here, once, for every figure below.
 */
export function project(answered: ProjectionInputs): Projection {
  const inputs = withStartupItems(answered);
  const settings = resolveExtended(inputs);
  const detailed = resolveDetailed(inputs);
  const loans = computeLoanColumns(settings.loans, settings.monthCount);
  const streams = computeStreams(inputs, settings, detailed);
  const months = computeMonths(inputs, settings, loans, detailed, streams);
  const revenueStreams = buildStreamStatements(streams, settings.years);
  const { years: yearList, taxes } = buildYearStatements(inputs, settings, months, loans, revenueStreams);
  if (taxes.some((tax) => tax !== 0)) applyIncomeTax(months, taxes);
  const years = yearList as Projection['years'];
  const openingBeforeLoans = computeOpeningCash(inputs);
  const roundedMonths = buildRoundedMonths(months, years, openingBeforeLoans);
  // Break-even is found on the same plan at its average season (spec: a dip is not a missed break-even).
  const seasons =
    settings.seasonFactors === null
      ? null
      : {
          averageSeasonMonths: computeMonths(
            inputs,
            settings,
            loans,
            detailed,
            computeStreams(inputs, settings, detailed, true),
          ),
          firstCalendarMonth: settings.firstCalendarMonth,
        };
  const metrics = {
    ...computeMetrics(months, years, openingBeforeLoans + loans.atOpening, seasons),
    equityInjectionPct: equityInjectionPct(inputs),
  };
  return {
    projectionYears: settings.years,
    months,
    roundedMonths,
    firstYearMonths: roundedMonths.slice(0, 12),
    displayedMonths: roundedMonths.slice(0, DISPLAYED_MONTH_COUNT),
    years,
    profitLoss: pivotByYear(years.map((year: YearStatement) => year.profitLoss)),
    revenueStreams,
    revenueStreamMonths: buildStreamMonths(streams, revenueStreams),
    balanceSheet: pivotByYear(years.map((year: YearStatement) => year.balanceSheet)),
    cashFlow: pivotByYear(years.map((year: YearStatement) => year.cashFlow)),
    metrics,
    warnings: collectWarnings(inputs, metrics, settings.years),
    sourcesAndUses: sourcesAndUses(inputs),
  };
}

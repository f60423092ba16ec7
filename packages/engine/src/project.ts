// The projection entry point: inputs in, months, statements, metrics and warnings out.

import { resolveExtended } from './extended-inputs';
import { computeLoanColumns } from './loans';
import { computeMetrics } from './metrics';
import { applyIncomeTax, computeMonths, computeOpeningCash } from './monthly';
import { buildRoundedMonths } from './rounded-months';
import { buildYearStatements, pivotByYear } from './statements';
import { equityInjectionPct, sourcesAndUses } from './sources-and-uses';
import type { Projection, ProjectionInputs, YearStatement } from './types';
import { collectWarnings } from './warnings';

/**
 * Runs the spec's model over 3 or 5 years. Inputs are expected to come from normalizeQuestionnaire
 * (finite, within the spec's bounds); the engine does not validate them again.
 */
export function project(inputs: ProjectionInputs): Projection {
  const settings = resolveExtended(inputs);
  const loans = computeLoanColumns(settings.loans, settings.monthCount);
  const months = computeMonths(inputs, settings, loans);
  const { years: yearList, taxes } = buildYearStatements(inputs, settings, months, loans);
  if (taxes.some((tax) => tax !== 0)) applyIncomeTax(months, taxes);
  const years = yearList as Projection['years'];
  const openingBeforeLoans = computeOpeningCash(inputs);
  const roundedMonths = buildRoundedMonths(months, years, openingBeforeLoans);
  // Break-even is found on the same plan at its average season (spec: a dip is not a missed break-even).
  const seasons =
    settings.seasonFactors === null
      ? null
      : {
          averageSeasonMonths: computeMonths(inputs, settings, loans, { averageSeason: true }),
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
    years,
    profitLoss: pivotByYear(years.map((year: YearStatement) => year.profitLoss)),
    balanceSheet: pivotByYear(years.map((year: YearStatement) => year.balanceSheet)),
    cashFlow: pivotByYear(years.map((year: YearStatement) => year.cashFlow)),
    metrics,
    warnings: collectWarnings(inputs, metrics, settings.years),
    sourcesAndUses: sourcesAndUses(inputs),
  };
}

// The projection entry point: inputs in, months, statements, metrics and warnings out.

import { computeMetrics } from './metrics';
import { computeMonths, computeOpeningCash } from './monthly';
import { buildRoundedMonths, buildYearStatements, pivotByYear } from './statements';
import type { Projection, ProjectionInputs } from './types';
import { collectWarnings } from './warnings';

/**
 * Runs the spec's model. Inputs are expected to come from normalizeQuestionnaire (finite, within the
 * spec's bounds); the engine does not validate them again.
 */
export function project(inputs: ProjectionInputs): Projection {
  const months = computeMonths(inputs);
  const openingCash = computeOpeningCash(inputs);
  const years = buildYearStatements(inputs, months);
  const roundedMonths = buildRoundedMonths(months, years, openingCash);
  const metrics = computeMetrics(months, years, openingCash);
  return {
    months,
    roundedMonths,
    firstYearMonths: roundedMonths.slice(0, 12),
    years,
    profitLoss: pivotByYear([years[0].profitLoss, years[1].profitLoss, years[2].profitLoss]),
    balanceSheet: pivotByYear([years[0].balanceSheet, years[1].balanceSheet, years[2].balanceSheet]),
    cashFlow: pivotByYear([years[0].cashFlow, years[1].cashFlow, years[2].cashFlow]),
    metrics,
    warnings: collectWarnings(inputs, metrics),
  };
}

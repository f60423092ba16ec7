// Realism warnings: the spec's conditions, each explained in a sentence carrying this business's figures.

import { PRIMARY_STREAM_NAME } from './detailed-inputs';
import { formatMoneySigned, formatMonth, formatPercent, formatPrice, formatRatio } from './format';
import { EQUITY_INJECTION_MINIMUM_PCT } from './sources-and-uses';
import type { ProjectionInputs, ProjectionMetrics, ProjectionYears, RealismWarning, YearKey } from './types';

const VERY_HIGH_GROWTH = 3; // 300% a year, as a fraction
const LOW_COST_SHARE = 0.05;
const REVENUE_JUMP_FACTOR = 20;
/** Lenders look for debt-service coverage of at least this. */
export const DSCR_MINIMUM = 1.25;

export function collectWarnings(
  inputs: ProjectionInputs,
  metrics: ProjectionMetrics,
  projectionYears: ProjectionYears = 3,
): RealismWarning[] {
  const warnings: RealismWarning[] = [];
  const streams = streamsToCheck(inputs);

  warnings.push(...streams.flatMap(priceAtOrBelowCost));

  if (metrics.fundingGap > 0) {
    warnings.push({ code: 'CASH_NEGATIVE', message: describeCashShortfall(inputs, metrics) });
  }

  warnings.push(...streams.flatMap(costSuspiciouslyLow));

  if (inputs.growthRate > VERY_HIGH_GROWTH) {
    warnings.push({
      code: 'GROWTH_VERY_HIGH',
      message:
        `Annual growth of ${formatPercent(inputs.growthRate * 100)} is very high: ` +
        'few businesses sustain more than 300% a year.',
    });
  }

  const { salaries, advertising, rent, utilities, otherExpenses } = inputs;
  const hasTeam = (inputs.staffRoles ?? []).some((role) => role.headcount * role.monthlySalary > 0);
  if (
    salaries === 0 &&
    advertising === 0 &&
    rent === 0 &&
    utilities === 0 &&
    otherExpenses === 0 &&
    !hasTeam
  ) {
    warnings.push({
      code: 'NO_EXPENSES',
      message:
        'No monthly expenses are entered (salaries, advertising, rent, utilities or other); ' +
        'almost every business has some.',
    });
  }

  if (metrics.breakEvenMonth === null) {
    warnings.push({ code: 'NO_BREAK_EVEN', message: describeNoBreakEven(metrics, projectionYears) });
  }

  if (metrics.year1Revenue > 0 && metrics.year3Revenue > REVENUE_JUMP_FACTOR * metrics.year1Revenue) {
    warnings.push({
      code: 'REVENUE_JUMP',
      message:
        `Revenue grows from ${formatMoneySigned(metrics.year1Revenue)} in Year 1 to ` +
        `${formatMoneySigned(metrics.year3Revenue)} in Year 3, more than ${REVENUE_JUMP_FACTOR} times as much; ` +
        'check the growth rate and the month of the first sale.',
    });
  }

  const lowCoverage = describeLowCoverage(metrics, projectionYears);
  if (lowCoverage !== null) warnings.push({ code: 'DSCR_LOW', message: lowCoverage });

  const equityPct = metrics.equityInjectionPct;
  if (equityPct !== null && equityPct < EQUITY_INJECTION_MINIMUM_PCT) {
    warnings.push({
      code: 'EQUITY_INJECTION_LOW',
      message:
        `The owner's cash is ${formatPercent(equityPct)} of the money at opening (the starting cash and the loans ` +
        `received then); lenders look for the owner to put in at least ${formatPercent(EQUITY_INJECTION_MINIMUM_PCT)}.`,
    });
  }

  return warnings;
}

/**
 * A stream whose price and cost the warnings check: stream 0 (the questionnaire's product), then each other
 * stream. `named` is "“Coffee subscription”: " when the plan has more than one stream, else empty, so a
 * plan with one product reads exactly as before.
 */
type CheckedStream = { named: string; price: number; cost: number; isSubscription: boolean };

function streamsToCheck(inputs: ProjectionInputs): CheckedStream[] {
  const others = inputs.revenueStreams ?? [];
  const name = (text: string) => (others.length === 0 ? '' : `“${text}”: `);
  return [
    {
      named: name(inputs.primaryStreamName || PRIMARY_STREAM_NAME),
      price: inputs.unitPrice,
      cost: inputs.costPerItem,
      isSubscription: false,
    },
    ...others.map((stream) => ({
      named: name(stream.name),
      price: stream.price,
      cost: stream.unitCost ?? 0,
      isSubscription: stream.kind === 'subscription',
    })),
  ];
}

/** After a stream's name the sentence goes on in lower case: "“Bread”: the unit price …". */
function sentence(named: string, text: string): string {
  return named === '' ? text : `${named}${text[0]!.toLowerCase()}${text.slice(1)}`;
}

/** `PRICE_AT_OR_BELOW_COST`: c ≥ P for the stream. */
function priceAtOrBelowCost({ named, price, cost, isSubscription }: CheckedStream): RealismWarning[] {
  if (cost < price) return [];
  const what = isSubscription
    ? `The monthly price of ${formatPrice(price)} is not above the monthly cost per subscriber of ${formatPrice(cost)}`
    : `The unit price of ${formatPrice(price)} is not above the cost per item of ${formatPrice(cost)}`;
  return [
    {
      code: 'PRICE_AT_OR_BELOW_COST',
      message: sentence(named, `${what}, so no sale can help pay for the other expenses.`),
    },
  ];
}

/** `COST_SUSPICIOUSLY_LOW`: 0 < c < 5% of P, or c = 0 while P > 0, for the stream. */
function costSuspiciouslyLow({ named, price, cost, isSubscription }: CheckedStream): RealismWarning[] {
  if (!(price > 0 && cost < LOW_COST_SHARE * price)) return [];
  const unit = isSubscription ? 'cost per subscriber' : 'cost per item';
  const selling = isSubscription ? 'a subscription at' : 'a product selling at';
  return [
    {
      code: 'COST_SUSPICIOUSLY_LOW',
      message: sentence(
        named,
        cost === 0
          ? `No ${unit} is entered for ${selling} ${formatPrice(price)}; ` +
              'check materials, packaging, delivery and payment fees.'
          : `The ${unit} of ${formatPrice(cost)} is under 5% of the ${formatPrice(price)} price; ` +
              'check that it includes materials, packaging, delivery and payment fees.',
      ),
    },
  ];
}

/** The years with debt service whose coverage is under 1.25, named with their figures; null if none. */
function describeLowCoverage(metrics: ProjectionMetrics, projectionYears: ProjectionYears): string | null {
  const low: string[] = [];
  for (let y = 1; y <= projectionYears; y += 1) {
    const coverage = metrics.debtServiceCoverage[`year${y}` as YearKey];
    if (coverage !== undefined && coverage !== null && coverage < DSCR_MINIMUM) {
      low.push(coverage < 0 ? `below zero in Year ${y}` : `${formatRatio(coverage)} in Year ${y}`);
    }
  }
  if (low.length === 0) return null;
  const list = low.length === 1 ? low[0] : `${low.slice(0, -1).join(', ')} and ${low[low.length - 1]}`;
  return (
    `Debt-service coverage (the cash left after income tax and the owner's draws, over interest and repayments) is ` +
    `${list}; lenders look for at least ${formatRatio(DSCR_MINIMUM)}.`
  );
}

function describeCashShortfall(inputs: ProjectionInputs, metrics: ProjectionMetrics): string {
  const { lowestCash, lowestCashMonth, firstNegativeCashMonth, fundingGap } = metrics;
  const need = `The plan needs ${formatMoneySigned(fundingGap)} more money to stay above zero.`;
  if (lowestCashMonth === null) {
    // The low point is the opening itself: the startup purchases cost more than the starting cash.
    return (
      `Cash is below zero at opening (${formatMoneySigned(lowestCash)}): startup purchases of ` +
      `${formatMoneySigned(inputs.startupCost)} cost more than the starting cash of ` +
      `${formatMoneySigned(inputs.initialCash)}. ${need}`
    );
  }
  const bottom = `${formatMoneySigned(lowestCash)} in ${formatMonth(lowestCashMonth)}`;
  if (metrics.openingCash < 0) {
    return `Cash is below zero from opening and bottoms out at ${bottom}. ${need}`;
  }
  // firstNegativeCashMonth is set whenever the low point is a month below zero; the fallback is defensive.
  const first = firstNegativeCashMonth ?? lowestCashMonth;
  if (first === lowestCashMonth) {
    return `Cash goes below zero in ${formatMonth(first)}, reaching ${formatMoneySigned(lowestCash)}. ${need}`;
  }
  return `Cash goes below zero in ${formatMonth(first)} and bottoms out at ${bottom}. ${need}`;
}

function describeNoBreakEven(metrics: ProjectionMetrics, projectionYears: ProjectionYears): string {
  if (projectionYears === 3) {
    const { year1Revenue, year2Revenue, year3Revenue, year3NetProfit } = metrics;
    if (year1Revenue === 0 && year2Revenue === 0 && year3Revenue === 0) {
      return 'There are no sales in the three years projected, so the business never breaks even.';
    }
    return (
      'Monthly profit does not stay at or above zero within the 36 months projected ' +
      `(Year 3 net profit: ${formatMoneySigned(year3NetProfit)}).`
    );
  }
  // Five years: the margins exist exactly for the years with revenue, so they tell whether any sold.
  const sold = Object.values(metrics.grossMarginPct).some((margin) => margin !== null);
  if (!sold) return 'There are no sales in the five years projected, so the business never breaks even.';
  return `Monthly profit before tax does not stay at or above zero within the ${12 * projectionYears} months projected.`;
}

// One way to write money (issue #14 item 7), and the small formatters of the warning sentences; hand-written
// so the output is identical in every browser and Node. Which form goes where:
//   tables, PDF, key numbers   formatMoney          $19,712   ($19,712)
//   Excel and Word cells       MONEY_NUMBER_FORMAT  $#,##0;($#,##0)
//   charts, figures in a note  formatMoneySigned    $19,712   −$19,712
//   prose                      formatMoneyInProse   $19,712   a loss of $19,712
//   answers, to the cent       formatPrice          $5.50     $20

import { CALENDAR_MONTHS } from './questionnaire/lender-fields';
import { roundDollars, roundTo6 } from './rounding';

const MINUS = '\u2212';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "$19,712" for any amount: whole dollars (the spec's rounding), no sign. */
function dollarsOf(rounded: number): string {
  return `$${groupThousands(String(Math.abs(rounded)))}`;
}

/** Tables and the PDF: whole dollars, negatives in accounting brackets: −19712 → "($19,712)". */
export function formatMoney(x: number): string {
  const rounded = roundDollars(x);
  return rounded < 0 ? `(${dollarsOf(rounded)})` : dollarsOf(rounded);
}

/** Charts (and figures quoted in a warning): a true minus sign, as typeset figures use: "−$19,712". */
export function formatMoneySigned(x: number): string {
  const rounded = roundDollars(x);
  return `${rounded < 0 ? MINUS : ''}${dollarsOf(rounded)}`;
}

/** How a sentence names a negative amount: a loss (profit), a deficit (equity), or below zero (cash). */
export type NegativeMoneyWording = 'loss' | 'deficit' | 'below zero';

/**
 * Prose never writes a minus: −19712 → "a loss of $19,712" (or "a deficit of $19,712", "$19,712 below
 * zero", as the sentence needs); positive amounts read "$19,712".
 */
export function formatMoneyInProse(x: number, negative: NegativeMoneyWording = 'loss'): string {
  const rounded = roundDollars(x);
  if (rounded >= 0) return dollarsOf(rounded);
  return negative === 'below zero'
    ? `${dollarsOf(rounded)} below zero`
    : `a ${negative} of ${dollarsOf(rounded)}`;
}

/** Excel and Word number formats: whole dollars with accounting brackets, and with cents for prices. */
export const MONEY_NUMBER_FORMAT = '$#,##0;($#,##0)';
export const MONEY_CENTS_NUMBER_FORMAT = '$#,##0.00;($#,##0.00)';

/** Prices and unit costs keep their cents when they have any: 20 → "$20", 19.5 → "$19.50". */
export function formatPrice(x: number): string {
  const cents = Math.round(Math.abs(roundTo6(x)) * 100);
  const sign = x < 0 && cents !== 0 ? MINUS : '';
  const whole = groupThousands(String(Math.floor(cents / 100)));
  const fraction = cents % 100;
  return `${sign}$${whole}${fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`}`;
}

/** Percent with at most one decimal, as screens show it: 450 → "450%", 12.345 → "12.3%". */
export function formatPercent(x: number): string {
  const tenths = Math.round(roundTo6(x) * 10);
  const sign = tenths < 0 ? MINUS : '';
  const abs = Math.abs(tenths);
  const whole = groupThousands(String(Math.floor(abs / 10)));
  return `${sign}${whole}${abs % 10 === 0 ? '' : `.${abs % 10}`}%`;
}

/** A ratio with two decimals, as lenders quote coverage: 1.25 → "1.25", −0.5 → "−0.50". */
export function formatRatio(x: number): string {
  const hundredths = Math.round(roundTo6(x) * 100);
  const sign = hundredths < 0 ? MINUS : '';
  const abs = Math.abs(hundredths);
  return `${sign}${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** 0-based month index to the 1-based label people read. */
export function formatMonth(month: number): string {
  return `Month ${month + 1}`;
}

// ---- Words for a figure that is not there, and the cash-flow note (issue #24 item 4): defined once here and
// imported by the pages, the PDF, Word, Excel and the analyst, so no two of them say it differently.

/** Break-even as a value: "Month 7", or "Not within 5 years" when it does not come within the plan's years. */
export function formatBreakEven(month: number | null, years: number): string {
  return month === null ? `Not within ${years} years` : formatMonth(month);
}

/** The funding gap when there is none: said in words, never "None" or "$0". */
export const NO_FUNDING_GAP = 'No gap: cash never falls below zero';

/** Excel and Word: the funding gap's cell, a number whose zero reads NO_FUNDING_GAP. */
export const FUNDING_GAP_NUMBER_FORMAT = `${MONEY_NUMBER_FORMAT};"${NO_FUNDING_GAP}"`;

/** The funding gap as a value: "$12,000", or NO_FUNDING_GAP. */
export function formatFundingGap(gap: number): string {
  return roundDollars(gap) > 0 ? formatMoney(gap) : NO_FUNDING_GAP;
}

/** What the cash-flow note needs to know of the plan: its income-tax rate and the startup purchases' life. */
export type CashFlowNoteFacts = { incomeTaxRatePct?: number; usefulLifeYears?: number | null };

/**
 * The note under the cash flow statement: "Taxes, depreciation and amortization are not considered …" only
 * when the plan has neither; otherwise what is included (income tax, depreciation), and what is not.
 */
export function cashFlowNote({ incomeTaxRatePct, usefulLifeYears }: CashFlowNoteFacts): string {
  const tax = (incomeTaxRatePct ?? 0) > 0;
  const life = usefulLifeYears ?? null;
  const taxPart = `net profit is after income tax at ${formatPercent(incomeTaxRatePct ?? 0)} of the year's profit, paid in the year's last month`;
  const lifePart = `depreciation of the startup purchases (straight-line over ${life} years) is added back, as it spends no cash`;
  if (!tax && life === null)
    return 'Taxes, depreciation and amortization are not considered in this cash flow statement.';
  if (tax && life === null)
    return `In this cash flow statement ${taxPart}; depreciation and amortization are not considered.`;
  if (!tax) return `In this cash flow statement ${lifePart}; taxes and amortization are not considered.`;
  return `In this cash flow statement ${taxPart}, and ${lifePart}; amortization is not considered.`;
}

/** Calendar months (1 = January) as prose: [1] → "January", [1, 2] → "January and February", [1, 2, 12] → "January, February and December". */
export function formatCalendarMonths(months: readonly number[]): string {
  const names = months.map((m) => CALENDAR_MONTHS[m - 1] ?? `month ${m}`);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The one break-even sentence of the pages, the PDF and the analyst when there is a break-even (issue #24):
 * "Break-even in Month 3", and with seasonal dips after it "Break-even in Month 1; expect losses in January
 * and February" (the metrics' seasonalLossMonths). A dip is not a missed break-even, so it never reads late.
 */
export function breakEvenSentence(
  breakEvenMonth: number,
  seasonalLossMonths: readonly number[] = [],
): string {
  const sentence = `Break-even in ${formatMonth(breakEvenMonth)}`;
  return seasonalLossMonths.length === 0
    ? sentence
    : `${sentence}; ${formatSeasonalLosses(seasonalLossMonths)}`;
}

/** "expect losses in January and February": the seasonal dips after break-even, as a clause. */
export function formatSeasonalLosses(seasonalLossMonths: readonly number[]): string {
  return `expect losses in ${formatCalendarMonths(seasonalLossMonths)}`;
}

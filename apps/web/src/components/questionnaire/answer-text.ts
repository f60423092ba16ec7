// One answer as a founder reads it (the review step, a plan's versions): money, percents, months and the
// choices' words, as the reports print them; a blank one reads "Not answered".
import {
  CALENDAR_MONTHS,
  formatMoney,
  formatPercent,
  formatPrice,
  openingMonthLabel,
  STARTUP_ITEM_KIND_LABELS,
  STREAM_KIND_LABELS,
  type QuestionnaireField,
} from '@trajectory/engine';

/** The first month of sales, counted from opening (0: the same month). */
export function startMonthLabel(month: number): string {
  if (month === 0) return 'The same month you open';
  return month === 1 ? '1 month after opening' : `${month} months after opening`;
}

export const NOT_ANSWERED = 'Not answered';

/** Prices and unit costs keep their cents ("$12.50"); other amounts are whole dollars ("$15,000"). */
const CENTS_KEYS: readonly string[] = [
  'unitPrice',
  'costPerItem',
  'revenueStreams.price',
  'revenueStreams.unitCost',
];

/** How a choice of a list's item reads (a stream's or a purchase's kind). */
const KIND_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'revenueStreams.kind': STREAM_KIND_LABELS,
  'startupItems.kind': STARTUP_ITEM_KIND_LABELS,
};

/**
 * A count as toLocaleString('en-US') writes it ("1,250", "2.5": at most three decimals, thousands grouped),
 * without Intl: the first Intl formatter of a page is a long task on a slow phone, and the review step,
 * drawn by the server, would pay it while hydrating (issue #27 item 1).
 */
function plainNumber(value: number): string {
  const shortest = String(Math.abs(value));
  // Intl rounds the shortest decimal form, half away from zero; tiny and huge values keep Intl's way.
  if (shortest.includes('e')) return value.toLocaleString('en-US');
  const [whole = '0', decimals = ''] = shortest.split('.');
  const roundsUp = (decimals[3] ?? '0') >= '5';
  const thousandths = Number(`${whole}${decimals.padEnd(3, '0').slice(0, 3)}`) + (roundsUp ? 1 : 0);
  const grouped = String(Math.floor(thousandths / 1000)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const text = fraction ? `${grouped}.${fraction}` : grouped;
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

function formatNumber(field: QuestionnaireField, key: string, value: number, opening: number | null): string {
  switch (field.unit) {
    case 'dollars':
      return CENTS_KEYS.includes(key) ? formatPrice(value) : formatMoney(value);
    case 'percent':
      return formatPercent(value);
    case 'years':
      return `${value} year${value === 1 ? '' : 's'}`;
    case 'days':
      return `${value} day${value === 1 ? '' : 's'}`;
    case 'months':
      // A loan's term is a number of months; the other months are counted from opening.
      return field.kind === 'month' && key !== 'loans.termMonths'
        ? openingMonthLabel(value, opening)
        : `${value} months`;
    default:
      return plainNumber(value);
  }
}

/** One answer as the review shows it; blank reads "Not answered"; `opening` is the opening calendar month. */
export function formatAnswer(
  key: string,
  field: QuestionnaireField,
  text: string,
  opening: number | null = null,
): string {
  const trimmed = text.trim();
  if (trimmed === '') return NOT_ANSWERED;
  if (key === 'startMonth') return startMonthLabel(Number(trimmed));
  if (field.kind === 'text' || field.kind === 'choice') return KIND_LABELS[key]?.[trimmed] ?? trimmed;
  const value = Number(trimmed);
  if (key === 'firstCalendarMonth') return CALENDAR_MONTHS[value - 1] ?? trimmed;
  return Number.isFinite(value) ? formatNumber(field, key, value, opening) : trimmed;
}

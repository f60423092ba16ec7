// The one formatting module of the web app (DESIGN.md "Numbers"): prices, dollars, percents, dates.
import { PLAN_CODES } from '@trajectory/contracts/products';
import { formatMoney, formatMoneySigned } from '@trajectory/engine';

/** Coverage ratios ("1.25"), as the PDF and the assessment write them. */
export { formatRatio } from '@trajectory/engine';

type PricedProduct = { code: string; price: string | number | null | undefined };
type PriceInput = string | number | null | undefined;

// Made on first use, not at import: the first Intl.NumberFormat of a page sets up the browser's number
// formatting (tens of milliseconds on a phone), which every page importing this module paid in the task
// that starts it (issue #27 item 3). Percents, on the statements pages' first screen, use none.
let priceFormat: Intl.NumberFormat | undefined;
const prices = () =>
  (priceFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/** As Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }) writes it: "1,234.5", "-5.3", "10". */
function oneDecimal(amount: number): string {
  const [whole = '0', decimal] = Math.abs(amount).toFixed(1).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = decimal === '0' ? grouped : `${grouped}.${decimal}`;
  return amount < 0 && text !== '0' ? `-${text}` : text;
}

function toNumber(value: PriceInput): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  return typeof value === 'number' ? value : Number(value);
}

/**
 * A price with two decimals ("$29.99"); "Free" for zero, negative or unreadable prices. Given a
 * product, the custom plan P04 at price zero reads "Let's Talk".
 */
export function formatPrice(input: PriceInput | PricedProduct): string {
  const isProduct = typeof input === 'object' && input !== null;
  const amount = toNumber(isProduct ? input.price : input);
  if (!Number.isFinite(amount) || amount <= 0) {
    return isProduct && input.code === PLAN_CODES.custom ? "Let's Talk" : 'Free';
  }
  return prices().format(amount);
}

/** Whole US dollars, negatives in accounting style, "($12,345)": the engine's one table format. */
export function formatDollars(value: number | null | undefined): string {
  return formatMoney(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/**
 * A change in dollars, signed both ways: "+$1,200", "−$1,200" ("$0" for none), as a comparison of two
 * versions shows it beside the figures it compares.
 */
export function formatDollarsChange(value: number): string {
  const text = formatMoneySigned(value);
  return /^\$[1-9]/.test(text) ? `+${text}` : text;
}

/** Dollars in a sentence, never with a minus: "a loss of $5,000", "$5,000 below zero" (the engine's prose form). */
export { formatMoneyInProse } from '@trajectory/engine';

/** A percentage given in percent units (12.34 → "12.3%"), one decimal at most. */
export function formatPercent(value: number | null | undefined): string {
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return `${oneDecimal(amount)}%`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MISSING = '—';

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'MMM dd, yyyy' in local time, e.g. "Jan 05, 2025"; "—" when missing or invalid. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return MISSING;
  return `${MONTHS[date.getMonth()] ?? ''} ${pad2(date.getDate())}, ${date.getFullYear()}`;
}

/** 'h:mm a' in local time, e.g. "3:07 PM"; "—" when missing or invalid. */
export function formatTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return MISSING;
  const hours = date.getHours();
  return `${hours % 12 || 12}:${pad2(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'MMM dd, yyyy at h:mm a', the payment-history form. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} at ${formatTime(date)}` : MISSING;
}

// Plain-text number formats for the analyst's prose and the Word assessment: whole dollars with separators,
// prices with cents, 1-based months.
import { formatMoneyInProse, formatRatio, type NegativeMoneyWording } from '@trajectory/engine';

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The engine's prose form: 7835.4 → "$7,835"; −7835 → "a loss of $7,835" (or the wording given). */
export function money(x: number, negative?: NegativeMoneyWording): string {
  return formatMoneyInProse(x, negative);
}

/** Prices keep their cents when they have any: 12 → "$12", 4.5 → "$4.50". */
export function price(x: number): string {
  const cents = Math.round(Math.abs(x) * 100);
  const whole = group(String(Math.floor(cents / 100)));
  const fraction = cents % 100;
  return `${x < 0 && cents ? '-' : ''}$${whole}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

/** At most one decimal: 66.666 → "66.7%", 20 → "20%". */
export function percent(x: number): string {
  const tenths = Math.round(x * 10);
  const abs = Math.abs(tenths);
  return `${tenths < 0 ? '-' : ''}${group(String(Math.floor(abs / 10)))}${abs % 10 ? `.${abs % 10}` : ''}%`;
}

/** Whole units with separators: 1234.6 → "1,235". */
export function count(x: number): string {
  return group(String(Math.round(x)));
}

/** 0-based month index → "Month 4". */
export function month(index: number): string {
  return `Month ${index + 1}`;
}

/** Rounds up to a round amount a lender recognises: 7,835 → 8,000; 123,400 → 125,000. */
export function roundUpAmount(x: number): number {
  if (x <= 0) return 0;
  const step = x < 10_000 ? 1_000 : x < 100_000 ? 5_000 : 25_000;
  return Math.ceil(x / step) * step;
}

/** "a 66.7%" but "an 80%", "an 11%", "an 18.5%". */
export function withArticle(phrase: string): string {
  return /^8/.test(phrase) || /^(11|18)(\D|$)/.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** "a", "a and b", "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Paragraphs separated by a blank line; empty ones dropped. */
export function paragraphs(parts: readonly (string | false | null | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim().length > 0).join('\n\n');
}

/** "- " bullets, one a line. */
export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/**
 * A coverage ratio as lenders quote it, two decimals: 1.254 → "1.25"; a negative one is "below zero" (prose
 * has no minus signs). The engine's warnings use the same form, but @trajectory/engine does not export its
 * formatRatio.
 */
export function ratio(x: number): string {
  return x < 0 ? 'below zero' : formatRatio(x);
}

/** "Year 1", "Year 1 and Year 2", "Years 1, 2 and 3" for 1-based years. */
export function yearList(years: readonly number[]): string {
  if (years.length <= 2) return list(years.map((y) => `Year ${y}`));
  return `Years ${list(years.map(String))}`;
}

/** "$1,217" for a monthly payment (whole dollars, as the rest of the prose). */
export function perMonth(x: number): string {
  return `${money(x)} a month`;
}

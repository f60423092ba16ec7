// Plain-text number formats for the analyst: whole dollars with separators, prices with cents, 1-based months.

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 7835.4 → "$7,835"; −7835 → "-$7,835". */
export function money(x: number): string {
  const rounded = Math.round(x);
  return `${rounded < 0 ? '-' : ''}$${group(String(Math.abs(rounded)))}`;
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

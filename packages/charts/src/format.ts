// Chart label formatters: whole dollars with thousands separators, compact dollars and unit counts.
// Charts write money as "−$19,712" (issue #14 item 7: a true minus, never brackets): the chart member of the
// one money-format family in packages/engine/src/format.ts, plus the compact form only charts need.
import { formatMoneySigned } from '@trajectory/engine';

/** A true minus sign, as typeset figures (and the engine's warning sentences) use. */
const MINUS = '\u2212';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function sign(rounded: number): string {
  return rounded < 0 ? MINUS : '';
}

/** Whole dollars: 12000 → "$12,000", −1234 → "−$1,234" (the family's chart form). */
export const formatDollars = formatMoneySigned;

const COMPACT_UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
] as const;

/** Short dollars for narrow charts and crowded bars: 12500 → "$12.5k", −2000000 → "−$2M", 950 → "$950". */
export function formatCompactDollars(x: number): string {
  const rounded = Math.round(x);
  const abs = Math.abs(rounded);
  const unit = COMPACT_UNITS.find((candidate) => abs >= candidate.size);
  if (!unit) return formatDollars(rounded);
  const scaled = abs / unit.size;
  const decimals = scaled < 10 ? 2 : scaled < 100 ? 1 : 0;
  // Trailing decimal zeros go ("$2.50k" → "$2.5k", "$3.00k" → "$3k"); whole numbers keep theirs ("$300k").
  const fixed = scaled.toFixed(decimals);
  const text = decimals > 0 ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return `${sign(rounded)}$${groupThousands(text)}${unit.suffix}`;
}

/** Units sold, whole for display only: 1234.6 → "1,235". */
export function formatUnits(x: number): string {
  return groupThousands(String(Math.round(x)));
}

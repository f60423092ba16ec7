// Tiny formatters for warning sentences; hand-written so output is identical in every browser and Node.

import { roundDollars, roundTo6 } from './rounding';

const MINUS = '\u2212';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Whole dollars: 7835 → "$7,835", −7835 → "−$7,835" (a true minus sign, as typeset figures use). */
export function formatDollars(x: number): string {
  const rounded = roundDollars(x);
  return `${rounded < 0 ? MINUS : ''}$${groupThousands(String(Math.abs(rounded)))}`;
}

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

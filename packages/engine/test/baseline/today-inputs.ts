// The frozen record of today's engine: seeded base inputs and a digest of every figure they project to.

import type { ProjectionInputs } from '../../src/index';

/** How many seeded inputs the record covers. */
export const BASELINE_COUNT = 2000;

/** mulberry32: a small seeded generator, so the inputs are the same on every machine and every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Dollars within the spec's bounds: often 0, often small, sometimes with cents, sometimes near the bound. */
function money(next: () => number, max: number): number {
  const kind = Math.floor(next() * 5);
  if (kind === 0) return 0;
  if (kind === 1) return Math.floor(next() * 10_000);
  if (kind === 2) return Math.floor(next() * Math.min(max, 100_000) * 100) / 100;
  if (kind === 3) return Math.floor(next() * max * 100) / 100;
  return Math.floor(next() * 1000) + 0.5;
}

/** The base inputs (no extended field) of record i; the same i always gives the same inputs. */
export function baselineInputs(count = BASELINE_COUNT): ProjectionInputs[] {
  const next = seeded(20261123);
  return Array.from({ length: count }, () => ({
    unitPrice: money(next, 100_000),
    firstMonthSales: next() < 0.7 ? Math.floor(next() * 1000) : Math.floor(next() * 1_000_001),
    startMonth: Math.floor(next() * 13),
    growthRate:
      next() < 0.4
        ? ([0, 10, 20, 30, 100][Math.floor(next() * 5)] as number) / 100
        : Math.floor(next() * 10_001) / 10 / 100,
    costPerItem: money(next, 100_000),
    salaries: money(next, 10_000_000),
    advertising: money(next, 10_000_000),
    rent: money(next, 10_000_000),
    utilities: money(next, 10_000_000),
    otherExpenses: money(next, 10_000_000),
    startupCost: money(next, 1_000_000_000),
    initialCash: money(next, 1_000_000_000),
  }));
}

/**
 * Every figure of a projection as one canonical string (object keys sorted, numbers in JavaScript's
 * shortest exact form), leaving out the keys named in `skip` (lines that did not exist when recorded).
 */
export function canonical(value: unknown, skip: ReadonlySet<string> = new Set()): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, skip)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => !skip.has(key) && (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${key}:${canonical((value as Record<string, unknown>)[key], skip)}`);
    return `{${entries.join(',')}}`;
  }
  return Object.is(value, -0) ? '-0' : String(value);
}

/** cyrb53 twice with different seeds: a 106-bit digest in hex, plenty to tell two projections apart. */
export function digest(text: string): string {
  const half = (seed: number): string => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i += 1) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
  };
  return half(1) + half(2);
}

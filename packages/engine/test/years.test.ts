// Issue #23: the "5 years or 3" rule and the year keys in one place, taking a count or anything that
// carries one (a plan, the inputs, a projection); the contracts, charts, documents and pages import them.
import { describe, expect, it } from 'vitest';
import { projectionYearsOf, yearKeysOf, yearRangeLabel, yearsInWords } from '../src/index';

describe('projection years', () => {
  it('is five only when five is said, three for anything else', () => {
    expect(projectionYearsOf(5)).toBe(5);
    expect(projectionYearsOf({ projectionYears: 5 })).toBe(5);
    for (const other of [3, 4, 0, null, undefined, {}, { projectionYears: null }, { projectionYears: 7 }]) {
      expect(projectionYearsOf(other)).toBe(3);
    }
  });

  it('gives the same keys, range and words for a count and for what carries it', () => {
    expect(yearKeysOf(5)).toEqual(['year1', 'year2', 'year3', 'year4', 'year5']);
    expect(yearKeysOf({ projectionYears: 5 })).toEqual(yearKeysOf(5));
    expect(yearKeysOf({})).toEqual(['year1', 'year2', 'year3']);
    expect(yearKeysOf(undefined)).toEqual(yearKeysOf(3));
    expect(yearRangeLabel({ projectionYears: 5 })).toBe('Year 1-5');
    expect(yearRangeLabel(4)).toBe('Year 1-3');
    expect(yearsInWords(5, { title: true })).toBe('Five');
    expect(yearsInWords({ projectionYears: 3 })).toBe('three');
  });
});

describe('monthly row labels', () => {
  it('name every displayed month figure once, in the statements’ words', async () => {
    const { MONTH_ROW_LABELS } = await import('../src/index');
    expect(MONTH_ROW_LABELS.cash).toBe('Cash at End of Month');
    expect(MONTH_ROW_LABELS.units).toBe('Units Sold');
    expect(new Set(Object.values(MONTH_ROW_LABELS)).size).toBe(Object.keys(MONTH_ROW_LABELS).length);
  });
});

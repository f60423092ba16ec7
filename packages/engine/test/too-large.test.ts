// The size rule of a projection: figures past 2^52 (or not finite) are refused, naming the answer that
// drives them — the seasons when the same plan with a flat year fits, else the growth over five years.
import { describe, expect, it } from 'vitest';
import { bakerySections } from '../fixtures/index';
import {
  FIVE_YEARS_TOO_HIGH_MESSAGE,
  normalizeQuestionnaire,
  project,
  SEASONS_TOO_UNEVEN_MESSAGE,
  STAFF_TOO_LARGE_MESSAGE,
  streamTooLargeMessage,
  tooLargeToProject,
  type ProjectionYears,
} from '../src/index';

function inputsOf(sections: Record<string, unknown>, projectionYears: ProjectionYears) {
  const result = normalizeQuestionnaire(sections, { completed: true });
  if (!result.ok) throw new Error(result.errors[0]?.message);
  return { ...result.inputs, projectionYears };
}
const refusalOf = (sections: Record<string, unknown>, years: ProjectionYears) => {
  const inputs = inputsOf(sections, years);
  return tooLargeToProject(inputs, project(inputs));
};
const withSeasons = (quiet: number) => ({
  ...bakerySections(),
  seasonality: { monthlyWeights: [quiet, ...Array(11).fill(1000)], firstCalendarMonth: 1 },
});

describe('tooLargeToProject', () => {
  it('passes the bakery, and seasons as uneven as the presets, over three and five years', () => {
    expect(refusalOf(bakerySections(), 3)).toBeUndefined();
    expect(refusalOf(withSeasons(60), 5)).toBeUndefined();
  });

  it('names the seasons when a tiny first-month weight multiplies the others past 2^52, or to infinity', () => {
    for (const quiet of [1e-9, 1e-300]) {
      expect(refusalOf(withSeasons(quiet), 3)).toEqual({
        field: 'seasonality.monthlyWeights',
        message: SEASONS_TOO_UNEVEN_MESSAGE,
      });
    }
  });

  it('names the growth when five years at the bounds pass 2^52 without any seasons', () => {
    const sections = bakerySections() as Record<string, Record<string, unknown>>;
    const extreme = {
      ...sections,
      productsServices: { ...sections.productsServices, unitPrice: 100_000 },
      salesVolume: { ...sections.salesVolume, firstMonthSales: 1_000_000 },
      growthRate: { ...sections.growthRate, annualGrowthRate: 1000 },
    };
    expect(refusalOf(extreme, 3)).toBeUndefined();
    expect(refusalOf(extreme, 5)).toEqual({
      field: 'annualGrowthRate',
      message: FIVE_YEARS_TOO_HIGH_MESSAGE,
    });
  });
});

describe('tooLargeToProject with the detailed model', () => {
  const subscription = (name: string, firstMonthVolume: number) => ({
    name,
    kind: 'subscription' as const,
    price: 100_000,
    unitCost: 100_000,
    firstMonthVolume,
    annualGrowthPct: 1000,
  });

  it('refuses four subscription streams at their bounds over three years, naming the largest stream', () => {
    // New subscribers 10^6 × 11^(m/12) a month, none leaving: about 3 × 10^15 of revenue in year 3 for each,
    // four of them past 2^52 (4.5 × 10^15). The third is a little larger, so it is the one named.
    const inputs = {
      ...inputsOf(bakerySections(), 3),
      revenueStreams: [
        subscription('Box A', 999_998),
        subscription('Box B', 999_999),
        subscription('Box C', 1_000_000),
        subscription('Box D', 999_997),
      ],
    };
    expect(tooLargeToProject(inputs, project(inputs))).toEqual({
      field: 'revenueStreams.streams[2].firstMonthVolume',
      message: streamTooLargeMessage('Box C'),
    });
    // One of them alone fits.
    const one = { ...inputs, revenueStreams: [subscription('Box C', 1_000_000)] };
    expect(tooLargeToProject(one, project(one))).toBeUndefined();
  });

  it('names the costliest role when the wages drive the figures', () => {
    // Wages cannot reach 2^52 within the bounds; a plan past them (an edited scenario) shows the naming.
    const inputs = {
      ...inputsOf(bakerySections(), 3),
      staffRoles: [
        { title: 'Baker', headcount: 2, monthlySalary: 3000 },
        { title: 'Robot', headcount: 1e6, monthlySalary: 1e12 },
      ],
    };
    expect(tooLargeToProject(inputs, project(inputs))).toEqual({
      field: 'staff.roles[1].monthlySalary',
      message: STAFF_TOO_LARGE_MESSAGE,
    });
  });
});

// fast-check arbitraries of model inputs within the spec's bounds: the base, the extended and the detailed ones.

import fc from 'fast-check';
import { seasonAnchor, seasonFactors } from '../src/index';
import type {
  DetailedProjectionInputs,
  LoanInput,
  ProjectionInputs,
  ProjectionYears,
  RevenueStreamInput,
  StaffRoleInput,
  StartupItemInput,
} from '../src/index';

/** Dollars with cents up to max, often small (fast-check biases integers toward small values). */
export function money(max: number): fc.Arbitrary<number> {
  return fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: Math.round(max * 100) }).map((cents) => cents / 100),
    fc.integer({ min: 0, max: Math.min(max, 10_000) }),
  );
}

export const inputsArbitrary: fc.Arbitrary<ProjectionInputs> = fc.record({
  unitPrice: money(100_000),
  firstMonthSales: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1_000_000 })),
  startMonth: fc.integer({ min: 0, max: 12 }),
  // Growth as the wizard stores it, in percent with one decimal, read as a fraction.
  growthRate: fc
    .oneof(
      fc.constantFrom(0, 10, 20, 30, 100),
      fc.integer({ min: 0, max: 10_000 }).map((tenths) => tenths / 10),
    )
    .map((percent) => percent / 100),
  costPerItem: money(100_000),
  salaries: money(10_000_000),
  advertising: money(10_000_000),
  rent: money(10_000_000),
  utilities: money(10_000_000),
  otherExpenses: money(10_000_000),
  startupCost: money(1_000_000_000),
  initialCash: money(1_000_000_000),
});

/** A loan within the spec's bounds: amount > 0 up to 10^9, rate 0–100%, term 1–360, start 0–59. */
export const loanArbitrary: fc.Arbitrary<LoanInput> = fc.record({
  amount: fc.oneof(
    fc.integer({ min: 1, max: 200_000 }),
    fc.integer({ min: 1, max: 100_000_000_000 }).map((cents) => cents / 100),
  ),
  annualRatePct: fc.oneof(
    fc.constantFrom(0, 5, 8, 12.5),
    fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
  ),
  termMonths: fc.oneof(fc.constantFrom(12, 36, 60, 120), fc.integer({ min: 1, max: 360 })),
  startMonth: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 59 })),
});

const weightsArbitrary: fc.Arbitrary<number[]> = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1000, noNaN: true })), {
    minLength: 12,
    maxLength: 12,
  })
  .filter((weights) => weights.reduce((sum, w) => sum + w, 0) > 0);

/**
 * Base inputs plus any mix of the extended ones (each present about half the time). Five-year plans
 * keep growth at most 300% a year, as the spec refuses a five-year projection whose figures would
 * approach 2^52; three-year plans take the full bounds.
 */
export function extendedInputsArbitrary(years: ProjectionYears): fc.Arbitrary<ProjectionInputs> {
  const base =
    years === 3
      ? inputsArbitrary
      : inputsArbitrary.map((inputs) => ({ ...inputs, growthRate: Math.min(inputs.growthRate, 3) }));
  return fc
    .tuple(
      base,
      fc.record(
        {
          loans: fc.array(loanArbitrary, { minLength: 0, maxLength: 3 }),
          incomeTaxRatePct: fc.oneof(
            fc.constantFrom(0, 15, 21, 25),
            fc.double({ min: 0, max: 60, noNaN: true }),
          ),
          usefulLifeYears: fc.integer({ min: 1, max: 40 }),
          ownerDrawMonthly: money(10_000_000),
          ownerDrawStartMonth: fc.integer({ min: 0, max: 59 }),
          seasonalityWeights: fc.oneof(
            fc.constantFrom(
              [60, 60, 80, 100, 120, 140, 150, 140, 110, 80, 70, 90],
              [80, 70, 85, 90, 95, 100, 100, 105, 95, 110, 140, 210],
            ),
            weightsArbitrary,
          ),
          firstCalendarMonth: fc.integer({ min: 1, max: 12 }),
        },
        { requiredKeys: [] },
      ),
    )
    .map(([inputs, extended]) => ({ ...inputs, ...extended, projectionYears: years }))
    .filter((inputs) => seasonalSpread(inputs) <= 12);
}

/**
 * The largest F(m) / F(a) of a plan: how far above the answered first month its busiest month sells. Since
 * issue #24 units are measured against the first selling month's season, so a near-zero weight there would
 * multiply every other month; keeping the spread at most 12 (the largest F(m) before the anchor) keeps the
 * figures within the envelope the bounds were made for (below 2^53).
 */
export function seasonalSpread(inputs: ProjectionInputs): number {
  const factors = seasonFactors(inputs.seasonalityWeights ?? null, inputs.firstCalendarMonth ?? 1);
  if (factors === null) return 1;
  return Math.max(...factors) / seasonAnchor(factors, inputs.startMonth);
}

/** Another thing to sell within the spec's bounds; five-year plans keep its growth at most 300% a year. */
export function streamArbitrary(years: ProjectionYears): fc.Arbitrary<RevenueStreamInput> {
  return fc
    .record(
      {
        name: fc.constantFrom('Coffee subscription', 'Cakes', 'Catering', 'Classes'),
        kind: fc.constantFrom('units', 'subscription'),
        price: money(100_000),
        unitCost: money(100_000),
        firstMonthVolume: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1_000_000 })),
        startMonth: fc.integer({ min: 0, max: 59 }),
        annualGrowthPct: fc.oneof(
          fc.constantFrom(0, 10, 50),
          fc.integer({ min: 0, max: years === 3 ? 10_000 : 3000 }).map((tenths) => tenths / 10),
        ),
        monthlyChurnPct: fc.oneof(fc.constantFrom(0, 5, 100), fc.double({ min: 0, max: 100, noNaN: true })),
      },
      { requiredKeys: ['name', 'kind', 'price', 'firstMonthVolume'] },
    )
    .map((stream) => {
      if (stream.kind === 'units') delete stream.monthlyChurnPct;
      return stream;
    });
}

/** One role of the team within the spec's bounds. */
export const roleArbitrary: fc.Arbitrary<StaffRoleInput> = fc.record(
  {
    title: fc.constantFrom('Baker', 'Barista', 'Manager'),
    headcount: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 1000 })),
    monthlySalary: money(1_000_000),
    startMonth: fc.integer({ min: 0, max: 59 }),
    annualRaisePct: fc.oneof(fc.constantFrom(0, 3, 5), fc.double({ min: 0, max: 50, noNaN: true })),
  },
  { requiredKeys: ['title', 'headcount', 'monthlySalary'] },
);

/** One item of the opening shopping list within the spec's bounds. */
export const itemArbitrary: fc.Arbitrary<StartupItemInput> = fc.record({
  name: fc.constantFrom('Oven', 'Fit-out', 'Launch fee', 'Training'),
  amount: money(1_000_000_000),
  kind: fc.constantFrom('asset', 'expense'),
});

const daysArbitrary = fc.oneof(fc.constantFrom(0, 15, 30, 45, 60), fc.integer({ min: 0, max: 180 }));

/** The detailed inputs alone, each present about half the time (streams, roles and items up to their limits). */
export function detailedOnlyArbitrary(years: ProjectionYears): fc.Arbitrary<DetailedProjectionInputs> {
  return fc.record(
    {
      primaryStreamName: fc.constantFrom('Bread', 'Consulting'),
      revenueStreams: fc.array(streamArbitrary(years), { minLength: 0, maxLength: 4 }),
      staffRoles: fc.array(roleArbitrary, { minLength: 0, maxLength: 20 }),
      payrollBurdenPct: fc.oneof(fc.constantFrom(0, 8, 12.5), fc.double({ min: 0, max: 100, noNaN: true })),
      startupItems: fc.array(itemArbitrary, { minLength: 0, maxLength: 30 }),
      receivableDays: daysArbitrary,
      inventoryDays: daysArbitrary,
      payableDays: daysArbitrary,
    },
    { requiredKeys: [] },
  );
}

/**
 * Extended inputs plus any mix of the detailed ones. Plans the size rule refuses (largest yearly figure at
 * 2^52 or more: subscriptions near their bounds) are for the property to skip, as the server refuses them.
 */
export function detailedInputsArbitrary(years: ProjectionYears): fc.Arbitrary<ProjectionInputs> {
  return fc
    .tuple(extendedInputsArbitrary(years), detailedOnlyArbitrary(years))
    .map(([inputs, detailed]) => ({ ...inputs, ...detailed }));
}

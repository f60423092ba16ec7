// The extended engine's time: project with loans, tax, depreciation, draws and seasonality over 3 and 5
// years, the detailed model on top of them (streams, a team, start-up items, working capital), and the
// what-if panel's work (projectScenarios + full sensitivity). Run with
// `npx tsx bench/engine-extended.bench.ts`; prints microseconds per call.

import { project, projectScenarios, sensitivity, type ProjectionInputs } from '@trajectory/engine';

const DURATION_MS = 1500;
const VARIANTS = 97;

function makeInputs(i: number, years: 3 | 5): ProjectionInputs {
  return {
    unitPrice: 20 + (i % 50),
    firstMonthSales: 100 + ((i * 37) % 900),
    startMonth: i % 13,
    growthRate: [0, 0.1, 0.2, 0.5][i % 4] as number,
    costPerItem: 5 + (i % 10),
    salaries: 3000 + ((i * 19) % 5000),
    advertising: 500,
    rent: 1500 + (i % 7) * 100,
    utilities: 250,
    otherExpenses: 300,
    startupCost: 40_000 + i * 100,
    initialCash: 10_000,
    projectionYears: years,
    loans: [
      { amount: 50_000, annualRatePct: 8, termMonths: 60, startMonth: 0 },
      { amount: 20_000 + i, annualRatePct: 6.5, termMonths: 36, startMonth: 14 },
    ],
    incomeTaxRatePct: 21,
    usefulLifeYears: 7,
    ownerDrawMonthly: 2000,
    ownerDrawStartMonth: 12,
    seasonalityWeights: [80, 70, 85, 90, 95, 100, 100, 105, 95, 110, 140, 210],
    firstCalendarMonth: 1 + (i % 12),
  };
}

/**
 * The detailed model on top (issue #25): stream 0 and four more (two subscriptions), 20 roles with a
 * payroll burden, a start-up list of 10 items, and receivable, stock and payable days.
 */
function makeDetailedInputs(i: number, years: 3 | 5): ProjectionInputs {
  return {
    ...makeInputs(i, years),
    primaryStreamName: 'Bread',
    revenueStreams: [
      {
        name: 'Cakes',
        kind: 'units',
        price: 30,
        unitCost: 9,
        firstMonthVolume: 80 + (i % 40),
        annualGrowthPct: 15,
      },
      {
        name: 'Coffee subscription',
        kind: 'subscription',
        price: 25,
        unitCost: 6,
        firstMonthVolume: 40 + (i % 20),
        startMonth: 2,
        annualGrowthPct: 20,
        monthlyChurnPct: 4,
      },
      { name: 'Catering', kind: 'units', price: 400, unitCost: 180, firstMonthVolume: 3, startMonth: 6 },
      {
        name: 'Classes',
        kind: 'subscription',
        price: 60,
        unitCost: 10,
        firstMonthVolume: 10,
        monthlyChurnPct: 12.5,
      },
    ],
    staffRoles: Array.from({ length: 20 }, (_, r) => ({
      title: `Role ${r + 1}`,
      headcount: 1 + (r % 3),
      monthlySalary: 2500 + 100 * r + (i % 10),
      startMonth: r % 18,
      annualRaisePct: r % 2 === 0 ? 3 : 4.5,
    })),
    payrollBurdenPct: 8,
    startupItems: Array.from({ length: 10 }, (_, k) => ({
      name: `Item ${k + 1}`,
      amount: 1000 * (k + 1) + i,
      kind: k % 3 === 0 ? ('expense' as const) : ('asset' as const),
    })),
    receivableDays: 45,
    inventoryDays: 30,
    payableDays: 20,
  };
}

function time(label: string, run: (i: number) => number): void {
  let count = 0;
  let checksum = 0;
  for (let i = 0; i < 200; i += 1) checksum += run(i % VARIANTS); // warm-up
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < DURATION_MS) {
    for (let batch = 0; batch < 10; batch += 1) checksum += run(count++ % VARIANTS);
    elapsed = performance.now() - start;
  }
  const micro = ((elapsed * 1000) / count).toFixed(1);
  console.log(
    `${label}: ${micro} µs per call (${count.toLocaleString('en-US')} calls; checksum ${checksum})`,
  );
}

time('project, extended inputs, 3 years', (i) => project(makeInputs(i, 3)).metrics.fundingGap);
time('project, extended inputs, 5 years', (i) => project(makeInputs(i, 5)).metrics.fundingGap);
time('projectScenarios + sensitivity, 3 years', (i) => {
  const inputs = makeInputs(i, 3);
  return projectScenarios(inputs).base.fundingGap + sensitivity(inputs).length;
});
time('projectScenarios + sensitivity, 5 years', (i) => {
  const inputs = makeInputs(i, 5);
  return projectScenarios(inputs).base.fundingGap + sensitivity(inputs).length;
});
time(
  'project, detailed inputs (5 streams, 20 roles, working capital), 3 years',
  (i) => project(makeDetailedInputs(i, 3)).metrics.fundingGap,
);
time(
  'project, detailed inputs (5 streams, 20 roles, working capital), 5 years',
  (i) => project(makeDetailedInputs(i, 5)).metrics.fundingGap,
);
time('projectScenarios + sensitivity (~56 drivers), detailed, 5 years', (i) => {
  const inputs = makeDetailedInputs(i, 5);
  return projectScenarios(inputs).base.fundingGap + sensitivity(inputs).length;
});

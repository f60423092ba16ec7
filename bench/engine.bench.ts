// Throughput of the projection engine: normalise and project varied questionnaires for about two seconds.
// Run with `npx tsx bench/engine.bench.ts`; prints projections per second and microseconds per projection.

import { normalizeQuestionnaire, project } from '@trajectory/engine';

const DURATION_MS = 2000;
const WARM_UP_MS = 300;
const VARIANTS = 997; // prime, so the variations below do not fall into step with each other

/** Deterministic, varied questionnaires: newer and legacy names, strings and numbers, every start month. */
function makeSections(i: number): Record<string, unknown> {
  const price = 5 + ((i * 37) % 500) + (i % 100) / 100;
  const units = 1 + ((i * 53) % 2000);
  const growth = [0, 10, 20, 30, 100, (i * 7) % 1000][i % 6] as number;
  const expenses = {
    monthlyAdvertising: (i * 11) % 2000,
    monthlyRent: 500 + ((i * 29) % 5000),
    monthlyUtilities: String((i * 3) % 400),
    monthlyInsurance: i % 4 === 0 ? '' : (i * 13) % 900,
  };
  if (i % 5 === 0) {
    // A legacy record: products[0], growth as a fraction in revenueInfo, legacy expense and equity names.
    return {
      productsServices: { products: [{ unitPrice: String(price), unitsPerMonth: String(units) }] },
      revenueInfo: { startMonth: String(i % 13), growthRate: growth / 100 },
      expenseInfo: { ...expenses, cogs: price * 0.4, monthlyOwnerSalary: 2000 + (i % 7) * 500 },
      assetInfo: { fixedAssets: (i * 101) % 50_000 },
      equityInfo: { initialInvestment: (i * 211) % 100_000 },
    };
  }
  return {
    productsServices: { unitPrice: price },
    salesVolume: { firstMonthSales: units },
    revenueInfo: { startMonth: String(i % 13) },
    growthRate: { annualGrowthRate: growth },
    operationalCosts: { costPerItem: price * (((i * 17) % 90) / 100) },
    expenseInfo: { ...expenses, ownerSalary: 1500 + ((i * 19) % 8000) },
    assetInfo: { oneTimePurchases: (i * 97) % 80_000 },
    equityInfo: { initialCash: (i * 89) % 150_000 },
  };
}

const questionnaires = Array.from({ length: VARIANTS }, (_, i) => makeSections(i));

/** Runs projections until the time is up; the checksum keeps the work from being optimised away. */
function runFor(milliseconds: number): { count: number; elapsed: number; checksum: number } {
  let count = 0;
  let checksum = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < milliseconds) {
    for (let batch = 0; batch < 100; batch += 1) {
      const result = normalizeQuestionnaire(questionnaires[count % VARIANTS], { completed: true });
      if (!result.ok)
        throw new Error(`bench input ${count % VARIANTS} is invalid: ${JSON.stringify(result.errors)}`);
      checksum += project(result.inputs).profitLoss.netProfit.year3;
      count += 1;
    }
    elapsed = performance.now() - start;
  }
  return { count, elapsed, checksum };
}

runFor(WARM_UP_MS);
const { count, elapsed, checksum } = runFor(DURATION_MS);
const perSecond = Math.round((count / elapsed) * 1000);
const microseconds = ((elapsed * 1000) / count).toFixed(1);

console.log(`engine: ${count.toLocaleString('en-US')} projections in ${(elapsed / 1000).toFixed(2)} s`);
console.log(`engine: ${perSecond.toLocaleString('en-US')} projections/s, ${microseconds} µs per projection`);
console.log(
  `(normalizeQuestionnaire + project over ${VARIANTS} varied questionnaires; checksum ${checksum})`,
);

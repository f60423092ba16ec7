// Without any extended input, every figure equals the engine as it was before the extended model.

import { describe, expect, it } from 'vitest';
import { project } from '../src/index';
import recorded from './baseline/today-digests.json';
import { baselineInputs, canonical, digest } from './baseline/today-inputs';

/**
 * The keys the extended and the detailed model added; the recorded figures predate them, so the digest
 * leaves them out (the digest of the old keys is unchanged) and the next test checks they are all 0.
 */
const EXTENDED_KEYS = new Set([
  'projectionYears',
  'depreciation',
  'interestExpense',
  'profitBeforeTax',
  'incomeTax',
  'loanProceeds',
  'loanRepayments',
  'ownerDraws',
  'accumulatedDepreciation',
  'netFixedAssets',
  'loans',
  'debtServiceCoverage',
  'principalRepaid',
  'ownerDraw',
  'loanBalance',
  'seasonalLossMonths',
  // The detailed model's lines (a team, start-up expenses, payment terms).
  'staffWages',
  'payrollTaxesBenefits',
  'startupExpenses',
  'changeInReceivables',
  'changeInInventory',
  'changeInPayables',
  'accountsReceivable',
  'inventory',
  'accountsPayable',
]);

/**
 * What a lender reads of a plan (sources and uses, the equity share, the checks): derived from the
 * figures above, so the recorded digests leave them out, and they are not 0 without extended inputs.
 */
const LENDER_VIEW_KEYS = new Set(['sourcesAndUses', 'equityInjectionPct', 'lenderChecks']);

/**
 * Whole parts of the projection the detailed model added that repeat figures already recorded: the first
 * 24 displayed months (a slice of roundedMonths) and the revenue by stream, yearly and monthly (one stream:
 * the revenue and cost lines, and the rounded months' revenue, cost and units). Left out of the digest; the last test checks what they must equal.
 */
const REPEATING_KEYS = new Set(['displayedMonths', 'revenueStreams', 'revenueStreamMonths']);
const DIGEST_SKIP = new Set([...EXTENDED_KEYS, ...REPEATING_KEYS, ...LENDER_VIEW_KEYS]);

/** Extended keys whose value is not 0 without extended inputs, and the line each then equals. */
const EQUAL_TO: Record<string, string> = {
  profitBeforeTax: 'netProfit',
  netFixedAssets: 'fixedAssets',
};

/**
 * Every value under an extended key that must be 0 (or null for coverage) without extended inputs, and
 * a problem for each line of EQUAL_TO that differs from the line beside it.
 */
function extendedValues(node: unknown, problems: string[], inside = false, out: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((item) => extendedValues(item, problems, inside, out));
  else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    for (const [key, other] of Object.entries(EQUAL_TO)) {
      if (key in record && canonical(record[key]) !== canonical(record[other])) {
        problems.push(`${key} ${canonical(record[key])} is not ${other}`);
      }
    }
    for (const [key, value] of Object.entries(record)) {
      if (
        key !== 'projectionYears' &&
        !(key in EQUAL_TO) &&
        !LENDER_VIEW_KEYS.has(key) &&
        !REPEATING_KEYS.has(key)
      ) {
        extendedValues(value, problems, inside || EXTENDED_KEYS.has(key), out);
      }
    }
  } else if (inside) out.push(node);
  return out;
}

describe("today's figures", () => {
  const inputs = baselineInputs();

  it('projects 2,000 seeded base inputs to exactly the recorded figures', () => {
    expect(recorded.digests).toHaveLength(inputs.length);
    const differing = inputs
      .map((input, i) => (digest(canonical(project(input), DIGEST_SKIP)) === recorded.digests[i] ? null : i))
      .filter((i) => i !== null);
    expect(differing).toEqual([]);
  }, 60_000);

  it('gives 0 in every extended line, profit before tax = net profit, no coverage, three years only', () => {
    const problems: string[] = [];
    inputs.forEach((input, i) => {
      const projection = project(input);
      const values = new Set(extendedValues(projection, problems));
      values.delete(0);
      values.delete(null);
      if (values.size > 0) problems.push(`input ${i}: ${[...values].join(', ')}`);
      if (projection.projectionYears !== 3 || projection.years.length !== 3)
        problems.push(`input ${i}: years`);
      if (canonical(projection).includes('year4')) problems.push(`input ${i}: year4`);
    });
    expect(problems).toEqual([]);
  }, 60_000);

  it('notices a changed figure (the check can fail)', () => {
    const changed = project(inputs[1] as (typeof inputs)[number]);
    changed.profitLoss.netProfit.year2 += 1;
    expect(digest(canonical(changed, DIGEST_SKIP))).not.toBe(recorded.digests[1]);
  });

  it('shows the first 24 rounded months, and one stream named "Product/Service" carrying the revenue and cost', () => {
    const problems: string[] = [];
    inputs.forEach((input, i) => {
      const projection = project(input);
      if (canonical(projection.displayedMonths) !== canonical(projection.roundedMonths.slice(0, 24))) {
        problems.push(`input ${i}: displayedMonths`);
      }
      const expected = [
        {
          name: 'Product/Service',
          kind: 'units',
          revenue: projection.profitLoss.productServiceRevenue,
          cost: projection.profitLoss.productServiceCost,
        },
      ];
      if (canonical(projection.revenueStreams) !== canonical(expected)) problems.push(`input ${i}: streams`);
      const monthly = [
        {
          name: 'Product/Service',
          kind: 'units',
          units: projection.roundedMonths.map((month) => month.units),
          revenue: projection.roundedMonths.map((month) => month.revenue),
          cost: projection.roundedMonths.map((month) => month.cogs),
        },
      ];
      if (canonical(projection.revenueStreamMonths) !== canonical(monthly)) {
        problems.push(`input ${i}: stream months`);
      }
    });
    expect(problems).toEqual([]);
  }, 60_000);
});

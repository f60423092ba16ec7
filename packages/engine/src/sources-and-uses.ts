// Sources and uses (spec "Sources and uses, and what a lender checks"): where the opening money comes
// from and what it is for, and the owner's share of it (the equity injection a lender asks for).

import { roundDollars } from './rounding';
import type { ProjectionInputs, SourcesAndUses, SourcesAndUsesRow } from './types';

/** Lenders (the SBA among them) look for the owner to put in at least this percent of the opening money. */
export const EQUITY_INJECTION_MINIMUM_PCT = 10;

/** The loans received at the opening (startMonth 0), each rounded, with their position among all loans. */
function openingLoans(inputs: ProjectionInputs): { position: number; amount: number }[] {
  return (inputs.loans ?? []).flatMap((loan, k) =>
    loan.startMonth === 0 ? [{ position: k + 1, amount: roundDollars(loan.amount) }] : [],
  );
}

/** Σ roundDollars(amount) of the loans with startMonth 0 (loans₀ in the spec). */
export function openingBorrowing(inputs: ProjectionInputs): number {
  return openingLoans(inputs).reduce((sum, loan) => sum + loan.amount, 0);
}

/**
 * Sources: "Owner's cash" roundDollars(C), then each loan received at the opening as "Loan k". Uses: each
 * start-up item, or without items "One-time purchases" roundDollars(S); then "Working capital", the cash
 * left once every item is paid ("Shortfall" when negative, with its sign). The totals are equal.
 */
export function sourcesAndUses(inputs: ProjectionInputs): SourcesAndUses {
  const sources: SourcesAndUsesRow[] = [
    { name: "Owner's cash", kind: 'ownerCash', amount: roundDollars(inputs.initialCash) },
    ...openingLoans(inputs).map(({ position, amount }): SourcesAndUsesRow => ({
      name: `Loan ${position}`,
      kind: 'loan',
      amount,
    })),
  ];
  const totalSources = sum(sources);
  const items = inputs.startupItems ?? [];
  const spending: SourcesAndUsesRow[] =
    items.length > 0
      ? items.map((item) => ({ name: item.name, kind: item.kind, amount: roundDollars(item.amount) }))
      : [{ name: 'One-time purchases', kind: 'purchases', amount: roundDollars(inputs.startupCost) }];
  const left = totalSources - sum(spending);
  const uses: SourcesAndUsesRow[] = [
    ...spending,
    left < 0
      ? { name: 'Shortfall', kind: 'shortfall', amount: left }
      : { name: 'Working capital', kind: 'workingCapital', amount: left },
  ];
  return { uses, sources, totalUses: sum(uses), totalSources };
}

/**
 * 100 × roundDollars(C) / (roundDollars(C) + the loans at opening), unrounded; null without a loan at
 * the opening (nothing borrowed, so no share to ask about).
 */
export function equityInjectionPct(inputs: ProjectionInputs): number | null {
  const loans = openingLoans(inputs);
  if (loans.length === 0) return null;
  const owner = roundDollars(inputs.initialCash);
  const total = owner + openingBorrowing(inputs);
  return total === 0 ? null : (100 * owner) / total;
}

function sum(rows: readonly SourcesAndUsesRow[]): number {
  return rows.reduce((total, row) => total + row.amount, 0);
}

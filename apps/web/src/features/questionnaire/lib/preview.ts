// The live preview's figures, computed in the browser by the same engine the server uses.
import {
  loanKey,
  loanToCloseGap,
  MAX_LOANS,
  normalizeQuestionnaire,
  project,
  readNumber,
} from '@trajectory/engine';
import { toSections, type Answers } from './answers';

export type Preview =
  | { kind: 'waiting' }
  | { kind: 'invalid'; message: string }
  | {
      kind: 'ready';
      year1Revenue: number;
      year3Revenue: number;
      year1NetProfit: number;
      /** 0-based; shown as 'Month n + 1'. */
      breakEvenMonth: number | null;
      fundingGap: number;
    };

/** Nothing to show until there is a price and a first month of sales. */
export function computePreview(answers: Answers): Preview {
  const sections = toSections(answers);
  if (readNumber(sections, 'unitPrice') === null || readNumber(sections, 'firstMonthSales') === null) {
    return { kind: 'waiting' };
  }
  const result = normalizeQuestionnaire(sections, { completed: false });
  if (!result.ok) return { kind: 'invalid', message: result.errors[0]?.message ?? 'Check your answers.' };
  const { metrics } = project(result.inputs);
  return {
    kind: 'ready',
    year1Revenue: metrics.year1Revenue,
    year3Revenue: metrics.year3Revenue,
    year1NetProfit: metrics.year1NetProfit,
    breakEvenMonth: metrics.breakEvenMonth,
    fundingGap: metrics.fundingGap,
  };
}

/** "Add a loan": the first free loan of the lender step filled with the smallest loan closing the gap. */
export type LoanSuggestion = { kind: 'loan'; patch: Partial<Answers> } | { kind: 'none'; reason: string };

export function suggestLoan(answers: Answers): LoanSuggestion {
  const result = normalizeQuestionnaire(toSections(answers), { completed: false });
  if (!result.ok) return { kind: 'none', reason: result.errors[0]?.message ?? 'Check your answers.' };
  const free = Array.from({ length: MAX_LOANS }, (_, i) => i + 1).find(
    (n) => answers[loanKey(n, 'amount')].trim() === '',
  );
  if (free === undefined) return { kind: 'none', reason: `A plan holds at most ${MAX_LOANS} loans.` };
  const closing = loanToCloseGap(result.inputs);
  if (closing.amount === null) return { kind: 'none', reason: closing.reason };
  const { loan } = closing;
  return {
    kind: 'loan',
    patch: {
      [loanKey(free, 'amount')]: String(loan.amount),
      [loanKey(free, 'annualRatePct')]: String(loan.annualRatePct),
      [loanKey(free, 'termMonths')]: String(loan.termMonths),
      [loanKey(free, 'startMonth')]: String(loan.startMonth),
    },
  };
}

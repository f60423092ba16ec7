// The live preview's figures, computed in the browser by the same engine the server uses.
import {
  loanToCloseGap,
  maxCountOf,
  normalizeQuestionnaire,
  project,
  readNumber,
  type ProjectionYears,
} from '@trajectory/engine';
import { tooLargeToProject, yearKeysOf } from '@trajectory/contracts/statements';
import { toSections, type Answers } from './answers';

export type Preview =
  | { kind: 'waiting' }
  | { kind: 'invalid'; message: string }
  | {
      kind: 'ready';
      year1Revenue: number;
      /** The last year projected: 3, or 5 on a five-year plan. */
      finalYear: number;
      finalYearRevenue: number;
      year1NetProfit: number;
      /** 0-based; shown as 'Month n + 1'. */
      breakEvenMonth: number | null;
      fundingGap: number;
    };

/**
 * Nothing to show until there is a price and a first month of sales. `years`: the held plan's (H = 12 ×
 * years); five-year figures the server would refuse get its message.
 */
export function computePreview(answers: Answers, years: ProjectionYears = 3): Preview {
  const sections = toSections(answers);
  if (readNumber(sections, 'unitPrice') === null || readNumber(sections, 'firstMonthSales') === null) {
    return { kind: 'waiting' };
  }
  const result = normalizeQuestionnaire(sections, { completed: false });
  if (!result.ok) return { kind: 'invalid', message: result.errors[0]?.message ?? 'Check your answers.' };
  const inputs = { ...result.inputs, projectionYears: years };
  const projection = project(inputs);
  const tooLarge = tooLargeToProject(inputs, projection);
  if (tooLarge) return { kind: 'invalid', message: tooLarge.message };
  const { metrics } = projection;
  const finalKey = yearKeysOf(projection.projectionYears).at(-1) ?? 'year3';
  return {
    kind: 'ready',
    year1Revenue: metrics.year1Revenue,
    finalYear: projection.projectionYears,
    finalYearRevenue: projection.profitLoss.totalRevenue[finalKey] ?? metrics.year3Revenue,
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
  // The first loan without an amount is filled in, else a new one is added.
  const free = answers.loans.findIndex((loan) => loan.amount.trim() === '');
  const max = maxCountOf('loans');
  if (free === -1 && answers.loans.length >= max)
    return { kind: 'none', reason: `A plan holds at most ${max} loans.` };
  const closing = loanToCloseGap(result.inputs);
  if (closing.amount === null) return { kind: 'none', reason: closing.reason };
  const { loan } = closing;
  const suggested = {
    amount: String(loan.amount),
    annualRatePct: String(loan.annualRatePct),
    termMonths: String(loan.termMonths),
    startMonth: String(loan.startMonth),
  };
  const loans = [...answers.loans];
  loans.splice(free === -1 ? loans.length : free, 1, suggested);
  return { kind: 'loan', patch: { loans } };
}

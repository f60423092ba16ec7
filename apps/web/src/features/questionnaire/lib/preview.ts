// The live preview's figures, computed in the browser by the same engine the server uses.
import { normalizeQuestionnaire, project, readNumber } from '@trajectory/engine';
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

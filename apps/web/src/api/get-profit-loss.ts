// GET /api/profit-loss/questionnaire/{id}, or /api/profit-loss/{prospectId} for the prospect's latest.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfitLossResponse, type TProfitLossResponse } from '@trajectory/contracts/statements';
import { getJson, queryKeyToUrl } from '@/lib/api';

type ProfitLossTarget = { prospectId: string; questionnaireId?: string | null };

function profitLossKey({ prospectId, questionnaireId }: ProfitLossTarget) {
  return questionnaireId
    ? (['/api/profit-loss/questionnaire', questionnaireId] as const)
    : (['/api/profit-loss', prospectId] as const);
}

export async function getProfitLoss(target: ProfitLossTarget): Promise<TProfitLossResponse> {
  return ZProfitLossResponse.parse(await getJson(queryKeyToUrl(profitLossKey(target))));
}

export const profitLossQueryOptions = (target: ProfitLossTarget) =>
  queryOptions({
    queryKey: profitLossKey(target),
    queryFn: () => getProfitLoss(target),
    // A newer questionnaire changes "the prospect's latest", so the figures are re-read on each visit.
    staleTime: 0,
  });

export function useProfitLoss(target: ProfitLossTarget) {
  return useQuery(profitLossQueryOptions(target));
}

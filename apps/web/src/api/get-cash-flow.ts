// GET /api/cash-flow/questionnaire/{id}, or /api/cash-flow/{prospectId} for the prospect's latest; 403 on a Simple plan.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCashFlowResponse, type TCashFlowResponse } from '@trajectory/contracts/statements';
import { getJson, queryKeyToUrl } from '@/lib/api';

type CashFlowTarget = { prospectId: string; questionnaireId?: string | null };

function cashFlowKey({ prospectId, questionnaireId }: CashFlowTarget) {
  return questionnaireId
    ? (['/api/cash-flow/questionnaire', questionnaireId] as const)
    : (['/api/cash-flow', prospectId] as const);
}

export async function getCashFlow(target: CashFlowTarget): Promise<TCashFlowResponse> {
  return ZCashFlowResponse.parse(await getJson(queryKeyToUrl(cashFlowKey(target))));
}

export const cashFlowQueryOptions = (target: CashFlowTarget) =>
  queryOptions({ queryKey: cashFlowKey(target), queryFn: () => getCashFlow(target), staleTime: 0 });

export function useCashFlow(target: CashFlowTarget) {
  return useQuery(cashFlowQueryOptions(target));
}

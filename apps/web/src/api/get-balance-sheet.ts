// GET /api/balance-sheet/questionnaire/{id}, or /api/balance-sheet/{prospectId} for the prospect's latest; 403 on a Simple plan.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBalanceSheetResponse, type TBalanceSheetResponse } from '@trajectory/contracts/statements';
import { getJson, queryKeyToUrl } from '@/lib/api';

type BalanceSheetTarget = { prospectId: string; questionnaireId?: string | null };

function balanceSheetKey({ prospectId, questionnaireId }: BalanceSheetTarget) {
  return questionnaireId
    ? (['/api/balance-sheet/questionnaire', questionnaireId] as const)
    : (['/api/balance-sheet', prospectId] as const);
}

export async function getBalanceSheet(target: BalanceSheetTarget): Promise<TBalanceSheetResponse> {
  return ZBalanceSheetResponse.parse(await getJson(queryKeyToUrl(balanceSheetKey(target))));
}

export const balanceSheetQueryOptions = (target: BalanceSheetTarget) =>
  queryOptions({ queryKey: balanceSheetKey(target), queryFn: () => getBalanceSheet(target), staleTime: 0 });

export function useBalanceSheet(target: BalanceSheetTarget) {
  return useQuery(balanceSheetQueryOptions(target));
}

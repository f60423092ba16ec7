// GET /api/questionnaires/{id}/versions/{number}: one version's answers with its figures as today's engine
// computes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVersionDetail, type TVersionDetail } from '@trajectory/contracts/versions';
import { getJson, queryKeyToUrl } from '@/lib/api';
import { versionsQueryKey } from './get-versions';

export const versionQueryKey = (questionnaireId: string, number: number) =>
  [...versionsQueryKey(questionnaireId), number] as const;

export async function getVersion(questionnaireId: string, number: number): Promise<TVersionDetail> {
  return ZVersionDetail.parse(await getJson(queryKeyToUrl(versionQueryKey(questionnaireId, number))));
}

export function useVersion(questionnaireId: string, number: number) {
  return useQuery(
    queryOptions({
      queryKey: versionQueryKey(questionnaireId, number),
      queryFn: () => getVersion(questionnaireId, number),
    }),
  );
}

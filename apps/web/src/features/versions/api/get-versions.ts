// GET /api/questionnaires/{id}/versions: every saved state of a completed plan's answers, oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVersionList, type TVersionList } from '@trajectory/contracts/versions';
import { getJson, queryKeyToUrl } from '@/lib/api';

/** Under the questionnaire's own key, so whatever re-reads the questionnaire re-reads its versions too. */
export const versionsQueryKey = (questionnaireId: string) =>
  ['/api/questionnaires', questionnaireId, 'versions'] as const;

export async function getVersions(questionnaireId: string): Promise<TVersionList> {
  return ZVersionList.parse(await getJson(queryKeyToUrl(versionsQueryKey(questionnaireId))));
}

export const versionsQueryOptions = (questionnaireId: string) =>
  queryOptions({
    queryKey: versionsQueryKey(questionnaireId),
    queryFn: () => getVersions(questionnaireId),
    // Every save of the plan (here, in the wizard, by staff) adds one: read anew on each visit.
    staleTime: 0,
  });

export function useVersions(questionnaireId: string | null) {
  return useQuery({ ...versionsQueryOptions(questionnaireId ?? ''), enabled: Boolean(questionnaireId) });
}

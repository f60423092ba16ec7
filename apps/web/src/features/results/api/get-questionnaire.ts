// GET /api/questionnaires/{id}: the answers behind a projection, for the inputs summary.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuestionnaire, type TQuestionnaire } from '@trajectory/contracts/questionnaires';
import { getJson, queryKeyToUrl } from '@/lib/api';

export async function getQuestionnaire(questionnaireId: string): Promise<TQuestionnaire> {
  return ZQuestionnaire.parse(await getJson(queryKeyToUrl(['/api/questionnaires', questionnaireId])));
}

export const questionnaireQueryOptions = (questionnaireId: string) =>
  queryOptions({
    queryKey: ['/api/questionnaires', questionnaireId],
    queryFn: () => getQuestionnaire(questionnaireId),
    staleTime: 0,
  });

export function useQuestionnaire(questionnaireId: string | null | undefined) {
  return useQuery({ ...questionnaireQueryOptions(questionnaireId ?? ''), enabled: Boolean(questionnaireId) });
}

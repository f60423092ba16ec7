// GET /api/questionnaires/{id}: one questionnaire with its sections.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuestionnaire, type TQuestionnaire } from '@trajectory/contracts/questionnaires';
import { getJson, queryKeyToUrl } from '@/lib/api';

export const questionnaireQueryKey = (id: string) => ['/api/questionnaires', id] as const;

export async function getQuestionnaire(id: string): Promise<TQuestionnaire> {
  return ZQuestionnaire.parse(await getJson(queryKeyToUrl(questionnaireQueryKey(id))));
}

export const questionnaireQueryOptions = (id: string) =>
  queryOptions({ queryKey: questionnaireQueryKey(id), queryFn: () => getQuestionnaire(id), staleTime: 0 });

export function useQuestionnaire(id: string | null | undefined) {
  return useQuery({ ...questionnaireQueryOptions(id ?? ''), enabled: Boolean(id) });
}

// GET /api/questionnaires/prospect/{prospectId}: a prospect's questionnaires, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuestionnaireList, type TQuestionnaire } from '@trajectory/contracts/questionnaires';
import { getJson, queryKeyToUrl } from '@/lib/api';

export const prospectQuestionnairesQueryKey = (prospectId: string) =>
  ['/api/questionnaires/prospect', prospectId] as const;

export async function getProspectQuestionnaires(prospectId: string): Promise<TQuestionnaire[]> {
  return ZQuestionnaireList.parse(await getJson(queryKeyToUrl(prospectQuestionnairesQueryKey(prospectId))));
}

export const prospectQuestionnairesQueryOptions = (prospectId: string) =>
  queryOptions({
    queryKey: prospectQuestionnairesQueryKey(prospectId),
    queryFn: () => getProspectQuestionnaires(prospectId),
    staleTime: 0,
  });

export function useProspectQuestionnaires(prospectId: string, { enabled = true } = {}) {
  return useQuery({ ...prospectQuestionnairesQueryOptions(prospectId), enabled });
}

/** "The first completed questionnaire" of the purchasing spec: lists are newest first, so the latest. */
export function latestCompleted(questionnaires: readonly TQuestionnaire[]): TQuestionnaire | undefined {
  return questionnaires.find((questionnaire) => questionnaire.isCompleted);
}

// GET /api/questionnaires/prospect/{prospectId}: the prospect's questionnaires, newest first.
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
  });

export function useProspectQuestionnaires(prospectId: string, { enabled = true } = {}) {
  return useQuery({ ...prospectQuestionnairesQueryOptions(prospectId), enabled });
}

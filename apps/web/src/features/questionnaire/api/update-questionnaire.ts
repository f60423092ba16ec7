// PUT /api/questionnaires/{id}: save the sections of an existing questionnaire (isCompleted true completes it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZQuestionnaire,
  type TQuestionnaire,
  type TUpdateQuestionnaireRequest,
} from '@trajectory/contracts/questionnaires';
import { apiRequest, queryKeyToUrl } from '@/lib/api';
import { prospectQuestionnairesQueryKey } from '@/api/get-prospect-questionnaires';
import { questionnaireQueryKey } from '@/api/get-questionnaire';

export type UpdateQuestionnaireInput = { id: string; input: TUpdateQuestionnaireRequest };

export async function updateQuestionnaire({ id, input }: UpdateQuestionnaireInput): Promise<TQuestionnaire> {
  const res = await apiRequest('PUT', queryKeyToUrl(questionnaireQueryKey(id)), input);
  return ZQuestionnaire.parse(await res.json());
}

export function useUpdateQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuestionnaire,
    onSuccess: (questionnaire) => {
      queryClient.setQueryData(questionnaireQueryKey(questionnaire.id), questionnaire);
      return queryClient.invalidateQueries({
        queryKey: prospectQuestionnairesQueryKey(questionnaire.prospectId),
      });
    },
  });
}

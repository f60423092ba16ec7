// PUT /api/questionnaires/{id}/answers: the founder's correction of a generated plan, one request from the
// review step's "Save changes"; it never uses a report credit. Every page of the plan reads anew afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZQuestionnaire,
  type TCorrectAnswersRequest,
  type TQuestionnaire,
} from '@trajectory/contracts/questionnaires';
import { apiRequest, queryKeyToUrl } from '@/lib/api';
import { questionnaireQueryKey } from '@/api/get-questionnaire';

export type CorrectAnswersInput = { id: string; input: TCorrectAnswersRequest };

export async function correctAnswers({ id, input }: CorrectAnswersInput): Promise<TQuestionnaire> {
  const res = await apiRequest('PUT', `${queryKeyToUrl(questionnaireQueryKey(id))}/answers`, input);
  return ZQuestionnaire.parse(await res.json());
}

export function useCorrectAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctAnswers,
    onSuccess: (questionnaire) => {
      queryClient.setQueryData(questionnaireQueryKey(questionnaire.id), questionnaire);
      // The statements, charts, assessment and lists of this plan all follow the new answers.
      return queryClient.invalidateQueries();
    },
  });
}

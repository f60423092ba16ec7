// POST /api/questionnaires: store a questionnaire (completed when the wizard generates its reports).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZQuestionnaire,
  type TCreateQuestionnaireRequest,
  type TQuestionnaire,
} from '@trajectory/contracts/questionnaires';
import { apiRequest } from '@/lib/api';
import { prospectQuestionnairesQueryKey } from '@/api/get-prospect-questionnaires';
import { questionnaireQueryKey } from '@/api/get-questionnaire';

export async function createQuestionnaire(input: TCreateQuestionnaireRequest): Promise<TQuestionnaire> {
  const res = await apiRequest('POST', '/api/questionnaires', input);
  return ZQuestionnaire.parse(await res.json());
}

export function useCreateQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestionnaire,
    onSuccess: (questionnaire) => {
      queryClient.setQueryData(questionnaireQueryKey(questionnaire.id), questionnaire);
      return queryClient.invalidateQueries({
        queryKey: prospectQuestionnairesQueryKey(questionnaire.prospectId),
      });
    },
  });
}

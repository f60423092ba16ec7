// POST /api/questionnaire/complete: generate what the plan includes and learn where to go next.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompleteQuestionnaireResponse } from '@trajectory/contracts/visitor';
import { apiRequest } from '@/lib/api';
import { prospectQueryKey } from '@/api/get-prospect';

export type CompleteQuestionnaireInput = { questionnaireId: string; productCode: string; prospectId: string };

/** Not parsed strictly: an unknown flow must still reach the modal's fallback (visitor.md section 4). */
export async function completeQuestionnaire({
  questionnaireId,
  productCode,
}: CompleteQuestionnaireInput): Promise<TCompleteQuestionnaireResponse> {
  const res = await apiRequest('POST', '/api/questionnaire/complete', { questionnaireId, productCode });
  return (await res.json()) as TCompleteQuestionnaireResponse;
}

export function useCompleteQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeQuestionnaire,
    onSuccess: (_result, { prospectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: prospectQueryKey(prospectId) }),
        queryClient.invalidateQueries({ queryKey: ['/api/reports/prospect', prospectId] }),
      ]),
  });
}

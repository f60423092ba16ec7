// POST /api/assessments {questionnaireId}: asks the server to write the assessment. The endpoint may not
// exist yet (NOT_FOUND): any refusal leaves the page showing that the assessment is on its way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isConflict, isNotFound } from '@/lib/api';
import { assessmentQueryKey } from './get-assessment';

export type StartOutcome = 'started' | 'unavailable';

export async function startAssessment(questionnaireId: string): Promise<StartOutcome> {
  try {
    await apiRequest('POST', '/api/assessments', { questionnaireId });
    return 'started';
  } catch (error) {
    // CONFLICT: one exists or is being written already, which is as good as started.
    if (isConflict(error)) return 'started';
    // NOT_FOUND: this server does not write assessments yet, which is expected, not worth a warning.
    if (!isNotFound(error)) {
      console.warn('The AI assessment could not be started', error);
    }
    return 'unavailable';
  }
}

export function useStartAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAssessment,
    onSuccess: (outcome, questionnaireId) => {
      if (outcome === 'started')
        void queryClient.invalidateQueries({ queryKey: assessmentQueryKey(questionnaireId) });
    },
  });
}

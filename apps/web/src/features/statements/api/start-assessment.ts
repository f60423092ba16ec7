// POST /api/assessments {questionnaireId}: asks the server to write the assessment. The endpoint may not
// exist yet (404/405): any refusal leaves the page showing that the assessment is on its way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
import { assessmentQueryKey } from './get-assessment';

export type StartOutcome = 'started' | 'unavailable';

export async function startAssessment(questionnaireId: string): Promise<StartOutcome> {
  try {
    await apiRequest('POST', '/api/assessments', { questionnaireId });
    return 'started';
  } catch (error) {
    // 409: one exists or is being written already, which is as good as started.
    if (error instanceof ApiError && error.status === 409) return 'started';
    // 404/405: this server does not write assessments yet, which is expected, not worth a warning.
    if (!(error instanceof ApiError && (error.status === 404 || error.status === 405))) {
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

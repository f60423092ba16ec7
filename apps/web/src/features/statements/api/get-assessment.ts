// GET /api/assessments/{questionnaireId}: the AI assessment, or null while none exists (404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAssessment, type TAssessment } from '@trajectory/contracts/assessments';
import { getJson, isNotFound, queryKeyToUrl } from '@/lib/api';

export const POLL_INTERVAL_MS = 5000;

export const assessmentQueryKey = (questionnaireId: string) => ['/api/assessments', questionnaireId] as const;

export async function getAssessment(questionnaireId: string): Promise<TAssessment | null> {
  try {
    return ZAssessment.parse(await getJson(queryKeyToUrl(assessmentQueryKey(questionnaireId))));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

type UseAssessmentOptions = {
  /** Keep asking while none exists yet: generation has been started. */
  pollWhileMissing: boolean;
};

export function useAssessment(questionnaireId: string | null, { pollWhileMissing }: UseAssessmentOptions) {
  return useQuery({
    ...queryOptions({
      queryKey: assessmentQueryKey(questionnaireId ?? ''),
      queryFn: () => getAssessment(questionnaireId ?? ''),
      staleTime: 0,
    }),
    enabled: Boolean(questionnaireId),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data === null) return pollWhileMissing ? POLL_INTERVAL_MS : false;
      return data?.status === 'pending' ? POLL_INTERVAL_MS : false;
    },
  });
}

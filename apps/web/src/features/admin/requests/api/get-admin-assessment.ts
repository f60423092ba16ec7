// GET /api/admin/assessments/{questionnaireId}: one assessment, asked again only while it is being written.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZAssessment, type TAssessment } from '@trajectory/contracts/assessments';
import { getJson, isNotFound } from '@/lib/api';
import { adminRequestsQueryKey } from './get-admin-requests';

/** How often a pending assessment is asked for; generation takes 30 to 60 seconds. */
export const ASSESSMENT_POLL_MS = 3000;

export const adminAssessmentQueryKey = (questionnaireId: string) =>
  ['/api/admin/assessments', questionnaireId] as const;

export async function getAdminAssessment(questionnaireId: string): Promise<TAssessment> {
  return ZAssessment.parse(await getJson(`/api/admin/assessments/${encodeURIComponent(questionnaireId)}`));
}

export function isAssessmentNotFound(err: unknown): boolean {
  return isNotFound(err);
}

export const adminAssessmentQueryOptions = (questionnaireId: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: adminAssessmentQueryKey(questionnaireId),
    queryFn: async () => {
      const before = queryClient.getQueryData<TAssessment>(adminAssessmentQueryKey(questionnaireId));
      const next = await getAdminAssessment(questionnaireId);
      // The requests list shows whether an assessment is ready; refresh it when writing ends.
      if (before?.status === 'pending' && next.status !== 'pending') {
        void queryClient.invalidateQueries({ queryKey: adminRequestsQueryKey });
      }
      return next;
    },
    // Opening the viewer asks again: an edit may have removed the assessment since it was cached.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ASSESSMENT_POLL_MS : false),
  });

export function useAdminAssessment(questionnaireId: string | null, { enabled = true } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...adminAssessmentQueryOptions(questionnaireId ?? '', queryClient),
    enabled: enabled && Boolean(questionnaireId),
  });
}

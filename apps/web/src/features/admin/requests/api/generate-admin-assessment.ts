// POST /api/admin/assessments: starts (or with replace, restarts) an assessment; a 409 loads the existing one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAssessment, type TAssessment } from '@trajectory/contracts/assessments';
import { apiRequest, isConflict } from '@/lib/api';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { adminAssessmentQueryKey, getAdminAssessment } from './get-admin-assessment';
import { adminRequestsQueryKey } from './get-admin-requests';

export type TGenerateAssessmentInput = { questionnaireId: string; replace: boolean };

export async function generateAdminAssessment({
  questionnaireId,
  replace,
}: TGenerateAssessmentInput): Promise<TAssessment> {
  try {
    const res = await apiRequest('POST', '/api/admin/assessments', {
      questionnaireId,
      ...(replace ? { replace: true } : {}),
    });
    return ZAssessment.parse(await res.json());
  } catch (err) {
    // admin.md section 4: CONFLICT (409) means one exists, so the existing one is fetched and shown.
    if (isConflict(err)) return getAdminAssessment(questionnaireId);
    throw err;
  }
}

export const ASSESSMENT_FAILED_FALLBACK =
  'AI analysis failed. Please check your OpenAI API key and try again.';

export function useGenerateAdminAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateAdminAssessment,
    onSuccess: (assessment, { questionnaireId }) => {
      queryClient.setQueryData(adminAssessmentQueryKey(questionnaireId), assessment);
      return queryClient.invalidateQueries({ queryKey: adminRequestsQueryKey });
    },
    onError: (err) => notifyFailure(err, ASSESSMENT_FAILED_FALLBACK, 'Assessment Failed'),
  });
}

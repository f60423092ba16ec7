// PUT /api/admin/questionnaires/{id}: staff save a questionnaire; the server regenerates its reports and removes its assessment.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TAdminUpdateQuestionnaireRequest,
  ZAdminUpdateQuestionnaireResponse,
} from '@trajectory/contracts/admin-requests';
import { balanceSheetQueryOptions } from '@/api/get-balance-sheet';
import { cashFlowQueryOptions } from '@/api/get-cash-flow';
import { profitLossQueryOptions } from '@/api/get-profit-loss';
import { prospectQuestionnairesQueryKey } from '@/api/get-prospect-questionnaires';
import { questionnaireQueryKey } from '@/api/get-questionnaire';
import { apiRequest, isRefusal, isSignedOut } from '@/lib/api';

export type TAdminUpdateQuestionnaireResponse = z.infer<typeof ZAdminUpdateQuestionnaireResponse>;

/** Every staff list of requests is keyed under this prefix, whatever its filters and page. */
export const adminQuestionnairesKeyPrefix = ['/api/admin/questionnaires'] as const;

export type UpdateQuestionnaireInput = {
  id: string;
  prospectId: string;
  sections: TAdminUpdateQuestionnaireRequest;
};

export async function updateAdminQuestionnaire({
  id,
  sections,
}: UpdateQuestionnaireInput): Promise<TAdminUpdateQuestionnaireResponse> {
  const res = await apiRequest('PUT', `/api/admin/questionnaires/${encodeURIComponent(id)}`, sections);
  return (await res.json()) as TAdminUpdateQuestionnaireResponse;
}

/** The cached reads an edit makes stale (admin.md section 7: "After edits, these cached lists are refreshed"). */
export function invalidateAfterEdit(queryClient: QueryClient, { id, prospectId }: UpdateQuestionnaireInput) {
  const statementTarget = { prospectId, questionnaireId: id };
  return Promise.all(
    [
      adminQuestionnairesKeyPrefix,
      profitLossQueryOptions(statementTarget).queryKey,
      balanceSheetQueryOptions(statementTarget).queryKey,
      cashFlowQueryOptions(statementTarget).queryKey,
      questionnaireQueryKey(id),
      ['/api/reports/prospect', prospectId],
      prospectQuestionnairesQueryKey(prospectId),
      ['/api/profit-loss', prospectId],
      ['/api/admin/assessments'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useUpdateAdminQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminQuestionnaire,
    onSuccess: (_data, input) => invalidateAfterEdit(queryClient, input),
  });
}

/** UNAUTHORIZED, or a body saying so, means the staff session has ended (admin.md section 8, "Session expiry"). */
export function isSessionExpired(err: unknown): boolean {
  if (isSignedOut(err)) return true;
  return err instanceof Error && err.message.includes('Authentication required');
}

/** The `field` a 4xx body names, if any. */
export function serverErrorField(err: unknown): string | undefined {
  if (!isRefusal(err)) return undefined;
  try {
    const body: unknown = JSON.parse(err.bodyText);
    if (body && typeof body === 'object' && 'field' in body) {
      const { field } = body as { field: unknown };
      return typeof field === 'string' ? field : undefined;
    }
  } catch {
    // A plain-text body names no field.
  }
  return undefined;
}

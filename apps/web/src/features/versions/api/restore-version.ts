// POST /api/questionnaires/{id}/versions/{number}/restore: brings a version's answers back as a new
// version; the plan's statements, charts and lists all follow, so every cached read is read anew.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRestoreVersionResponse, type TRestoreVersionResponse } from '@trajectory/contracts/versions';
import { apiRequest, queryKeyToUrl } from '@/lib/api';
import { versionQueryKey } from './get-version';

export type RestoreVersionInput = { questionnaireId: string; number: number };

export async function restoreVersion({
  questionnaireId,
  number,
}: RestoreVersionInput): Promise<TRestoreVersionResponse> {
  const res = await apiRequest('POST', `${queryKeyToUrl(versionQueryKey(questionnaireId, number))}/restore`);
  return ZRestoreVersionResponse.parse(await res.json());
}

export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreVersion,
    // As "Save changes" does: the statements (and the full statements page), the questionnaire, the
    // dashboard and this list all follow the restored answers.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

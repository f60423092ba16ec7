// DELETE /api/admin/questionnaires/{id}: removes a request with its reports and assessment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminRequestsQueryKey } from './get-admin-requests';

export async function deleteAdminRequest(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/questionnaires/${encodeURIComponent(id)}`);
}

export function useDeleteAdminRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminRequest,
    // The list and its stats come from the same call, so one invalidation refreshes both.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRequestsQueryKey }),
  });
}

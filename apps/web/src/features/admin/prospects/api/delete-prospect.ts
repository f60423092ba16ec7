// DELETE /api/admin/prospects/:id: removes the prospect with its questionnaires, reports and assessments.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminProspectsBaseKey } from './get-admin-prospects';

export async function deleteProspect(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/prospects/${id}`);
}

export function useDeleteProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProspect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProspectsBaseKey }),
  });
}

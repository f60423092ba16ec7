// PUT /api/admin/prospects/:id/submissions: sets the remaining reports; the server adds its own count.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminProspect, type TAdminProspect } from '@trajectory/contracts/admin-prospects';
import { apiRequest } from '@/lib/api';
import { adminProspectsBaseKey } from './get-admin-prospects';

export async function updateProspectSubmissions({
  id,
  remaining,
}: {
  id: string;
  remaining: number;
}): Promise<TAdminProspect> {
  // Only the number staff entered travels; maxSubmissions = submissionCount + remaining on the server.
  const res = await apiRequest('PUT', `/api/admin/prospects/${id}/submissions`, { remaining });
  return ZAdminProspect.parse(await res.json());
}

export function useUpdateProspectSubmissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProspectSubmissions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProspectsBaseKey }),
  });
}

// PUT /api/admin/prospects/:id/contact: contact status, comments and the last-contacted date.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminProspect,
  type TAdminProspect,
  type TUpdateProspectContactRequest,
} from '@trajectory/contracts/admin-prospects';
import { apiRequest } from '@/lib/api';
import { adminProspectsBaseKey } from './get-admin-prospects';

export async function updateProspectContact({
  id,
  body,
}: {
  id: string;
  body: TUpdateProspectContactRequest;
}): Promise<TAdminProspect> {
  const res = await apiRequest('PUT', `/api/admin/prospects/${id}/contact`, body);
  return ZAdminProspect.parse(await res.json());
}

export function useUpdateProspectContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProspectContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProspectsBaseKey }),
  });
}

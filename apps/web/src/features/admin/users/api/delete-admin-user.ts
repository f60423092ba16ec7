// DELETE /api/admin/users/{id}: removes a staff account; the server keeps at least two.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminUsersQueryKey } from './get-admin-users';

export async function deleteAdminUser(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/admin/users/${id}`);
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    // Refused or not, the list is read again so it shows what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}

// POST /api/admin/users: adds a staff account; the users table is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminUser, type TAdminUser } from '@trajectory/contracts/admin-auth';
import type { TCreateAdminUserRequest } from '@trajectory/contracts/admin-users';
import { apiRequest } from '@/lib/api';
import { adminUsersQueryKey } from './get-admin-users';

export async function createAdminUser(body: TCreateAdminUserRequest): Promise<TAdminUser> {
  const res = await apiRequest('POST', '/api/admin/users', body);
  return ZAdminUser.parse(await res.json());
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}

// POST /api/admin/change-password: the signed-in admin replaces their own password.
import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@trajectory/contracts/admin-users';
import { apiRequest } from '@/lib/api';

export async function changePassword(body: TChangePasswordRequest): Promise<void> {
  await apiRequest('POST', '/api/admin/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

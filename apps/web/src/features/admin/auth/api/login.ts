// POST /api/admin/login: signs a staff member in and stores the session it returns.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TAdminLoginRequest, ZAdminLoginResponse } from '@trajectory/contracts/admin-auth';
import { apiRequest } from '@/lib/api';
import { adminSessionQueryKey, type TAdminSession } from './get-admin-session';

type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponse>;

export async function login(body: TAdminLoginRequest): Promise<TAdminLoginResponse> {
  const res = await apiRequest('POST', '/api/admin/login', body);
  return (await res.json()) as TAdminLoginResponse;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      const session: TAdminSession = { authenticated: true, user: data.user };
      queryClient.setQueryData(adminSessionQueryKey, session);
    },
  });
}

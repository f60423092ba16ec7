// The staff session: GET /api/admin/me, null when nobody is signed in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZAdminMeResponse } from '@trajectory/contracts/admin-auth';
import { getJson } from '@/lib/api';

export type TAdminSession = z.infer<typeof ZAdminMeResponse>;

export const adminSessionQueryKey = ['/api/admin/me'] as const;

export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionQueryKey,
    queryFn: async () => (await getJson('/api/admin/me', 'returnNull')) as TAdminSession | null,
  });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}

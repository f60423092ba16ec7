// GET /api/admin/users: every staff account, for the User Management table.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminUser } from '@trajectory/contracts/admin-auth';
import { ZAdminUserList } from '@trajectory/contracts/admin-users';
import { getJson } from '@/lib/api';

export const adminUsersQueryKey = ['/api/admin/users'] as const;

export async function getAdminUsers(): Promise<TAdminUser[]> {
  return ZAdminUserList.parse(await getJson('/api/admin/users'));
}

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: adminUsersQueryKey, queryFn: getAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}

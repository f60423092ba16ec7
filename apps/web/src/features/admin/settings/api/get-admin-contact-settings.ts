// GET /api/admin/contact-settings: every field of the contact form settings, for staff.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZContactSettings, type TContactSettings } from '@trajectory/contracts/admin-settings';
import { getJson } from '@/lib/api';

export const adminContactSettingsQueryKey = ['/api/admin/contact-settings'] as const;

export async function getAdminContactSettings(): Promise<TContactSettings> {
  return ZContactSettings.parse(await getJson('/api/admin/contact-settings'));
}

export const adminContactSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminContactSettingsQueryKey, queryFn: getAdminContactSettings });

export function useAdminContactSettings() {
  return useQuery(adminContactSettingsQueryOptions());
}

// GET /api/contact-settings: title, description and e-mail of the contact section and page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTACT_PAGE_DEFAULTS,
  ZPublicContactSettings,
  type TPublicContactSettings,
} from '@trajectory/contracts/site';
import { getJson } from '@/lib/api';
import { FIVE_MINUTES } from '@/lib/query-client';

/** Shown while the settings load or when they are unavailable (visitor.md, contact page). */
export const CONTACT_FALLBACK = {
  title: CONTACT_PAGE_DEFAULTS.contactFormTitle,
  description: CONTACT_PAGE_DEFAULTS.contactFormDescription,
} as const;

export async function getContactSettings(): Promise<TPublicContactSettings> {
  return ZPublicContactSettings.parse(await getJson('/api/contact-settings'));
}

export const contactSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/contact-settings'], queryFn: getContactSettings, staleTime: FIVE_MINUTES });

export function useContactSettings() {
  return useQuery(contactSettingsQueryOptions());
}

// GET /api/admin/contact-messages: what visitors sent through the contact form, newest first, paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZContactMessagesResponse } from '@trajectory/contracts/admin-settings';
import { getJson } from '@/lib/api';

export type TContactMessagesPage = z.infer<typeof ZContactMessagesResponse>;
export const CONTACT_MESSAGES_PAGE_SIZE = 10;

export async function getContactMessages(page: number): Promise<TContactMessagesPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(CONTACT_MESSAGES_PAGE_SIZE) });
  return ZContactMessagesResponse.parse(await getJson(`/api/admin/contact-messages?${query.toString()}`));
}

export const contactMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['/api/admin/contact-messages', { page }],
    queryFn: () => getContactMessages(page),
    placeholderData: keepPreviousData,
  });

export function useContactMessages(page: number) {
  return useQuery(contactMessagesQueryOptions(page));
}

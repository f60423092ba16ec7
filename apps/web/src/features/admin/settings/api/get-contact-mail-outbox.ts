// GET /api/admin/mail-outbox: mail the server wrote (auto-replies, notices), newest first, paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZMailOutboxResponse } from '@trajectory/contracts/admin-settings';
import { getJson } from '@/lib/api';

export type TMailOutboxPage = z.infer<typeof ZMailOutboxResponse>;
export const MAIL_OUTBOX_PAGE_SIZE = 10;

export async function getMailOutbox(page: number): Promise<TMailOutboxPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(MAIL_OUTBOX_PAGE_SIZE) });
  return ZMailOutboxResponse.parse(await getJson(`/api/admin/mail-outbox?${query.toString()}`));
}

export const mailOutboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['/api/admin/mail-outbox', { page }],
    queryFn: () => getMailOutbox(page),
    placeholderData: keepPreviousData,
  });

export function useMailOutbox(page: number) {
  return useQuery(mailOutboxQueryOptions(page));
}

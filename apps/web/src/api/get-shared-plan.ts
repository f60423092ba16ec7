// GET /api/shared/{token}: a share link's plan (issue #26), read by whoever holds the link, without an
// account. Read once per page load (it counts the link's view): never stale, never refetched by itself.
// An expired, revoked or unknown link is an answer of its own (the page says so), not an error.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSharedPlan, type TSharedPlan } from '@trajectory/contracts/sharing';
import { getJson, hasErrorCode, queryKeyToUrl } from '@/lib/api';

export const sharedPlanQueryKey = (token: string) => ['/api/shared', token] as const;

/** Why a link opens no plan: the 410's or the 404's message. */
export type TSharedPlanGone = { gone: 'LINK_EXPIRED' | 'NOT_FOUND'; message: string };
export type TSharedPlanView = { plan: TSharedPlan } | TSharedPlanGone;

function goneOf(body: unknown): TSharedPlanGone | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if ((error === 'LINK_EXPIRED' || error === 'NOT_FOUND') && typeof message === 'string') {
    return { gone: error, message };
  }
  return undefined;
}

export async function getSharedPlan(token: string): Promise<TSharedPlanView> {
  let body: unknown;
  try {
    body = await getJson(queryKeyToUrl(sharedPlanQueryKey(token)));
  } catch (error) {
    if (hasErrorCode(error, 'LINK_EXPIRED', 'NOT_FOUND')) {
      const gone = goneOf(JSON.parse(error.bodyText));
      if (gone) return gone;
    }
    throw error;
  }
  // The server render hands the page the 410's or 404's body as the read's answer (http/pages).
  return goneOf(body) ?? { plan: ZSharedPlan.parse(body) };
}

export const sharedPlanQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedPlanQueryKey(token),
    queryFn: () => getSharedPlan(token),
    // Each read is a view of the link: one per page load, so none by itself afterwards.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

export function useSharedPlan(token: string) {
  return useQuery(sharedPlanQueryOptions(token));
}

/** The link's downloads (when the founder allowed them). */
export const sharedDownloadUrl = (token: string, file: 'report.pdf' | 'report.xlsx') =>
  `${queryKeyToUrl(sharedPlanQueryKey(token))}/${file}`;

// POST /api/access/request-link: e-mails a link that opens the plan in this browser (202 whether known or not).
import { useMutation } from '@tanstack/react-query';
import {
  ZLinkSentResponse,
  type TLinkSentResponse,
  type TRequestLinkRequest,
} from '@trajectory/contracts/access';
import { apiRequest } from '@/lib/api';

export async function requestAccessLink(input: TRequestLinkRequest): Promise<TLinkSentResponse> {
  const res = await apiRequest('POST', '/api/access/request-link', input);
  return ZLinkSentResponse.parse(await res.json());
}

export function useRequestAccessLink() {
  return useMutation({ mutationFn: requestAccessLink });
}

// POST /api/prospects: register a prospect. 201 a new one, 200 one this browser already opens, 202 when the
// e-mail belongs to a plan this browser cannot open: an access link was e-mailed instead (issue #12).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLinkSentResponse, type TLinkSentResponse } from '@trajectory/contracts/access';
import { ZProspect, type TCreateProspectRequest, type TProspect } from '@trajectory/contracts/prospects';
import { accessSessionQueryKey } from '@/api/access/get-access-session';
import { apiRequest } from '@/lib/api';

export type TCreateProspectResult =
  { status: 'registered'; prospect: TProspect } | { status: 'link_sent'; sent: TLinkSentResponse };

export async function createProspect(input: TCreateProspectRequest): Promise<TCreateProspectResult> {
  const res = await apiRequest('POST', '/api/prospects', input);
  const body: unknown = await res.json();
  if (res.status === 202) return { status: 'link_sent', sent: ZLinkSentResponse.parse(body) };
  return { status: 'registered', prospect: ZProspect.parse(body) };
}

export function useCreateProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProspect,
    // Registering gives this browser access: the dashboard must list the new plan.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessSessionQueryKey }),
  });
}

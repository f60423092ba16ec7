// POST /api/contact: a visitor's message to the team.
import { useMutation } from '@tanstack/react-query';
import { ZContactResponse, type TContactRequest } from '@trajectory/contracts/visitor';
import { apiRequest } from '@/lib/api';

export async function sendContactMessage(message: TContactRequest) {
  const res = await apiRequest('POST', '/api/contact', message);
  return ZContactResponse.parse(await res.json());
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

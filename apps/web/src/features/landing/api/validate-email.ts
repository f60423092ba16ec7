// POST /api/validate-email: may this e-mail start a questionnaire, and is it a known prospect?
import { useMutation } from '@tanstack/react-query';
import { ZValidateEmailResponse, type TValidateEmailResponse } from '@trajectory/contracts/visitor';
import { apiRequest } from '@/lib/api';

export async function validateEmail(email: string): Promise<TValidateEmailResponse> {
  const res = await apiRequest('POST', '/api/validate-email', { email });
  return ZValidateEmailResponse.parse(await res.json());
}

export function useValidateEmail() {
  return useMutation({ mutationFn: validateEmail });
}

// POST /api/payments/simulated/confirm: the test card form's "provider" judges the card (test mode only).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZConfirmSimulatedRequest } from '@trajectory/contracts/purchasing';
import { ZConfirmSimulatedResponse } from '@trajectory/contracts/purchasing';
import { apiRequest } from '@/lib/api';

export type ConfirmSimulatedInput = z.input<typeof ZConfirmSimulatedRequest>;
export type TConfirmSimulated = z.infer<typeof ZConfirmSimulatedResponse>;

export async function confirmSimulatedPayment(input: ConfirmSimulatedInput): Promise<TConfirmSimulated> {
  const res = await apiRequest('POST', '/api/payments/simulated/confirm', input);
  return ZConfirmSimulatedResponse.parse(await res.json());
}

export function useConfirmSimulatedPayment() {
  return useMutation({ mutationFn: confirmSimulatedPayment });
}

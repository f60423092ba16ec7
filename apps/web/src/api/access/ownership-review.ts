// POST /api/access/ownership-review: the founder's answer to "Were these yours?"; every cached read of
// their plans starts afresh (deleted plans and restored credits).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZOwnershipReviewResult,
  type TOwnershipReviewAnswer,
  type TOwnershipReviewResult,
} from '@trajectory/contracts/access';
import { apiRequest } from '@/lib/api';

export async function answerOwnershipReview(answer: TOwnershipReviewAnswer): Promise<TOwnershipReviewResult> {
  const res = await apiRequest('POST', '/api/access/ownership-review', answer);
  return ZOwnershipReviewResult.parse(await res.json());
}

export function useAnswerOwnershipReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOwnershipReview,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

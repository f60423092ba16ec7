// GET /api/admin/promo-codes/:id/usages: who used a promo code and when.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZPromoUsage } from '@trajectory/contracts/admin-promo-codes';
import { getJson } from '@/lib/api';
import { adminPromoCodesQueryKey } from './get-admin-promo-codes';

export type TPromoUsage = z.infer<typeof ZPromoUsage>;

export async function getPromoCodeUsages(id: number): Promise<TPromoUsage[]> {
  return z.array(ZPromoUsage).parse(await getJson(`/api/admin/promo-codes/${id}/usages`));
}

// Under the list's key, so invalidating the list refreshes the histories too.
export const promoCodeUsagesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminPromoCodesQueryKey, id, 'usages'],
    queryFn: () => getPromoCodeUsages(id),
    // Uses happen outside this screen; each opening of the dialog asks again.
    staleTime: 0,
  });

export function usePromoCodeUsages(id: number | null) {
  return useQuery({ ...promoCodeUsagesQueryOptions(id ?? 0), enabled: id !== null });
}

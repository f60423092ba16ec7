// GET /api/admin/promo-codes: every promo code with its product name and uses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAdminPromoCode, type TAdminPromoCode } from '@trajectory/contracts/admin-promo-codes';
import { getJson } from '@/lib/api';

export const adminPromoCodesQueryKey = ['/api/admin/promo-codes'] as const;

export async function getAdminPromoCodes(): Promise<TAdminPromoCode[]> {
  return z.array(ZAdminPromoCode).parse(await getJson('/api/admin/promo-codes'));
}

export const adminPromoCodesQueryOptions = () =>
  queryOptions({ queryKey: adminPromoCodesQueryKey, queryFn: getAdminPromoCodes });

export function useAdminPromoCodes() {
  return useQuery(adminPromoCodesQueryOptions());
}

// GET /api/admin/products: every product, inactive ones included, sorted by code.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZListProductsResponse, type TProduct } from '@trajectory/contracts/products';
import { getJson } from '@/lib/api';
import { FIVE_MINUTES } from '@/lib/query-client';
import { productsQueryOptions } from '@/api/get-products';
import { adminPromoCodesQueryKey } from '@/features/admin/promo-codes/api/get-admin-promo-codes';

export const adminProductsQueryKey = ['/api/admin/products'] as const;

export async function getAdminProducts(): Promise<TProduct[]> {
  const products = ZListProductsResponse.parse(await getJson('/api/admin/products'));
  return products.sort((a, b) => a.code.localeCompare(b.code));
}

// admin.md section 7: products are cached 5 minutes; staff changes invalidate at once.
export const adminProductsQueryOptions = () =>
  queryOptions({ queryKey: adminProductsQueryKey, queryFn: getAdminProducts, staleTime: FIVE_MINUTES });

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}

/** After a product change: the staff list, the public plan list and promo codes (they show product names). */
export async function invalidateProductLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsQueryKey }),
    queryClient.invalidateQueries({ queryKey: productsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: adminPromoCodesQueryKey }),
  ]);
}

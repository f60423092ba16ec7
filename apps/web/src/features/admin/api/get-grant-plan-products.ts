// GET /api/admin/products for the grant-plan dialog: every product, active or not, under the list's own key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZListProductsResponse, type TProduct } from '@trajectory/contracts/products';
import { getJson } from '@/lib/api';

// The same key as the Products tab's list, so both read (and refresh) one cached copy.
export const adminProductsQueryKey = ['/api/admin/products'] as const;

export async function getAdminProducts(): Promise<TProduct[]> {
  return ZListProductsResponse.parse(await getJson('/api/admin/products'));
}

export const grantPlanProductsQueryOptions = () =>
  queryOptions({ queryKey: adminProductsQueryKey, queryFn: getAdminProducts });

/** Products staff may grant: paid plans other than the free one. */
export function grantableProducts(products: TProduct[]): TProduct[] {
  return products.filter((p) => p.type === 'Paid' && p.code !== 'P01');
}

export function useGrantPlanProducts({ enabled = true } = {}) {
  return useQuery({ ...grantPlanProductsQueryOptions(), enabled });
}

// The products the grant-plan dialog offers, read through the Products tab's list (one key, one cached copy).
import { useQuery } from '@tanstack/react-query';
import type { TProduct } from '@trajectory/contracts/products';
import { adminProductsQueryOptions } from '@/features/admin/products/api/get-admin-products';
import { PLAN_CODES } from '@trajectory/contracts/products';

/** Products staff may grant: paid plans other than the free one. */
export function grantableProducts(products: TProduct[]): TProduct[] {
  return products.filter((p) => p.type === 'Paid' && p.code !== PLAN_CODES.free);
}

export function useGrantPlanProducts({ enabled = true } = {}) {
  return useQuery({ ...adminProductsQueryOptions(), enabled });
}

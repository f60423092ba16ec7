// GET /api/products: the plans on offer, active only and sorted by code (visitor.md section 1).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZListProductsResponse, type TProduct } from '@trajectory/contracts/products';
import { getJson } from '@/lib/api';
import { FIVE_MINUTES } from '@/lib/query-client';

export async function getProducts(): Promise<TProduct[]> {
  const products = ZListProductsResponse.parse(await getJson('/api/products'));
  return products.filter((product) => product.isActive).sort((a, b) => a.code.localeCompare(b.code));
}

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/products'], queryFn: getProducts, staleTime: FIVE_MINUTES });

export function useProducts() {
  return useQuery(productsQueryOptions());
}

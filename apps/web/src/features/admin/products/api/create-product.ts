// POST /api/admin/products: a new product; every product list is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminProductInput } from '@trajectory/contracts/admin-products';
import { ZProduct, type TProduct } from '@trajectory/contracts/products';
import { apiRequest } from '@/lib/api';
import { invalidateProductLists } from './get-admin-products';

export async function createProduct(input: TAdminProductInput): Promise<TProduct> {
  const res = await apiRequest('POST', '/api/admin/products', input);
  return ZProduct.parse(await res.json());
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => invalidateProductLists(queryClient) });
}

// PUT /api/admin/products/:id: every field of a product; every product list is read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminProductInput } from '@trajectory/contracts/admin-products';
import { ZProduct, type TProduct } from '@trajectory/contracts/products';
import { apiRequest } from '@/lib/api';
import { invalidateProductLists } from './get-admin-products';

export async function updateProduct({
  id,
  input,
}: {
  id: number;
  input: TAdminProductInput;
}): Promise<TProduct> {
  const res = await apiRequest('PUT', `/api/admin/products/${id}`, input);
  return ZProduct.parse(await res.json());
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => invalidateProductLists(queryClient) });
}

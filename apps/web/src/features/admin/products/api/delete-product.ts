// DELETE /api/admin/products/:id (409 while the product is in use); every product list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidateProductLists } from './get-admin-products';

export async function deleteProduct(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/admin/products/${id}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => invalidateProductLists(queryClient) });
}

// Products tab (admin.md section 2): every product with what it includes, add/edit and delete.
import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { TProduct } from '@trajectory/contracts/products';
import { StatusPanel } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api';
import { formatPrice } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FREE_PLAN_CODE, ProductFormDialog } from '../components/product-form-dialog';
import { notifyFailure } from '../lib/admin-errors';

const COLUMNS: { label: string; isNumeric?: boolean; className?: string }[] = [
  { label: 'Code' },
  { label: 'Name' },
  { label: 'Type' },
  { label: 'Price', isNumeric: true },
  { label: 'Questionnaires per Email', isNumeric: true, className: 'min-w-28 whitespace-normal' },
  { label: 'Statements' },
  { label: 'Charts', isNumeric: true },
  { label: 'Meeting' },
  { label: 'AI Assessment' },
  { label: 'Promo Codes' },
  { label: 'Status' },
  { label: 'Actions' },
];

export function ProductsTab() {
  const products = useAdminProducts();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<{ product: TProduct | null } | null>(null);
  const [deleting, setDeleting] = useState<TProduct | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify({ title: 'Success', description: `${deleting.name} deleted`, variant: 'success' });
        setDeleting(null);
      },
      onError: (err) => {
        setDeleting(null);
        notifyFailure(err, 'Failed to delete product', 'Deletion Failed');
      },
    });
  };

  return (
    <Card className="gap-0 overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-border p-4 md:flex-row md:items-center md:justify-between md:p-6">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">Products</h2>
          <p className="text-sm text-muted-foreground">
            The plans on offer. A product in use cannot be deleted; deactivate it instead.
          </p>
        </div>
        <Button onClick={() => setEditing({ product: null })}>
          <Plus aria-hidden="true" />
          Add Product
        </Button>
      </div>

      {products.isPending ? (
        <div className="flex flex-col gap-3 p-4 md:p-6" aria-busy="true" aria-label="Loading products">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : products.isError ? (
        <StatusPanel
          title="Could not load products"
          onRetry={() => void products.refetch()}
          className="m-4 shadow-none md:m-6"
        >
          {errorMessage(products.error)}
        </StatusPanel>
      ) : products.data.length === 0 ? (
        <StatusPanel title="No products yet" className="m-4 border-dashed shadow-none md:m-6">
          Add a product to offer it to visitors.
        </StatusPanel>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableHead key={c.label} numeric={c.isNumeric} className={c.className}>
                  {c.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {products.data.map((product) => (
              <TableRow key={product.id} data-testid="product-row">
                <TableCell className="font-mono font-medium">{product.code}</TableCell>
                <TableCell className="min-w-40 font-medium">{product.name}</TableCell>
                <TableCell>{product.type}</TableCell>
                <TableCell numeric>{formatPrice(product)}</TableCell>
                <TableCell numeric>{product.questionnairesPerEmail}</TableCell>
                <TableCell>{product.statementsType}</TableCell>
                <TableCell numeric>{product.chartsCount}</TableCell>
                <TableCell>
                  <YesNo value={product.canBookMeeting} />
                </TableCell>
                <TableCell>
                  <YesNo value={product.hasAiAssessment} />
                </TableCell>
                <TableCell>
                  <YesNo value={product.acceptsPromoCodes} />
                </TableCell>
                <TableCell>
                  {product.isActive ? (
                    <Badge variant="success">Active</Badge>
                  ) : (
                    <Badge variant="secondary">Inactive</Badge>
                  )}
                </TableCell>
                <TableCell>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${product.name}`}
                      title="Edit"
                      onClick={() => setEditing({ product })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${product.name}`}
                      title={product.code === FREE_PLAN_CODE ? 'The free plan cannot be deleted' : 'Delete'}
                      className="text-rose-700 hover:bg-rose-50"
                      disabled={product.code === FREE_PLAN_CODE}
                      onClick={() => setDeleting(product)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <ProductFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        product={editing?.product ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Product"
        description={`Delete ${deleting?.name ?? 'this product'} (${deleting?.code ?? ''})? This cannot be undone.`}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="font-medium text-emerald-700">Yes</span>
  ) : (
    <span className="text-muted-foreground">No</span>
  );
}

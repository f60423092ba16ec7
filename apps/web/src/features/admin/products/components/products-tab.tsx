// Products tab (admin.md section 2): every product with what it includes, add/edit and delete.
import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { TProduct } from '@trajectory/contracts/products';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatPrice } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { CatalogTableCard, type CatalogColumn } from '@/features/admin/common/components/catalog-table-card';
import { ConfirmDialog } from '@/features/admin/common/components/confirm-dialog';
import { FREE_PLAN_CODE, ProductFormDialog } from './product-form-dialog';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';

const COLUMNS: CatalogColumn[] = [
  { label: 'Code' },
  { label: 'Name' },
  { label: 'Type' },
  { label: 'Price', isNumeric: true },
  { label: 'Questionnaires per Email', isNumeric: true, className: 'min-w-28 whitespace-normal' },
  { label: 'Statements' },
  { label: 'Charts', isNumeric: true },
  { label: 'Years', isNumeric: true },
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
    <CatalogTableCard
      title="Products"
      description="The plans on offer. A product in use cannot be deleted; deactivate it instead."
      action={
        <Button onClick={() => setEditing({ product: null })}>
          <Plus aria-hidden="true" />
          Add Product
        </Button>
      }
      query={products}
      noun="products"
      emptyTitle="No products yet"
      emptyText="Add a product to offer it to visitors."
      columns={COLUMNS}
      renderRows={(rows) =>
        rows.map((product) => (
          <TableRow key={product.id} data-testid="product-row">
            <TableCell className="font-mono font-medium">{product.code}</TableCell>
            <TableCell className="min-w-40 font-medium">{product.name}</TableCell>
            <TableCell>{product.type}</TableCell>
            <TableCell numeric>{formatPrice(product)}</TableCell>
            <TableCell numeric>{product.questionnairesPerEmail}</TableCell>
            <TableCell>{product.statementsType}</TableCell>
            <TableCell numeric>{product.chartsCount}</TableCell>
            <TableCell numeric>{product.projectionYears}</TableCell>
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
        ))
      }
    >
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
    </CatalogTableCard>
  );
}

function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="font-medium text-emerald-700">Yes</span>
  ) : (
    <span className="text-muted-foreground">No</span>
  );
}

// Promo Codes tab (admin.md section 2): the codes table, create/edit, usage history and delete.
import { useState } from 'react';
import { History, Pencil, Plus, Trash2 } from 'lucide-react';
import type { TAdminPromoCode } from '@trajectory/contracts/admin-promo-codes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDeletePromoCode } from '../api/delete-promo-code';
import { useAdminProducts } from '@/features/admin/products/api/get-admin-products';
import { useAdminPromoCodes } from '../api/get-admin-promo-codes';
import { CatalogTableCard, type CatalogColumn } from '@/features/admin/common/components/catalog-table-card';
import { ConfirmDialog } from '@/features/admin/common/components/confirm-dialog';
import { PromoCodeFormDialog } from './promo-code-form-dialog';
import { PromoCodeUsagesDialog } from './promo-code-usages-dialog';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';

const COLUMNS: CatalogColumn[] = ['Code', 'Product', 'Uses', 'Expires', 'Status', 'Created', 'Actions'].map(
  (label) => ({ label, isNumeric: label === 'Uses' }),
);

export function PromoCodesTab() {
  const promoCodes = useAdminPromoCodes();
  const products = useAdminProducts();
  const remove = useDeletePromoCode();
  const [editing, setEditing] = useState<{ promo: TAdminPromoCode | null } | null>(null);
  const [viewing, setViewing] = useState<TAdminPromoCode | null>(null);
  const [deleting, setDeleting] = useState<TAdminPromoCode | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify({ title: 'Success', description: `Promo code ${deleting.code} deleted`, variant: 'success' });
        setDeleting(null);
      },
      onError: (err) => notifyFailure(err, 'Failed to delete promo code'),
    });
  };

  return (
    <CatalogTableCard
      title="Promo Codes"
      description="Codes that make a product free, with their limits and who used them."
      action={
        <Button onClick={() => setEditing({ promo: null })} disabled={products.isPending}>
          <Plus aria-hidden="true" />
          Create Promo Code
        </Button>
      }
      query={promoCodes}
      noun="promo codes"
      emptyTitle="No promo codes yet"
      emptyText="Create a promo code to give a product away to the visitors who enter it at checkout."
      columns={COLUMNS}
      renderRows={(rows) =>
        rows.map((promo) => (
          <TableRow key={promo.id} data-testid="promo-code-row">
            <TableCell className="font-mono font-medium">{promo.code}</TableCell>
            <TableCell className="whitespace-nowrap">{promo.product?.name ?? '—'}</TableCell>
            <TableCell numeric>
              {promo.currentUses}/{promo.maxUses}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">
              {promo.expiresAt ? formatDate(promo.expiresAt) : 'Never'}
            </TableCell>
            <TableCell>
              <StatusBadge promo={promo} />
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDate(promo.createdAt)}</TableCell>
            <TableCell>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Usage history of ${promo.code}`}
                  title="Usage history"
                  onClick={() => setViewing(promo)}
                >
                  <History aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${promo.code}`}
                  title="Edit"
                  disabled={products.isPending}
                  onClick={() => setEditing({ promo })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${promo.code}`}
                  title="Delete"
                  className="text-rose-700 hover:bg-rose-50"
                  onClick={() => setDeleting(promo)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))
      }
    >
      <PromoCodeFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        promo={editing?.promo ?? null}
        products={products.data ?? []}
      />
      <PromoCodeUsagesDialog promo={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Promo Code"
        description={`Delete the promo code ${deleting?.code ?? ''}? Its usage history is deleted with it.`}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </CatalogTableCard>
  );
}

function StatusBadge({ promo }: { promo: TAdminPromoCode }) {
  if (!promo.isActive) return <Badge variant="secondary">Inactive</Badge>;
  if (promo.expiresAt && new Date(promo.expiresAt).getTime() < Date.now()) {
    return <Badge variant="warning">Expired</Badge>;
  }
  return <Badge variant="success">Active</Badge>;
}

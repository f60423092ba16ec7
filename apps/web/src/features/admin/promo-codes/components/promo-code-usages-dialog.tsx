// Usage history of one promo code (admin.md section 2): who used it (email, business) and when.
import type { TAdminPromoCode } from '@trajectory/contracts/admin-promo-codes';
import { StatusPanel } from '@/components/status-panel';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api';
import { formatDate, formatTime } from '@/lib/format';
import { usePromoCodeUsages } from '../api/get-promo-code-usages';

type PromoCodeUsagesDialogProps = {
  /** The code whose history is open; null when the dialog is closed. */
  promo: TAdminPromoCode | null;
  onClose: () => void;
};

export function PromoCodeUsagesDialog({ promo, onClose }: PromoCodeUsagesDialogProps) {
  return (
    <Dialog open={promo !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="md:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Usage History{promo ? `: ${promo.code}` : ''}</DialogTitle>
          <DialogDescription>
            {promo
              ? `Used ${promo.currentUses} of ${promo.maxUses} times${promo.product ? ` for ${promo.product.name}` : ''}.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {promo && <UsageList id={promo.id} />}
      </DialogContent>
    </Dialog>
  );
}

function UsageList({ id }: { id: number }) {
  const usages = usePromoCodeUsages(id);

  if (usages.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading usage history">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (usages.isError) {
    return (
      <StatusPanel title="Could not load the usage history" onRetry={() => void usages.refetch()}>
        {errorMessage(usages.error)}
      </StatusPanel>
    );
  }
  if (usages.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        No usage history found for this promo code.
      </p>
    );
  }
  return (
    <div className="rounded-lg border border-border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Email</TableHead>
            <TableHead>Business Name</TableHead>
            <TableHead>Used At</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {usages.data.map((usage) => (
            <TableRow key={usage.id} data-testid="promo-usage-row">
              <TableCell className="font-medium">{usage.email}</TableCell>
              <TableCell>{usage.businessName}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">
                <div>{formatDate(usage.usedAt)}</div>
                <div className="text-xs text-muted-foreground">{formatTime(usage.usedAt)}</div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

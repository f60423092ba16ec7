// The payment records table: date and time, customer, plan, amount, method, type, transaction, status and
// the Refund row action (refunded rows show Refunded and the refund date instead).
import type { TAdminPayment } from '@trajectory/contracts/admin-payments';
import { Undo2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatPrice, formatTime } from '@/lib/format';

const TRANSACTION_TYPES: Record<string, string> = {
  new_purchase: 'New Purchase',
  upgrade: 'Upgrade',
  renewal: 'Renewal',
};

function StatusBadge({ status }: { status: string }) {
  const s = status.toLowerCase();
  const variant =
    s === 'completed'
      ? 'success'
      : s === 'failed' || s === 'refunded'
        ? 'destructive'
        : s === 'pending'
          ? 'warning'
          : 'secondary';
  return (
    <Badge variant={variant} className="capitalize">
      {status}
    </Badge>
  );
}

export function PaymentHistoryTable({
  payments,
  onRefund,
}: {
  payments: TAdminPayment[];
  /** Opens the refund confirmation; a refunded payment offers no refund. */
  onRefund: (payment: TAdminPayment) => void;
}) {
  return (
    <Table aria-label="Payment history">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead>Plan / Product Code</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead>Payment Method</TableHead>
          <TableHead>Transaction Type / Previous Plan</TableHead>
          <TableHead>Transaction Id</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.id} data-testid="admin-payment-row">
            <TableCell className="whitespace-nowrap tabular-nums">
              <span className="block">{formatDate(p.createdAt)}</span>
              <span className="block text-xs text-muted-foreground">{formatTime(p.createdAt)}</span>
            </TableCell>
            {/* Paired values share a cell (name over e-mail, plan over code, type over previous plan)
                so every column stays in view on a laptop. */}
            <TableCell className="max-w-48">
              <span className="block truncate font-medium">{p.prospectName || '—'}</span>
              <span className="block truncate text-xs text-muted-foreground" title={p.prospectEmail}>
                {p.prospectEmail || '—'}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <span className="block">{p.planName}</span>
              <span className="block text-xs text-muted-foreground tabular-nums">{p.productCode}</span>
            </TableCell>
            <TableCell numeric>
              {formatPrice(p.amount)}
              {p.currency !== 'USD' && (
                <span className="ml-1 text-xs text-muted-foreground">{p.currency}</span>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{p.paymentMethod}</TableCell>
            <TableCell className="whitespace-nowrap">
              <span className="block">{TRANSACTION_TYPES[p.transactionType] ?? p.transactionType}</span>
              <span className="block text-xs text-muted-foreground">
                {p.previousPlan ? `from ${p.previousPlan}` : 'no previous plan'}
              </span>
            </TableCell>
            <TableCell className="max-w-28 truncate font-mono text-xs" title={p.transactionId ?? undefined}>
              {p.transactionId ?? '—'}
            </TableCell>
            <TableCell>
              <StatusBadge status={p.refundedAt ? 'refunded' : p.status} />
              {p.refundedAt && (
                <span className="block text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                  {formatDate(p.refundedAt)}
                </span>
              )}
            </TableCell>
            <TableCell>
              {!p.refundedAt && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-negative hover:bg-rose-50"
                  onClick={() => onRefund(p)}
                  aria-label={`Refund ${p.amount} ${p.currency} paid by ${p.prospectName || p.prospectEmail}`}
                  title="Refund"
                >
                  <Undo2 aria-hidden="true" />
                  Refund
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

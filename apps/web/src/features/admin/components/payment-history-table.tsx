// The payment records table: date and time, customer, plan, amount, method, type, transaction and status.
import type { TAdminPayment } from '@trajectory/contracts/admin-payments';
import { Badge } from '@/components/ui/badge';
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
      : s === 'failed'
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

export function PaymentHistoryTable({ payments }: { payments: TAdminPayment[] }) {
  return (
    <Table aria-label="Payment history">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead>Plan</TableHead>
          <TableHead>Product Code</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead>Payment Method</TableHead>
          <TableHead>Transaction Type</TableHead>
          <TableHead>Transaction Id</TableHead>
          <TableHead>Previous Plan</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.id} data-testid="admin-payment-row">
            <TableCell className="whitespace-nowrap tabular-nums">
              <span className="block">{formatDate(p.createdAt)}</span>
              <span className="block text-xs text-muted-foreground">{formatTime(p.createdAt)}</span>
            </TableCell>
            {/* Name over e-mail in one cell keeps the amount and status columns in view on a laptop. */}
            <TableCell className="max-w-56">
              <span className="block truncate font-medium">{p.prospectName || '—'}</span>
              <span className="block truncate text-xs text-muted-foreground" title={p.prospectEmail}>
                {p.prospectEmail || '—'}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{p.planName}</TableCell>
            <TableCell className="tabular-nums">{p.productCode}</TableCell>
            <TableCell numeric>
              {formatPrice(p.amount)}
              {p.currency !== 'USD' && (
                <span className="ml-1 text-xs text-muted-foreground">{p.currency}</span>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{p.paymentMethod}</TableCell>
            <TableCell className="whitespace-nowrap">
              {TRANSACTION_TYPES[p.transactionType] ?? p.transactionType}
            </TableCell>
            <TableCell className="max-w-36 truncate font-mono text-xs" title={p.transactionId ?? undefined}>
              {p.transactionId ?? '—'}
            </TableCell>
            <TableCell className="whitespace-nowrap">{p.previousPlan ?? '—'}</TableCell>
            <TableCell>
              <StatusBadge status={p.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

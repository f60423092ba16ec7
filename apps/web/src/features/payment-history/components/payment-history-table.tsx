// Payment records as a table (tablets and desktops): date, order, plan, method, type, amount, previous plan.
import { paymentMethodLabel, receiptAmount } from '@trajectory/contracts/receipts';
import type { TPaymentRecord } from '@trajectory/contracts/visitor';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { ReceiptDialog } from './receipt-dialog';

export const TRANSACTION_LABEL: Record<TPaymentRecord['transactionType'], string> = {
  new_purchase: 'New Purchase',
  upgrade: 'Plan Upgraded',
  renewal: 'Plan Renewal',
};

/**
 * How a payment reads to its founder. A first paid plan is stored as `new_purchase` (ARCHITECTURE.md), but
 * a founder who held the free plan upgraded from it: that payment reads "Plan Upgraded" from its previous
 * plan. Display only; the stored type is unchanged.
 */
export function transactionLabel(record: Pick<TPaymentRecord, 'transactionType' | 'previousPlan'>): string {
  if (record.transactionType === 'new_purchase' && record.previousPlan) return TRANSACTION_LABEL.upgrade;
  return TRANSACTION_LABEL[record.transactionType];
}

export const METHOD_VARIANT: Partial<Record<TPaymentRecord['paymentMethod'], BadgeProps['variant']>> = {
  'Credit Card': 'brand',
  PayPal: 'brand',
  'Promo Code': 'success',
  'Free Plan': 'secondary',
};

/** "Refunded 27 Nov 2026, 10:04" under a refunded payment's amount; nothing for a payment that stands. */
export function RefundNote({ record }: { record: TPaymentRecord }) {
  if (!record.refundedAt) return null;
  return (
    <Badge variant="outline" className="text-destructive">
      Refunded {formatDateTime(record.refundedAt)}
    </Badge>
  );
}

export function PaymentHistoryTable({ records }: { records: TPaymentRecord[] }) {
  return (
    <Table className="min-w-[860px]">
      <caption className="sr-only">Payment history</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Date</TableHead>
          <TableHead scope="col">Order</TableHead>
          <TableHead scope="col">Plan</TableHead>
          <TableHead scope="col">Method</TableHead>
          <TableHead scope="col">Type</TableHead>
          <TableHead scope="col" numeric>
            Amount
          </TableHead>
          <TableHead scope="col">Previous Plan</TableHead>
          <TableHead scope="col">
            <span className="sr-only">Receipt</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} data-testid="payment-row">
            <TableCell className="whitespace-nowrap">{formatDateTime(record.createdAt)}</TableCell>
            <TableCell className="font-mono text-xs whitespace-nowrap">{record.orderNumber ?? '—'}</TableCell>
            <TableCell>
              <span className="font-medium">{record.planName}</span>
              <span className="block text-xs text-muted-foreground">{record.productCode}</span>
            </TableCell>
            <TableCell>
              <Badge variant={METHOD_VARIANT[record.paymentMethod] ?? 'outline'}>
                {paymentMethodLabel(record)}
              </Badge>
            </TableCell>
            <TableCell>
              <Badge variant="outline">{transactionLabel(record)}</Badge>
            </TableCell>
            <TableCell numeric>
              <span className="font-medium">{receiptAmount(record.amount, record.currency)}</span>{' '}
              <span className="text-xs text-muted-foreground">{record.currency}</span>
              {record.refundedAt && (
                <span className="block pt-1">
                  <RefundNote record={record} />
                </span>
              )}
            </TableCell>
            <TableCell className="text-sm text-muted-foreground">
              {record.previousPlan ? `From: ${record.previousPlan}` : '—'}
            </TableCell>
            <TableCell>
              <ReceiptDialog record={record} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

// Payment records as stacked cards for phones (under 768 px), where a seven-column table would be cut off.
import { paymentMethodLabel, receiptAmount } from '@trajectory/contracts/receipts';
import type { TPaymentRecord } from '@trajectory/contracts/visitor';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { METHOD_VARIANT, RefundNote, transactionLabel } from './payment-history-table';
import { ReceiptDialog } from './receipt-dialog';

export function PaymentHistoryList({ records }: { records: TPaymentRecord[] }) {
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label="Payment history">
      {records.map((record) => (
        <li key={record.id} className="flex flex-col gap-2 px-6 py-4" data-testid="payment-card">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{record.planName}</p>
              <p className="text-xs text-muted-foreground">{formatDateTime(record.createdAt)}</p>
            </div>
            <p className="shrink-0 text-right font-semibold tabular-nums">
              {receiptAmount(record.amount, record.currency)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={METHOD_VARIANT[record.paymentMethod] ?? 'outline'}>
              {paymentMethodLabel(record)}
            </Badge>
            <Badge variant="outline">{transactionLabel(record)}</Badge>
            <RefundNote record={record} />
          </div>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <dt>Order</dt>
            <dd className="font-mono text-foreground">{record.orderNumber ?? '—'}</dd>
            {record.previousPlan && (
              <>
                <dt>Previous plan</dt>
                <dd className="break-words">{record.previousPlan}</dd>
              </>
            )}
          </dl>
          <div>
            <ReceiptDialog record={record} />
          </div>
        </li>
      ))}
    </ul>
  );
}

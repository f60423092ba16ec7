// Payment records as a table: date, plan, method, type, amount with currency, previous plan.
import type { TPaymentRecord } from '@trajectory/contracts/visitor';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatPrice } from '@/lib/format';

const TRANSACTION_LABEL: Record<TPaymentRecord['transactionType'], string> = {
  new_purchase: 'New Purchase',
  upgrade: 'Plan Upgrade',
  renewal: 'Plan Renewal',
};

const METHOD_VARIANT: Partial<Record<TPaymentRecord['paymentMethod'], BadgeProps['variant']>> = {
  'Credit Card': 'brand',
  PayPal: 'brand',
  'Promo Code': 'success',
  'Free Plan': 'secondary',
};

/** 'Free' for a zero amount, otherwise dollars with the $ sign. */
export function formatAmount(amount: string): string {
  return formatPrice(amount);
}

export function PaymentHistoryTable({ records }: { records: TPaymentRecord[] }) {
  return (
    <Table className="min-w-[760px]">
      <caption className="sr-only">Payment history</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Date</TableHead>
          <TableHead scope="col">Plan</TableHead>
          <TableHead scope="col">Method</TableHead>
          <TableHead scope="col">Type</TableHead>
          <TableHead scope="col" numeric>
            Amount
          </TableHead>
          <TableHead scope="col">Previous Plan</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} data-testid="payment-row">
            <TableCell className="whitespace-nowrap">{formatDateTime(record.createdAt)}</TableCell>
            <TableCell>
              <span className="font-medium">{record.planName}</span>
              <span className="block text-xs text-muted-foreground">{record.productCode}</span>
            </TableCell>
            <TableCell>
              <Badge variant={METHOD_VARIANT[record.paymentMethod] ?? 'outline'}>
                {record.paymentMethod}
              </Badge>
            </TableCell>
            <TableCell>
              <Badge variant="outline">{TRANSACTION_LABEL[record.transactionType]}</Badge>
            </TableCell>
            <TableCell numeric>
              <span className="font-medium">{formatAmount(record.amount)}</span>{' '}
              <span className="text-xs text-muted-foreground">{record.currency}</span>
            </TableCell>
            <TableCell className="text-sm text-muted-foreground">
              {record.previousPlan ? `From: ${record.previousPlan}` : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

// The payment's receipt on the success page: amount, date, order number, plan and payment method.
import { Receipt } from 'lucide-react';
import { receiptLines } from '@trajectory/contracts/receipts';
import type { TPaymentRecord } from '@trajectory/contracts/visitor';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function ReceiptCard({ record }: { record: TPaymentRecord }) {
  const lines = receiptLines({ ...record, paidAt: record.createdAt });
  return (
    <Card className="max-w-2xl" data-testid="receipt">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Receipt className="size-5 text-primary" aria-hidden="true" />
          Receipt
        </CardTitle>
        <CardDescription>A copy has been sent to your e-mail address.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          {lines.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="-mt-2 font-medium break-words sm:mt-0">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

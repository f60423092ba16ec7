// The payment's receipt on the success page: amount, date, order number, plan and payment method.
import { Receipt } from 'lucide-react';
import type { TPaymentRecord } from '@trajectory/contracts/visitor';
import { ReceiptLines } from '@/components/receipt-lines';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export function ReceiptCard({ record }: { record: TPaymentRecord }) {
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
        <ReceiptLines record={record} />
      </CardContent>
    </Card>
  );
}

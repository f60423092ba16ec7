// A payment's receipt lines (contracts/receipts.ts: amount, date, order number, plan, payment method), as
// the success page's card and the payment history's dialog show them.
import { receiptLines } from '@trajectory/contracts/receipts';
import type { TPaymentRecord } from '@trajectory/contracts/visitor';

export function ReceiptLines({ record }: { record: TPaymentRecord }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {receiptLines({ ...record, paidAt: record.createdAt }).map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="-mt-2 font-medium break-words sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

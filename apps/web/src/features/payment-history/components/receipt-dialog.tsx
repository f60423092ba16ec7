// A payment's receipt, reopened from the payment history: the receipt's lines (contracts/receipts.ts, as the
// success page and the e-mail show them) and its PDF (GET /api/payment-history/{id}/receipt.pdf).
import { useMutation } from '@tanstack/react-query';
import { FileText, Loader2, Receipt } from 'lucide-react';
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { receiptPdfPath } from '@trajectory/contracts/receipts';
import type { TPaymentRecord } from '@trajectory/contracts/visitor';
import { ReceiptLines } from '@/components/receipt-lines';
import { downloadFile } from '@/api/download-file';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';

export function ReceiptDialog({ record }: { record: TPaymentRecord }) {
  const pdf = useMutation({
    mutationFn: () => downloadFile(receiptPdfPath(record.id), DOWNLOAD_NAMES.receiptPdf(record.orderNumber)),
    onError: (error) =>
      notify({ title: 'Download Failed', description: errorMessage(error), variant: 'destructive' }),
  });
  const name = record.orderNumber ? `Receipt ${record.orderNumber}` : `Receipt of ${record.planName}`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={name}>
          <Receipt aria-hidden="true" />
          Receipt
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Receipt</DialogTitle>
          <DialogDescription>
            {record.refundedAt
              ? `This payment was refunded on ${formatDateTime(record.refundedAt)}.`
              : 'Download it as a PDF for your records.'}
          </DialogDescription>
        </DialogHeader>
        <ReceiptLines record={record} />
        <DialogFooter>
          <Button onClick={() => pdf.mutate()} disabled={pdf.isPending}>
            {pdf.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <FileText aria-hidden="true" />
            )}
            Download PDF
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

// Draws one payment's receipt from plain data (no database): the seller (from the contact settings), who
// paid, the receipt's lines as the success page, the payment history and the e-mail show them
// (contracts/receipts.ts), a refund when there was one, and the sentence to quote the order number.
// Runs in a render worker thread.
import {
  RECEIPT_QUOTE_LINE,
  receiptLines,
  type TReceipt,
  type TReceiptSeller,
} from '@trajectory/contracts/receipts';
import { BRAND, FONT, FONT_BOLD, INK, MUTED, RULE, contentWidth, createDocument } from './pdf-layout';

export type ReceiptPdfInput = {
  receipt: TReceipt;
  seller: TReceiptSeller;
  buyer: { name: string; email: string };
  /** ISO date-time of the refund, when the payment was refunded. */
  refundedAt: string | null;
};

const LABEL_WIDTH = 150;

function line(doc: PDFKit.PDFDocument, label: string, value: string, { bold = false } = {}) {
  const left = doc.page.margins.left;
  const y = doc.y;
  doc.font(FONT).fontSize(10.5).fillColor(MUTED).text(label, left, y, { width: LABEL_WIDTH });
  doc
    .font(bold ? FONT_BOLD : FONT)
    .fillColor(INK)
    .text(value, left + LABEL_WIDTH, y, { width: contentWidth(doc) - LABEL_WIDTH });
  doc.y = Math.max(doc.y, y + 16) + 4;
}

function rule(doc: PDFKit.PDFDocument) {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .strokeColor(RULE)
    .lineWidth(0.6)
    .stroke();
  doc.y += 12;
}

const utcDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

export async function drawReceiptPdf({
  receipt,
  seller,
  buyer,
  refundedAt,
}: ReceiptPdfInput): Promise<Buffer> {
  const lines = receiptLines(receipt, { timeZone: 'UTC' });
  const orderNumber = lines.find((l) => l.label === 'Order number')?.value ?? '—';
  const { doc, bytes } = createDocument({ Title: `${seller.name} receipt ${orderNumber}` });
  const left = doc.page.margins.left;
  const width = contentWidth(doc);

  doc.font(FONT_BOLD).fontSize(22).fillColor(BRAND).text(seller.name, left, doc.page.margins.top, { width });
  doc.font(FONT).fontSize(10).fillColor(MUTED);
  doc.text(seller.email, { width });
  if (seller.website) doc.text(seller.website, { width });
  doc.moveDown(1.2);

  doc
    .font(FONT_BOLD)
    .fontSize(18)
    .fillColor(INK)
    .text(refundedAt ? 'Receipt (refunded)' : 'Receipt', left, doc.y);
  doc.moveDown(0.6);
  rule(doc);

  line(doc, 'Billed to', [buyer.name.trim(), buyer.email].filter(Boolean).join('\n'));
  doc.y += 4;
  rule(doc);
  for (const { label, value } of lines) line(doc, label, value, { bold: label === 'Amount' });
  if (refundedAt) {
    line(doc, 'Status', 'Refunded', { bold: true });
    line(doc, 'Refunded on', utcDay(refundedAt));
  } else {
    line(doc, 'Status', 'Paid');
  }
  doc.y += 4;
  rule(doc);

  doc.font(FONT).fontSize(9.5).fillColor(MUTED);
  doc.text(RECEIPT_QUOTE_LINE, left, doc.y, { width });
  doc.moveDown(0.4);
  doc.text(`Questions about this payment: ${seller.email}`, { width });

  doc.end();
  return bytes;
}

// The receipt e-mails: the receipt sent when a payment is applied and the refund notice sent when staff (or
// the provider) refund it, both built from the receipt lines of contracts/receipts.ts.
import {
  orderNumberOf,
  RECEIPT_QUOTE_LINE,
  receiptAmount,
  receiptLines,
  type TReceipt,
} from '@trajectory/contracts/receipts';
import { escapeHtml } from '../../lib/html';

type Line = { label: string; value: string };

function receiptBody({
  name,
  intro,
  lines,
  outro,
}: {
  name: string;
  intro: string;
  lines: Line[];
  outro: string;
}) {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map(({ label, value }) => `${label}: ${value}`),
    '',
    outro,
  ].join('\n');
  const rows = lines
    .map(
      ({ label, value }) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table cellpadding="4">
${rows}
</table>
<p>${escapeHtml(outro)}</p>`;
  return { text, html };
}

const QUOTE = RECEIPT_QUOTE_LINE;

export function receiptMail({ name, ...receipt }: TReceipt & { name: string; orderId: string }) {
  const body = receiptBody({
    name,
    intro: 'Thank you for your purchase. This is your receipt.',
    lines: receiptLines(receipt, { timeZone: 'UTC' }),
    outro: QUOTE,
  });
  return { subject: `Your Trajectory receipt ${orderNumberOf(receipt.orderId)}`, ...body };
}

/** The refund notice: the payment's receipt lines, marked refunded, and the plan the founder holds now. */
export function refundMail({
  name,
  refundedAt,
  planNow,
  ...receipt
}: TReceipt & { name: string; refundedAt: string; planNow: string }) {
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(refundedAt),
  );
  const amount = receiptAmount(receipt.amount, receipt.currency);
  const body = receiptBody({
    name,
    intro: `This payment has been refunded (${amount}). What it bought has ended.`,
    lines: [
      ...receiptLines(receipt, { timeZone: 'UTC' }),
      { label: 'Status', value: 'Refunded' },
      { label: 'Refunded on', value: date },
      { label: 'Your plan now', value: planNow },
    ],
    outro: QUOTE,
  });
  const orderNumber = receipt.orderId ? orderNumberOf(receipt.orderId) : null;
  return {
    subject: orderNumber ? `Your Trajectory refund ${orderNumber}` : 'Your Trajectory refund',
    ...body,
  };
}

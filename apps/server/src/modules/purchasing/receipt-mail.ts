// The receipt e-mail sent when a payment is applied: the receipt lines of contracts/receipts.ts.
import { orderNumberOf, receiptLines, type TReceipt } from '@trajectory/contracts/receipts';
import { escapeHtml } from '../../lib/html';

export function receiptMail({ name, ...receipt }: TReceipt & { name: string; orderId: string }) {
  const orderNumber = orderNumberOf(receipt.orderId);
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const lines = receiptLines(receipt, { timeZone: 'UTC' });
  const text = [
    greeting,
    '',
    'Thank you for your purchase. This is your receipt.',
    '',
    ...lines.map(({ label, value }) => `${label}: ${value}`),
    '',
    'Quote the order number if you contact us about this payment.',
  ].join('\n');
  const rows = lines
    .map(
      ({ label, value }) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Thank you for your purchase. This is your receipt.</p>
<table cellpadding="4">
${rows}
</table>
<p>Quote the order number if you contact us about this payment.</p>`;
  return { subject: `Your Trajectory receipt ${orderNumber}`, text, html };
}

// What a receipt shows, written once for the success page, the payment history and the receipt e-mail:
// amount, date, order number, plan and payment method (card's last four, PayPal, promo code).

/** The order number a founder quotes to support: TRJ- and the order id's first eight characters. */
export function orderNumberOf(orderId: string): string {
  return `TRJ-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export type TReceiptMethod = {
  paymentMethod: 'Credit Card' | 'PayPal' | 'Promo Code' | 'Free Plan' | 'Manual';
  cardLast4: string | null;
};

/** "Card ending in 4242", "PayPal", "Promo code", "Free plan" or "Granted by our team". */
export function paymentMethodLabel({ paymentMethod, cardLast4 }: TReceiptMethod): string {
  switch (paymentMethod) {
    case 'Credit Card':
      return cardLast4 ? `Card ending in ${cardLast4}` : 'Card';
    case 'PayPal':
      return 'PayPal';
    case 'Promo Code':
      return 'Promo code';
    case 'Free Plan':
      return 'Free plan';
    case 'Manual':
      return 'Granted by our team';
  }
}

/** A paid amount to the cent with its currency sign: "$29.99", "$0.00" for a promo code. */
export function receiptAmount(amount: string, currency: string): string {
  const value = Number(amount);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    Number.isFinite(value) ? value : 0,
  );
}

export type TReceipt = TReceiptMethod & {
  /** Decimal string, as the API writes amounts ("29.99"). */
  amount: string;
  currency: string;
  /** ISO date-time of the payment. */
  paidAt: string;
  orderId: string | null;
  planName: string;
};

/**
 * The receipt's lines, in order. `timeZone` names whose calendar day is shown: the browser's own when
 * left out; the server's e-mail passes 'UTC'.
 */
export function receiptLines(receipt: TReceipt, { timeZone }: { timeZone?: string } = {}) {
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(
    new Date(receipt.paidAt),
  );
  return [
    { label: 'Amount', value: receiptAmount(receipt.amount, receipt.currency) },
    { label: 'Date', value: date },
    { label: 'Order number', value: receipt.orderId ? orderNumberOf(receipt.orderId) : '—' },
    { label: 'Plan', value: receipt.planName },
    { label: 'Payment method', value: paymentMethodLabel(receipt) },
  ];
}

/** The receipt's last sentence, in the e-mail and the PDF alike. */
export const RECEIPT_QUOTE_LINE = 'Quote the order number if you contact us about this payment.';

/** Who sold: the site's name and the contact settings' e-mail (and the site's address when it has one). */
export type TReceiptSeller = { name: string; email: string; website: string | null };

/** Where a founder (or staff) downloads one payment's receipt as a PDF. */
export const receiptPdfPath = (paymentId: string): string =>
  `/api/payment-history/${encodeURIComponent(paymentId)}/receipt.pdf`;

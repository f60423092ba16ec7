// One payment's receipt as a PDF: the row's receipt lines (contracts/receipts.ts), the seller from the
// contact settings, drawn by documents/pdf/receipt-pdf.ts in the render pool.
import { eq } from 'drizzle-orm';
import { centsToPrice } from '@trajectory/contracts/common';
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { orderNumberOf, type TReceiptSeller } from '@trajectory/contracts/receipts';
import type { DbOrTx } from '../../../infra/db/client';
import { paymentHistory } from '../../../infra/db/schema/index';
import { renderPool } from '../../../documents/render/pool';
import { findContactSettings } from '../../settings/service';

/** The name a receipt sells under: the product's own. */
export const SELLER_NAME = 'Trajectory';

export async function findPaymentRecord(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(paymentHistory).where(eq(paymentHistory.id, id)).limit(1);
  return row;
}
export type PaymentRecordRow = NonNullable<Awaited<ReturnType<typeof findPaymentRecord>>>;

/** The seller's details: the contact settings' e-mail (the support address when none), the site's address. */
export async function receiptSeller(
  db: DbOrTx,
  { supportEmail, publicUrl }: { supportEmail: string; publicUrl: string | undefined },
): Promise<TReceiptSeller> {
  const contact = await findContactSettings(db);
  return {
    name: SELLER_NAME,
    email: contact?.contactEmail || supportEmail,
    website: publicUrl ? new URL(publicUrl).origin : null,
  };
}

export async function renderReceiptPdf(row: PaymentRecordRow, seller: TReceiptSeller) {
  const pdf = await renderPool().run('receiptPdf', {
    receipt: {
      amount: centsToPrice(row.amountCents),
      currency: row.currency.toUpperCase(),
      paidAt: row.createdAt.toISOString(),
      orderId: row.orderId,
      planName: row.planName,
      paymentMethod: row.paymentMethod,
      cardLast4: row.cardLast4,
    },
    seller,
    buyer: { name: row.prospectName, email: row.prospectEmail },
    refundedAt: row.refundedAt?.toISOString() ?? null,
  });
  return { filename: DOWNLOAD_NAMES.receiptPdf(row.orderId ? orderNumberOf(row.orderId) : null), pdf };
}

// Staff payment history: rows as the tab shows them, the revenue summary, the CSV export and refunds.
import { DOWNLOAD_NAMES, fileDay } from '@trajectory/contracts/downloads';
import { centsToPrice } from '@trajectory/contracts/common';
import { orderNumberOf } from '@trajectory/contracts/receipts';
import type {
  TAdminPayment,
  TAdminPaymentsFilter,
  TAdminPaymentsQuery,
  TAdminRefundPreview,
  TAdminRefundResponse,
} from '@trajectory/contracts/admin-payments';
import type { TAdminUser } from '@trajectory/contracts/admin-auth';
import type { Database, DbOrTx } from '../../infra/db/client';
import type { Mailer } from '../../infra/mail/mailer';
import type { PayPalProvider } from '../../infra/payments/paypal';
import type { CardProvider } from '../../infra/payments/types';
import { previewRefund, refundPayment } from '../../domains/purchasing/service';
import { pageOffset } from '../common/filters';
import { formatDateTime, toCsv } from '../common/csv';
import { findPayments, summarisePayments, type PaymentRow } from './repo';

export function toPaymentDto(r: PaymentRow): TAdminPayment {
  return {
    id: r.id,
    prospectId: r.prospectId,
    prospectName: r.prospectName,
    prospectEmail: r.prospectEmail,
    planName: r.planName,
    productCode: r.productCode,
    amount: centsToPrice(r.amountCents),
    currency: r.currency.toUpperCase(),
    paymentMethod: r.paymentMethod,
    transactionType: r.transactionType,
    transactionId: r.transactionId,
    previousPlan: r.previousPlan,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    refundedAt: r.refundedAt?.toISOString() ?? null,
    refundId: r.refundId,
  };
}

export async function listAdminPayments(db: DbOrTx, query: TAdminPaymentsQuery) {
  const [rows, summary] = await Promise.all([
    findPayments(db, { ...query, limit: query.pageSize, offset: pageOffset(query) }),
    summarisePayments(db, query),
  ]);
  return {
    items: rows.map(toPaymentDto),
    total: summary.count,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      totalRevenue: centsToPrice(summary.revenueCents),
      revenueCount: summary.revenueCount,
      manualRevenue: centsToPrice(summary.manualCents),
      count: summary.count,
      promoCodeCount: summary.promoCount,
    },
  };
}

export const CSV_COLUMNS = [
  'Date',
  'Order Number',
  'Customer Name',
  'Email',
  'Plan',
  'Product Code',
  'Amount',
  'Payment Method',
  'Transaction ID',
  'Transaction Type',
  'Previous Plan',
  'Status',
] as const;

export async function exportPaymentsCsv(db: DbOrTx, filter: TAdminPaymentsFilter, now = new Date()) {
  const rows = await findPayments(db, { ...filter, limit: 100_000, offset: 0 });
  const csv = toCsv(
    CSV_COLUMNS,
    rows.map((r) => [
      formatDateTime(r.createdAt),
      // The number the founder quotes from their receipt; staff grants and imports have no order.
      r.orderId ? orderNumberOf(r.orderId) : '',
      r.prospectName,
      r.prospectEmail,
      r.planName,
      r.productCode,
      centsToPrice(r.amountCents),
      r.paymentMethod,
      r.transactionId ?? '',
      r.transactionType,
      r.previousPlan ?? '',
      r.status,
    ]),
  );
  return { filename: DOWNLOAD_NAMES.paymentHistoryCsv(fileDay(now)), csv };
}

/** What a refund would revoke, for the confirmation dialog. */
export async function previewPaymentRefund(db: DbOrTx, { id }: { id: string }): Promise<TAdminRefundPreview> {
  const { payment, ...preview } = await previewRefund(db, { id });
  return { payment: toPaymentDto(payment), ...preview };
}

/** Refunds the payment whole (through its provider when it has one) and revokes what it bought. */
export async function refundAdminPayment(
  db: Database,
  input: {
    id: string;
    staff: Pick<TAdminUser, 'id' | 'username'>;
    cards: CardProvider;
    paypal: PayPalProvider | undefined;
    mailer: Mailer;
  },
): Promise<TAdminRefundResponse> {
  const { staff, ...rest } = input;
  const { payment, before, after } = await refundPayment(db, { ...rest, actor: { staff } });
  return { payment: toPaymentDto(payment), before, after };
}

// GET /api/payment-history/:id/receipt.pdf: one payment's receipt, for the founder whose payment it is
// (a visitor session holding the prospect) or staff. A payment of another founder answers the same 404
// as one that does not exist.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../infra/context';
import { AppError } from '../../../lib/errors';
import { attachmentDisposition } from '../../../lib/content-disposition';
import { findPaymentRecord, receiptSeller, renderReceiptPdf } from './service';

const ZPaymentIdParams = z.object({ id: z.uuid({ error: 'id must be a valid payment id' }) });
const notFound = () => new AppError('NOT_FOUND', 'Payment not found', { field: 'id' });

export const receiptRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/payment-history/:id/receipt.pdf',
    { onRequest: app.requireVisitor, schema: { params: ZPaymentIdParams } },
    async (request, reply) => {
      const row = await findPaymentRecord(ctx.db, { id: request.params.id });
      if (!row) throw notFound();
      // Rows of a deleted prospect (prospect_id set null) are staff's only.
      await app.assertCanOpen(request, { prospectId: row.prospectId ?? '', notFound });
      const seller = await receiptSeller(ctx.db, {
        supportEmail: ctx.config.SUPPORT_EMAIL,
        publicUrl: ctx.config.PUBLIC_URL,
      });
      const { filename, pdf } = await renderReceiptPdf(row, seller);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

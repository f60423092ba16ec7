// The public sample report (issue #14 item 8): the staff-edited sample business, read-only, for visitors.
import { z } from 'zod';
import { ZBalanceSheet, ZCashFlow, ZMetrics, ZProfitLoss, ZRevenueStream, ZWarning } from './statements';

/** GET /api/sample-report: the sample's statements as a finished questionnaire would show them. */
export const ZSampleReportResponse = z.object({
  businessName: z.string(),
  description: z.string(),
  /** When staff last saved the sample; null while the built-in example is shown. */
  updatedAt: z.string().nullable(),
  profitLoss: ZProfitLoss,
  /** The sample's product lines (issue #25); with more than one, the P&L lists each under its totals. */
  revenueStreams: z.array(ZRevenueStream),
  balanceSheet: ZBalanceSheet,
  cashFlow: ZCashFlow,
  metrics: ZMetrics,
  warnings: z.array(ZWarning),
});
export type TSampleReportResponse = z.infer<typeof ZSampleReportResponse>;

// The public sample report (issue #14 item 8): the staff-edited sample business, read-only, for visitors.
import { z } from 'zod';
import { ZBalanceSheet, ZCashFlow, ZMetrics, ZProfitLoss, ZWarning } from './statements';

/** The two charts a visitor sees beside the sample, the free plan's pair. */
export const SAMPLE_CHART_NAMES = ['expenses', 'trend'] as const;
export type TSampleChartName = (typeof SAMPLE_CHART_NAMES)[number];

export const SAMPLE_REPORT_PATH = '/sample-report';
export const SAMPLE_REPORT_API = '/api/sample-report';

/** The sample chart's image URL; `version` (the sample's last save) makes the browser fetch an edit anew. */
export function sampleChartUrl(name: TSampleChartName, version?: string | null): string {
  const url = `${SAMPLE_REPORT_API}/charts/${name}`;
  return version ? `${url}?v=${encodeURIComponent(version)}` : url;
}

/** GET /api/sample-report: the sample's statements as a finished questionnaire would show them. */
export const ZSampleReportResponse = z.object({
  businessName: z.string(),
  description: z.string(),
  /** When staff last saved the sample; null while the built-in example is shown. */
  updatedAt: z.string().nullable(),
  profitLoss: ZProfitLoss,
  balanceSheet: ZBalanceSheet,
  cashFlow: ZCashFlow,
  metrics: ZMetrics,
  warnings: z.array(ZWarning),
});
export type TSampleReportResponse = z.infer<typeof ZSampleReportResponse>;

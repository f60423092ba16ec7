// Staff sample business: the editor's data, its generated statements and the reports opened in a new tab.
import { z } from 'zod';
import { ZQuestionnaireSections, type TQuestionnaireSections } from './questionnaires';
import { ZBalanceSheet, ZCashFlow, ZMetrics, ZProfitLoss, ZWarning } from './statements';

/** The sample business is stored in the questionnaire's own sections, so the engine reads it unchanged. */
export const ZSampleData = ZQuestionnaireSections;
export type TSampleData = TQuestionnaireSections;

/** Statements open as readable pages; `excel` downloads the full workbook (statements, months, charts). */
export const SAMPLE_REPORT_TYPES = ['profit-loss', 'balance-sheet', 'cash-flow', 'excel'] as const;
export type TSampleReportType = (typeof SAMPLE_REPORT_TYPES)[number];

export const SAMPLE_REPORT_LABEL: Record<TSampleReportType, string> = {
  'profit-loss': 'Profit & Loss',
  'balance-sheet': 'Balance Sheet',
  'cash-flow': 'Cash Flow',
  excel: 'Excel Workbook',
};

export const sampleReportUrl = (type: TSampleReportType) => `/api/admin/sample-report/${type}`;

export const ZSampleReportLink = z.object({
  type: z.enum(SAMPLE_REPORT_TYPES),
  label: z.string(),
  url: z.string(),
});
export type TSampleReportLink = z.infer<typeof ZSampleReportLink>;

/** GET /api/admin/sample-data: the stored sample, or the built-in one (isDefault) before anyone saved. */
export const ZSampleDataResponse = z.object({
  sampleData: ZSampleData,
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
  /** The reports of the stored sample; empty until Generate Reports has been used once. */
  reports: z.array(ZSampleReportLink),
});
export type TSampleDataResponse = z.infer<typeof ZSampleDataResponse>;

/** POST /api/admin/sample-reports. */
export const ZGenerateSampleReportsRequest = z.object({ sampleData: ZSampleData });
export type TGenerateSampleReportsRequest = z.infer<typeof ZGenerateSampleReportsRequest>;

export const ZGenerateSampleReportsResponse = z.object({
  sampleData: ZSampleData,
  updatedAt: z.string(),
  profitLoss: ZProfitLoss,
  balanceSheet: ZBalanceSheet,
  cashFlow: ZCashFlow,
  metrics: ZMetrics,
  warnings: z.array(ZWarning),
  reports: z.array(ZSampleReportLink),
});
export type TGenerateSampleReportsResponse = z.infer<typeof ZGenerateSampleReportsResponse>;

/** The type is checked by the service, so an unknown one is a 404 naming the known types, not a 400. */
export const ZSampleReportParams = z.object({ type: z.string().max(100) });

/** The worked example shown until staff save their own: a small coffee roaster that breaks even in year 1. */
export const DEFAULT_SAMPLE_DATA: TSampleData = {
  businessInfo: {
    name: 'Harbor Coffee Roasters',
    description: 'Small-batch coffee roaster selling bags of beans online and to local cafés.',
    industry: 'Food & Beverage',
    type: 'llc',
    yearsInBusiness: 0,
  },
  productsServices: { type: 'Physical Products', unitPrice: 18 },
  revenueInfo: { startMonth: 1 },
  salesVolume: { firstMonthSales: 600 },
  growthRate: { annualGrowthRate: 20, isCustomGrowth: false },
  operationalCosts: { costPerItem: 7 },
  expenseInfo: {
    ownerSalary: 3000,
    monthlyAdvertising: 400,
    monthlyRent: 1500,
    monthlyUtilities: 250,
    monthlyInsurance: 350,
  },
  assetInfo: { oneTimePurchases: 25000 },
  equityInfo: { initialCash: 35000 },
  liabilityInfo: { currentLiabilities: 0, longTermDebt: 0 },
};

// Business assessment API: one assessment per questionnaire, its seven sections flat at the top level.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** The seven sections, in reading order; the web shows benchmarkComparison as "Questions to Explore". */
export const ASSESSMENT_SECTION_KEYS = [
  'executiveSummary',
  'marketOpportunity',
  'profitLossAnalysis',
  'balanceSheetAnalysis',
  'cashFlowAnalysis',
  'benchmarkComparison',
  'recommendations',
] as const;
export type TAssessmentSectionKey = (typeof ASSESSMENT_SECTION_KEYS)[number];

export const ASSESSMENT_SECTION_TITLES: Record<TAssessmentSectionKey, string> = {
  executiveSummary: 'Executive Summary',
  marketOpportunity: 'Market Opportunity Analysis',
  profitLossAnalysis: 'Profit & Loss Analysis',
  balanceSheetAnalysis: 'Balance Sheet Analysis',
  cashFlowAnalysis: 'Cash Flow Analysis',
  benchmarkComparison: 'Questions to Explore',
  recommendations: 'Recommendations',
};

export const ASSESSMENT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const ZAssessmentStatus = lazySchema(() => z.enum(ASSESSMENT_STATUSES));
export type TAssessmentStatus = z.infer<typeof ZAssessmentStatus>;

export const ASSESSMENT_WRITERS = ['builtin', 'openai'] as const;

const sectionText = (key: string) =>
  z
    .string({ error: `${key} must be text` })
    .trim()
    .min(1, `${key} must not be empty`)
    .max(20_000, `${key} is too long`);

/**
 * What a writer produces: plain text (paragraphs separated by blank lines, "- " bullets), no markup.
 * A model's JSON answer is validated with this schema.
 */
export const ZAssessmentContent = lazySchema(() =>
  z.object({
    executiveSummary: sectionText('executiveSummary'),
    marketOpportunity: sectionText('marketOpportunity'),
    profitLossAnalysis: sectionText('profitLossAnalysis'),
    balanceSheetAnalysis: sectionText('balanceSheetAnalysis'),
    cashFlowAnalysis: sectionText('cashFlowAnalysis'),
    benchmarkComparison: sectionText('benchmarkComparison'),
    recommendations: sectionText('recommendations'),
    reportDetails: z.string().max(5_000).optional(),
  }),
);
export type TAssessmentContent = z.infer<typeof ZAssessmentContent>;

/** GET /api/assessments/{questionnaireId}: while pending (or failed) the sections are empty strings. */
export const ZAssessment = lazySchema(() =>
  z.object({
    id: z.string(),
    questionnaireId: z.string(),
    prospectId: z.string(),
    status: ZAssessmentStatus,
    writer: z.string(),
    executiveSummary: z.string(),
    marketOpportunity: z.string(),
    profitLossAnalysis: z.string(),
    balanceSheetAnalysis: z.string(),
    cashFlowAnalysis: z.string(),
    benchmarkComparison: z.string(),
    recommendations: z.string(),
    reportDetails: z.string().optional(),
    /** Why generation failed, in a sentence; null unless status is failed. */
    error: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type TAssessment = z.infer<typeof ZAssessment>;

export const ZAssessmentQuestionnaireParams = lazySchema(() =>
  z.object({
    questionnaireId: z.uuid({ error: 'questionnaireId must be a valid questionnaire id' }),
  }),
);

export const ZAssessmentProspectParams = lazySchema(() =>
  z.object({
    prospectId: z.uuid({ error: 'prospectId must be a valid prospect id' }),
  }),
);

/** POST /api/assessments: 201 with the pending assessment; 409 when one exists; 403 by plan. */
export const ZCreateAssessmentRequest = lazySchema(() =>
  z.object({
    questionnaireId: z.uuid({ error: 'questionnaireId must be a valid questionnaire id' }),
  }),
);
export type TCreateAssessmentRequest = z.infer<typeof ZCreateAssessmentRequest>;

/** POST /api/admin/assessments: `replace: true` deletes the existing one and generates it again. */
export const ZAdminCreateAssessmentRequest = lazySchema(() =>
  ZCreateAssessmentRequest.extend({
    replace: z.boolean({ error: 'replace must be true or false' }).optional(),
  }),
);
export type TAdminCreateAssessmentRequest = z.infer<typeof ZAdminCreateAssessmentRequest>;

/** GET /api/admin/assessments: newest first, with whose business it is. */
export const ZAdminAssessmentListItem = lazySchema(() =>
  ZAssessment.extend({
    businessName: z.string(),
    prospectName: z.string(),
    prospectEmail: z.string(),
  }),
);
export const ZAdminAssessmentList = lazySchema(() => z.array(ZAdminAssessmentListItem));
export type TAdminAssessmentListItem = z.infer<typeof ZAdminAssessmentListItem>;

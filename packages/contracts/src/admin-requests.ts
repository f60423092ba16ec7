// Staff view of questionnaire requests: the paged, filtered list with its stats, edits and reports.
import { z } from 'zod';
import { ZDateRange, ZOrder, ZPage, ZPaged, ZPageSize, ZSearch } from './admin-common';
import { refineWithQuestionnaireRules, ZQuestionnaireSections } from './questionnaires';
import { REPORT_TYPES, ZReport } from './visitor';

export const ZAdminRequestsQuery = z.object({
  search: ZSearch,
  ...ZDateRange,
  sortBy: z.enum(['id', 'createdAt'], { error: 'sortBy must be id or createdAt' }).default('createdAt'),
  order: ZOrder,
  page: ZPage,
  pageSize: ZPageSize(10, 100),
});
export type TAdminRequestsQuery = z.infer<typeof ZAdminRequestsQuery>;
/** The export takes the same filters, without paging. */
export const ZAdminRequestsFilter = ZAdminRequestsQuery.omit({ page: true, pageSize: true });
export type TAdminRequestsFilter = z.infer<typeof ZAdminRequestsFilter>;

export const ZAdminRequest = z.object({
  id: z.uuid(),
  /** A short human id: REQ- and the first eight characters of the uuid. */
  requestId: z.string(),
  prospectId: z.uuid(),
  businessName: z.string(),
  businessInfo: z.record(z.string(), z.unknown()),
  sections: z.record(z.string(), z.unknown()),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /**
   * What this questionnaire's reports hold: Complete with a balance sheet or cash flow, Simple with the
   * P&L alone; with no reports yet, what the prospect's plan would generate.
   */
  statementType: z.enum(['Simple', 'Complete']),
  /** The report types this questionnaire has, in REPORT_TYPES order. */
  reportTypes: z.array(z.enum(REPORT_TYPES)),
  /** The prospect's plan now, which may be bigger than the one these reports were made under. */
  planName: z.string(),
  isCompleted: z.boolean(),
  reportCount: z.number().int(),
  hasAssessment: z.boolean(),
  assessmentStatus: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminRequest = z.infer<typeof ZAdminRequest>;

export const ZAdminRequestStats = z.object({
  totalRequests: z.number().int(),
  reportsGenerated: z.number().int(),
  /** Requests this calendar month, or the filtered count when a date filter is set. */
  thisMonth: z.number().int(),
  isDateFiltered: z.boolean(),
  /** reports ÷ (requests × 3), as a rounded percent. */
  completionRate: z.number().int(),
});

export const ZAdminRequestsResponse = ZPaged(ZAdminRequest).extend({ stats: ZAdminRequestStats });
export type TAdminRequestsResponse = z.infer<typeof ZAdminRequestsResponse>;

/** The edit dialog sends the full sections; sections left out keep their stored answers. */
/** The bounds of what staff send; the service adds the rules of the questionnaire's stage. */
export const ZAdminUpdateQuestionnaireRequest = ZQuestionnaireSections.superRefine((body, ctx) =>
  refineWithQuestionnaireRules(body, ctx, { stage: 'draft' }),
);
export type TAdminUpdateQuestionnaireRequest = z.infer<typeof ZAdminUpdateQuestionnaireRequest>;

export const ZAdminUpdateQuestionnaireResponse = z.object({
  success: z.literal(true),
  request: ZAdminRequest,
  /** Report types re-created from the new answers. */
  regenerated: z.array(z.string()),
  assessmentRemoved: z.boolean(),
  /** A new assessment was queued from the new answers (the plan includes one). */
  assessmentQueued: z.boolean(),
});

export const ZAdminReportsQuery = z.object({ page: ZPage, pageSize: ZPageSize(100, 500) });
export const ZAdminReport = ZReport.extend({ prospectEmail: z.string(), prospectName: z.string() });
export const ZAdminReportsResponse = ZPaged(ZAdminReport);

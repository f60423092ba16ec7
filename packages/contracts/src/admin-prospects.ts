// Staff view of prospects: paged list, contact follow-up, remaining reports, granted plans, deletion.
import { z } from 'zod';
import { ZDateOrDateTime, ZOrder, ZPage, ZPaged, ZPageSize, ZSearch } from './admin-common';
import { normalizePrice, ZPrice } from './common';

export const CONTACT_STATUSES = ['not_contacted', 'contacted', 'follow_up', 'closed'] as const;
export const ZContactStatus = z.enum(CONTACT_STATUSES, {
  error: 'contactStatus must be one of not_contacted, contacted, follow_up, closed',
});

export const ZAdminProspectsQuery = z.object({
  search: ZSearch,
  contactStatus: ZContactStatus.optional(),
  sortBy: z
    .enum(['createdAt', 'name', 'email', 'businessName', 'requests', 'lastContactedAt'], {
      error: 'sortBy must be createdAt, name, email, businessName, requests or lastContactedAt',
    })
    .default('createdAt'),
  order: ZOrder,
  page: ZPage,
  pageSize: ZPageSize(10, 100),
});
export type TAdminProspectsQuery = z.infer<typeof ZAdminProspectsQuery>;
export const ZAdminProspectsFilter = ZAdminProspectsQuery.omit({ page: true, pageSize: true });
export type TAdminProspectsFilter = z.infer<typeof ZAdminProspectsFilter>;

export const ZAdminProspect = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  businessName: z.string(),
  selectedPlan: z.string(),
  selectedPlanCode: z.string(),
  preferredPlan: z.string().nullable(),
  /** Completed questionnaires (submissionCount); the spec's "requests". */
  requests: z.number().int(),
  requestCount: z.number().int(),
  submissionCount: z.number().int(),
  maxSubmissions: z.number().int(),
  remaining: z.number().int(),
  status: z.enum(['New', 'Active', 'Limit Reached']),
  reportCount: z.number().int(),
  consentToContact: z.boolean(),
  contactStatus: ZContactStatus,
  comments: z.string().nullable(),
  lastContactedAt: z.string().nullable(),
  latestReportId: z.string().nullable(),
  latestQuestionnaireId: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminProspect = z.infer<typeof ZAdminProspect>;
export const ZAdminProspectsResponse = ZPaged(ZAdminProspect);

export const ZUpdateProspectContactRequest = z.object({
  contactStatus: ZContactStatus,
  comments: z.string().max(5000, 'comments must be at most 5000 characters').nullable().optional(),
  /** Left out: set to now when the status says the prospect was contacted. */
  lastContactedAt: ZDateOrDateTime('lastContactedAt').nullable().optional(),
});
export type TUpdateProspectContactRequest = z.infer<typeof ZUpdateProspectContactRequest>;

export const REMAINING_NOT_A_NUMBER = 'Please enter a valid number for remaining reports';
export const REMAINING_NEGATIVE = 'Remaining reports cannot be negative';
const MAX_REMAINING = 100_000;

const ZCount = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: REMAINING_NOT_A_NUMBER }).int(REMAINING_NOT_A_NUMBER),
);

/**
 * `remaining` is what staff entered. The spec's body {maxSubmissions, submissionCount} is accepted too,
 * read as remaining = maxSubmissions − submissionCount; the server then adds its own submissionCount.
 */
export const ZUpdateSubmissionsRequest = z
  .object({
    remaining: ZCount.optional(),
    maxSubmissions: ZCount.optional(),
    submissionCount: ZCount.optional(),
  })
  .transform((body, ctx) => {
    const remaining =
      body.remaining ??
      (body.maxSubmissions !== undefined ? body.maxSubmissions - (body.submissionCount ?? 0) : undefined);
    if (remaining === undefined) {
      ctx.addIssue({ code: 'custom', message: REMAINING_NOT_A_NUMBER, path: ['remaining'] });
      return z.NEVER;
    }
    if (remaining < 0) {
      ctx.addIssue({ code: 'custom', message: REMAINING_NEGATIVE, path: ['remaining'] });
      return z.NEVER;
    }
    if (remaining > MAX_REMAINING) {
      ctx.addIssue({
        code: 'custom',
        message: `Remaining reports must be at most ${MAX_REMAINING}`,
        path: ['remaining'],
      });
      return z.NEVER;
    }
    return { remaining };
  });
export type TUpdateSubmissionsRequest = z.infer<typeof ZUpdateSubmissionsRequest>;

/** Grant Plan's messages, written as sentences: the dialog shows them under the field. */
export const GRANT_PLAN_MESSAGES = {
  productCode: 'Choose the plan to grant.',
  amount: 'Enter the agreed amount in dollars, such as 350.00: 0 or more, with at most two decimals.',
} as const;

export const ZGrantPlanRequest = z.object({
  productCode: z
    .string({ error: GRANT_PLAN_MESSAGES.productCode })
    .trim()
    .min(1, GRANT_PLAN_MESSAGES.productCode)
    .max(100, 'The plan code must be at most 100 characters.'),
  /** The agreed amount, e.g. "350.00". */
  amount: z
    .union([z.string().trim(), z.number()], { error: GRANT_PLAN_MESSAGES.amount })
    .transform((v) => (typeof v === 'number' ? normalizePrice(v) : v))
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}(\.\d{1,2})?$/, GRANT_PLAN_MESSAGES.amount)
        .transform(normalizePrice)
        .pipe(ZPrice),
    ),
});
export type TGrantPlanRequest = z.infer<typeof ZGrantPlanRequest>;

// The staff audit log: the action names and their labels (one definition), the Activity tab's query,
// its rows and the CSV export's filter.
import { z } from 'zod';
import { ZDateRange, ZOrder, ZPage, ZPageSize, ZSearch } from './admin-common';

/**
 * Every action the server writes, `area.verb`, with the label the Activity tab shows. A row whose
 * action is not here (written by a newer server, or by another module) is shown as its raw string.
 */
export const AUDIT_ACTIONS = {
  'product.create': 'Product created',
  'product.update': 'Product changed',
  'product.delete': 'Product deleted',
  'promo_code.create': 'Promo code created',
  'promo_code.update': 'Promo code changed',
  'promo_code.delete': 'Promo code deleted',
  'prospect.grant_plan': 'Plan granted',
  'prospect.update_contact': 'Contact status changed',
  'prospect.update_remaining': 'Remaining reports changed',
  'prospect.delete': 'Prospect deleted',
  'prospect.ownership_review': 'Ownership reviewed by the founder',
  'questionnaire.update': 'Questionnaire edited',
  'questionnaire.delete': 'Questionnaire deleted',
  'assessment.create': 'Assessment generated',
  'ai_config.create': 'AI configuration created',
  'ai_config.update': 'AI configuration changed',
  'social_account.create': 'Social account added',
  'social_account.update': 'Social account changed',
  'social_account.delete': 'Social account deleted',
  'contact_settings.create': 'Contact settings created',
  'contact_settings.update': 'Contact settings changed',
  'upload.create': 'Image uploaded',
  'sample_data.update': 'Sample data saved',
  'user.create': 'Staff user created',
  'user.delete': 'Staff user deleted',
  'user.change_password': 'Password changed',
  'user.first_sign_in': 'Signed in for the first time',
  'payment.refund': 'Payment refunded',
  'payment.duplicate_refund': 'Second payment of an order refunded',
  'share_link.revoke': 'Share link revoked',
} as const satisfies Record<string, string>;
export type TAuditAction = keyof typeof AUDIT_ACTIONS;

/** The areas (the part before the dot), for the Activity tab's filter. */
export const AUDIT_AREAS = {
  product: 'Products',
  promo_code: 'Promo codes',
  prospect: 'Prospects',
  questionnaire: 'Questionnaires',
  assessment: 'Assessments',
  ai_config: 'AI configuration',
  social_account: 'Social accounts',
  contact_settings: 'Contact settings',
  upload: 'Uploads',
  sample_data: 'Sample data',
  user: 'Staff users',
  payment: 'Payments',
  share_link: 'Share links',
} as const satisfies Record<string, string>;

/** The label of an action, or the action itself when this build does not know it. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

export const ZAdminAuditQuery = z.object({
  search: ZSearch,
  /** The staff user's name as recorded (rows keep it after the user is deleted). */
  actor: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.string().trim().max(100, 'actor must be at most 100 characters').optional(),
  ),
  /** An area (`product`) or a whole action (`product.update`); unknown ones simply match nothing. */
  action: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z
      .string()
      .trim()
      .max(100, 'action must be at most 100 characters')
      .regex(/^[a-z_]+(\.[a-z_]+)?$/, 'action must be an area (product) or an action (product.update)')
      .optional(),
  ),
  ...ZDateRange,
  order: ZOrder,
  page: ZPage,
  pageSize: ZPageSize(50, 200),
});
export type TAdminAuditQuery = z.infer<typeof ZAdminAuditQuery>;
export const ZAdminAuditFilter = ZAdminAuditQuery.omit({ page: true, pageSize: true });
export type TAdminAuditFilter = z.infer<typeof ZAdminAuditFilter>;

export const ZAdminAuditEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

export const ZAdminAuditResponse = z.object({
  items: z.array(ZAdminAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone who has a row, for the staff-user filter (deleted users included). */
  actors: z.array(z.string()),
});
export type TAdminAuditResponse = z.infer<typeof ZAdminAuditResponse>;

export const AUDIT_CSV_COLUMNS = [
  'Date',
  'Staff User',
  'Action',
  'Target',
  'Target Id',
  'Summary',
  'Before',
  'After',
] as const;

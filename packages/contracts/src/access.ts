// Visitor access: the browser sessions and e-mailed access links that open a founder's plan to them alone.
import { z } from 'zod';
import type { TErrorCode } from './errors';
import { ZCreateProspectRequest, ZEmail, ZProspect } from './prospects';
import { lazySchema } from './lazy-schema';

/** The error code of a visitor route called without any visitor (or staff) session: 401 (errors.ts). */
export const ACCESS_REQUIRED = 'ACCESS_REQUIRED' satisfies TErrorCode;
/** The error code of a used, expired or unknown access link: 410 (errors.ts). */
export const LINK_EXPIRED = 'LINK_EXPIRED' satisfies TErrorCode;

/**
 * The visitor cookie's name: `__Host-trajectory_visitor` when the site is served over https (the browser
 * then accepts it only Secure, Path=/ and without Domain, so no sibling subdomain can plant one), else
 * `trajectory_visitor` (a `__Host-` cookie cannot be set over plain http).
 */
export const VISITOR_COOKIE_BASE = 'trajectory_visitor';
export function visitorCookieName({ https }: { https: boolean }): string {
  return https ? `__Host-${VISITOR_COOKIE_BASE}` : VISITOR_COOKIE_BASE;
}

/** Where a browser lands after registering or following a link when no (valid) redirect was asked for. */
export const DEFAULT_ACCESS_REDIRECT = '/reports';

/**
 * A same-origin path to land on after the link is followed. Anything that is not a plain path on this
 * site (`//host`, `/\host`, `https://…`, control characters, over 500 characters) becomes `/reports`
 * rather than an error: the registration must not fail over where it goes next.
 */
export const ZRedirectTo = lazySchema(() =>
  z.unknown().transform((value) =>
    typeof value === 'string' &&
    value.length <= 500 &&
    /^\/(?![/\\])[^\s\\]*$/.test(value) &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(value)
      ? value
      : DEFAULT_ACCESS_REDIRECT,
  ),
);

export const ZRequestLinkRequest = lazySchema(() =>
  z.object({
    email: ZEmail,
    redirectTo: ZRedirectTo.optional(),
  }),
);
export type TRequestLinkRequest = z.infer<typeof ZRequestLinkRequest>;

/**
 * 202 from request-link and from registering an e-mail that exists. The same body whether or not the
 * e-mail is known, except `testLink`: only when the server runs with ACCESS_LINKS_IN_RESPONSE=local (set by
 * `npm run dev` and the tests, never by `npm start`), without SMTP or PUBLIC_URL, and the caller is on this
 * machine with no proxy in between, it carries the link itself, or null when no mail was queued.
 */
export const ZLinkSentResponse = lazySchema(() =>
  z.object({
    status: z.literal('link_sent'),
    /** "We've sent a link to j…@example.com to open your reports" */
    message: z.string(),
    /** The address masked as the message shows it: first character, an ellipsis, then @domain. */
    maskedEmail: z.string(),
    testLink: z.string().nullable().optional(),
  }),
);
export type TLinkSentResponse = z.infer<typeof ZLinkSentResponse>;

export const ZAccessTokenParams = lazySchema(() =>
  z.object({
    token: z
      .string({ error: 'token is required' })
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'token must be an access link token'),
  }),
);
export const ZVerifyAccessRequest = ZAccessTokenParams;

/** GET /api/access/links/:token — what the link opens, read without using it up. */
export const ZAccessLinkInfo = lazySchema(() => z.object({ email: z.string(), redirectTo: z.string() }));
export type TAccessLinkInfo = z.infer<typeof ZAccessLinkInfo>;

/** A plan started from a browser other than the one that verified the founder's link. */
export const ZReviewPlan = lazySchema(() =>
  z.object({
    questionnaireId: z.uuid(),
    businessName: z.string(),
    startedAt: z.string(),
    isCompleted: z.boolean(),
  }),
);
export type TReviewPlan = z.infer<typeof ZReviewPlan>;

/**
 * GET /api/access/ownership-review/:prospectId — the plans to ask the founder about ("Were these yours?"):
 * started from another browser, asked once per prospect; empty when there is nothing to ask.
 */
export const ZOwnershipReview = lazySchema(() =>
  z.object({ prospectId: z.uuid(), plans: z.array(ZReviewPlan) }),
);
export type TOwnershipReview = z.infer<typeof ZOwnershipReview>;

/** POST /api/access/verify — the link is used; the cookie is set; the plans to ask about, if any. */
export const ZVerifyAccessResponse = lazySchema(() =>
  z.object({
    prospectId: z.uuid(),
    redirectTo: z.string(),
    reviewPlans: z.array(ZReviewPlan),
  }),
);
export type TVerifyAccessResponse = z.infer<typeof ZVerifyAccessResponse>;

export const ZSessionProspect = lazySchema(() =>
  z.object({
    prospect: ZProspect,
    /** The founder's own phone number, for forms this browser fills in for them (the contact form). */
    phone: z.string().default(''),
    /** True when this browser followed an e-mailed link; false when it only registered. */
    isVerified: z.boolean(),
    /** How many other browsers can open this prospect's plan now. */
    otherBrowsers: z.number().int(),
  }),
);
export type TSessionProspect = z.infer<typeof ZSessionProspect>;

/** GET /api/access/session — the prospects this browser may open, newest access first; empty when none. */
export const ZAccessSession = lazySchema(() => z.object({ prospects: z.array(ZSessionProspect) }));
export type TAccessSession = z.infer<typeof ZAccessSession>;

export const ZSignOutResponse = lazySchema(() => z.object({ success: z.literal(true) }));

export const ZSignOutOthersRequest = lazySchema(() =>
  z.object({
    prospectId: z.uuid({ error: 'prospectId must be a valid prospect id' }),
  }),
);
export const ZSignOutOthersResponse = lazySchema(() => z.object({ signedOut: z.number().int() }));

export const ZOwnershipReviewParams = lazySchema(() =>
  z.object({
    prospectId: z.uuid({ error: 'prospectId must be a valid prospect id' }),
  }),
);

/** What the founder may correct when the plans were not theirs (any of them): the registration's own rules. */
export const ZOwnershipCorrections = lazySchema(() =>
  ZCreateProspectRequest.pick({
    name: true,
    businessName: true,
    phone: true,
  }).partial(),
);
export type TOwnershipCorrections = z.infer<typeof ZOwnershipCorrections>;

/** POST /api/access/ownership-review — the founder's answer to "Were these yours?". */
export const ZOwnershipReviewAnswer = lazySchema(() =>
  z.object({
    prospectId: z.uuid({ error: 'prospectId must be a valid prospect id' }),
    wereYours: z.boolean({ error: 'wereYours must be true or false' }),
    /** Only with `wereYours: false`: the name, business name and phone to keep instead. */
    corrections: ZOwnershipCorrections.optional(),
  }),
);
export type TOwnershipReviewAnswer = z.infer<typeof ZOwnershipReviewAnswer>;

export const ZOwnershipReviewResult = lazySchema(() =>
  z.object({
    prospect: ZProspect,
    /** How many plans were deleted (0 when they were the founder's). */
    deletedPlans: z.number().int(),
    /** Report credits given back: one per deleted completed plan. */
    creditsRestored: z.number().int(),
  }),
);
export type TOwnershipReviewResult = z.infer<typeof ZOwnershipReviewResult>;

/** Masks an address as the link-sent message shows it: `jane@example.com` → `j…@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

export function linkSentMessage(email: string): string {
  return `We've sent a link to ${maskEmail(email)} to open your reports`;
}

/** POST /api/prospects as the server reads it: the registration plus where a link would land. */
export const ZRegisterProspectRequest = lazySchema(() =>
  ZCreateProspectRequest.extend({
    redirectTo: ZRedirectTo.optional(),
  }),
);

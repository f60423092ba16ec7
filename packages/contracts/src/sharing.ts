// Share links (issue #26 item 1): what a founder sends and reads back of the read-only links to a plan,
// and what a link's viewer receives. The link's token is shown once, at creation, and stored hashed.
import { z } from 'zod';

/**
 * The page a share link opens (`/shared/{token}`; the log redacts it). Not in `paths` yet: that list holds
 * the pages the web's router has (apps/web/test/paths.test.ts), and the viewer's page comes with the web
 * slice, which moves this builder there with its route.
 */
export const sharedPlanPath = (token: string) => `/shared/${encodeURIComponent(token)}`;

/** The expiries a founder chooses from, in days. */
export const SHARE_LINK_EXPIRY_DAYS = [7, 30, 90] as const;
export const SHARE_LINK_LABEL_MAX = 80;
/** Random bytes in a link's token: 128 bits, written base64url (22 characters). */
export const SHARE_TOKEN_BYTES = 16;

export const ZCreateShareLink = z.object({
  label: z
    .string({ error: 'label is required' })
    .trim()
    .min(1, { error: 'Give the link a label, for example the lender’s name' })
    .max(SHARE_LINK_LABEL_MAX, { error: `label must be at most ${SHARE_LINK_LABEL_MAX} characters` }),
  expiresInDays: z.union(
    SHARE_LINK_EXPIRY_DAYS.map((days) => z.literal(days)),
    { error: `expiresInDays must be one of ${SHARE_LINK_EXPIRY_DAYS.join(', ')}` },
  ),
  allowDownloads: z.boolean({ error: 'allowDownloads must be true or false' }).default(false),
  /** False: the link stays on the plan's current version (pinned). */
  followsLatest: z.boolean({ error: 'followsLatest must be true or false' }).default(true),
  /** The shared view shows the plan's assessment when it holds one, unless unticked. */
  includeAssessment: z.boolean({ error: 'includeAssessment must be true or false' }).default(true),
});
export type TCreateShareLink = z.input<typeof ZCreateShareLink>;

export const ZShareLinkParams = z.object({
  id: z.uuid({ error: 'id must be a valid questionnaire id' }),
  linkId: z.uuid({ error: 'linkId must be a valid share link id' }),
});
export const ZShareLinkIdParam = z.object({
  linkId: z.uuid({ error: 'linkId must be a valid share link id' }),
});
/** The token as a route parameter: any text; an unknown one is a 404, whatever its shape. */
export const ZShareTokenParam = z.object({ token: z.string().max(200) });

export const ZShareLink = z.object({
  id: z.uuid(),
  questionnaireId: z.uuid(),
  prospectId: z.uuid(),
  label: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  allowDownloads: z.boolean(),
  followsLatest: z.boolean(),
  pinnedVersion: z.number().int().nullable(),
  includeAssessment: z.boolean(),
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type TShareLink = z.infer<typeof ZShareLink>;

/** The creation's answer: the link, and its URL (path) with the token, shown this once. */
export const ZCreatedShareLink = z.object({ link: ZShareLink, path: z.string() });
export const ZShareLinkList = z.object({ links: z.array(ZShareLink) });

/** Why a link no longer opens: the plain message of the 410. */
export const SHARE_LINK_GONE = {
  expired: 'This shared plan has expired. Ask the founder who sent it for a new link.',
  revoked: 'This shared plan is no longer shared. Ask the founder who sent it for a new link.',
} as const;
export const SHARE_LINK_UNKNOWN = 'This shared plan does not exist. Check the link you were sent.';

// Share links (issue #26 item 1): what a founder sends and reads back of the read-only links to a plan,
// and what a link's viewer receives. The link's token is shown once, at creation, and stored hashed.
import { z } from 'zod';
import { ZAssessment } from './assessments';
import { ZQuestionnaireSections } from './questionnaires';
import {
  ZBalanceSheet,
  ZCashFlow,
  ZLenderCheck,
  ZMetrics,
  ZMonth,
  ZProfitLoss,
  ZRevenueStream,
  ZSourcesAndUses,
  ZStatementYears,
  ZWarning,
} from './statements';
import { lazySchema } from './lazy-schema';

// The page a share link opens (`/shared/{token}`; the log redacts it): its builder is the web routes' (paths).
export { sharedPlanPath } from './paths';

/** The expiries a founder chooses from, in days. */
export const SHARE_LINK_EXPIRY_DAYS = [7, 30, 90] as const;
export const SHARE_LINK_LABEL_MAX = 80;
/** Random bytes in a link's token: 128 bits, written base64url (22 characters). */
export const SHARE_TOKEN_BYTES = 16;

export const ZCreateShareLink = lazySchema(() =>
  z.object({
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
  }),
);
export type TCreateShareLink = z.input<typeof ZCreateShareLink>;

export const ZShareLinkParams = lazySchema(() =>
  z.object({
    id: z.uuid({ error: 'id must be a valid questionnaire id' }),
    linkId: z.uuid({ error: 'linkId must be a valid share link id' }),
  }),
);
export const ZShareLinkIdParam = lazySchema(() =>
  z.object({
    linkId: z.uuid({ error: 'linkId must be a valid share link id' }),
  }),
);
/** The token as a route parameter: any text; an unknown one is a 404, whatever its shape. */
export const ZShareTokenParam = lazySchema(() => z.object({ token: z.string().max(200) }));

export const ZShareLink = lazySchema(() =>
  z.object({
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
    /** The plan's title (its business name): in staff's list of a prospect's links, which may span plans. */
    planTitle: z.string().optional(),
  }),
);
export type TShareLink = z.infer<typeof ZShareLink>;

/** The creation's answer: the link, and its URL (path) with the token, shown this once. */
export const ZCreatedShareLink = lazySchema(() => z.object({ link: ZShareLink, path: z.string() }));
export const ZShareLinkList = lazySchema(() => z.object({ links: z.array(ZShareLink) }));

/** Why a link no longer opens: the plain message of the 410. */
export const SHARE_LINK_GONE = {
  expired: 'This shared plan has expired. Ask the founder who sent it for a new link.',
  revoked: 'This shared plan is no longer shared. Ask the founder who sent it for a new link.',
  /** The founder's plan is no longer a paid one (refunded or changed): sharing is a paid plan's. */
  unavailable: 'This shared plan is not available at the moment. Ask the founder who sent it about it.',
} as const;
export const SHARE_LINK_UNKNOWN = 'This shared plan does not exist. Check the link you were sent.';

/** The version a shared plan shows: its number and when it was saved. */
export const ZSharedVersion = lazySchema(() => z.object({ number: z.number().int(), createdAt: z.string() }));
export type TSharedVersion = z.infer<typeof ZSharedVersion>;

/** One chart the plan holds, with the figures the page draws it from (@trajectory/charts' ChartDataResponse). */
export const ZSharedChart = lazySchema(() =>
  z.object({
    name: z.string(),
    title: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
);

/**
 * The plan's written assessment as a link shows it: the founder's (GET /api/assessments/{id}) once ready,
 * its seven sections and when it was written, without its ids or writer.
 */
export const ZSharedAssessment = lazySchema(() =>
  ZAssessment.pick({
    executiveSummary: true,
    marketOpportunity: true,
    profitLossAnalysis: true,
    balanceSheetAnalysis: true,
    cashFlowAnalysis: true,
    benchmarkComparison: true,
    recommendations: true,
    reportDetails: true,
    updatedAt: true,
  }),
);
export type TSharedAssessment = z.infer<typeof ZSharedAssessment>;

/**
 * What a link's viewer reads (GET /api/shared/{token}): the link, the version shown, and what the plan holds,
 * as the founder's statements pages show it — never the founder's e-mail, phone or payments. The balance
 * sheet, cash flow and the lender's view come with a plan holding Complete statements.
 */
export const ZSharedPlan = lazySchema(() =>
  z.object({
    link: z.object({
      label: z.string(),
      expiresAt: z.string(),
      allowDownloads: z.boolean(),
      followsLatest: z.boolean(),
      pinnedVersion: z.number().int().nullable(),
    }),
    /** The version whose answers the figures are computed from (the latest for a link that follows it). */
    version: ZSharedVersion.nullable(),
    businessName: z.string(),
    answersUpdatedAt: z.string(),
    /** When the figures were computed: now, by today's engine, over the plan's current years. */
    computedAt: z.string(),
    projectionYears: ZStatementYears,
    /** The answers the figures come from (the what-if panel starts from them). */
    sections: ZQuestionnaireSections,
    /** The answers as the engine read them (the model's inputs). */
    assumptions: z.record(z.string(), z.unknown()),
    metrics: ZMetrics,
    months: z.array(ZMonth),
    warnings: z.array(ZWarning),
    profitLoss: ZProfitLoss,
    revenueStreams: z.array(ZRevenueStream),
    balanceSheet: ZBalanceSheet.optional(),
    cashFlow: ZCashFlow.optional(),
    sourcesAndUses: ZSourcesAndUses.optional(),
    lenderChecks: z.array(ZLenderCheck).optional(),
    charts: z.array(ZSharedChart),
    /**
     * The plan's assessment when it holds a written one and the link includes it (the founder's choice, ticked
     * by default); absent otherwise, never started by a read.
     */
    assessment: ZSharedAssessment.optional(),
  }),
);
export type TSharedPlan = z.infer<typeof ZSharedPlan>;

/** A date as the shared page and the documents' covers write it: "Mar 03, 2026" (UTC). */
export function formatSharedDate(value: string | Date): string {
  return new Date(value).toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Which version a shared plan shows, as its page and its documents' covers say it. */
export function sharedVersionLine(version: TSharedVersion | null, followsLatest: boolean): string {
  if (!version) return 'Latest version';
  const saved = `saved ${formatSharedDate(version.createdAt)}`;
  return followsLatest
    ? `Latest version (version ${version.number}), ${saved}`
    : `Version ${version.number}, ${saved}`;
}

/** The words for a version's figures: today's engine, that version's answers. */
export function computedTodayLine(version: TSharedVersion | null): string {
  return version
    ? `Figures as computed today from the answers of ${formatSharedDate(version.createdAt)}.`
    : 'Figures as computed today from the latest answers.';
}

// Share links (issue #26 item 1): a founder with a paid plan makes a read-only link to one completed plan
// for a lender or an advisor; whoever holds the link reads what the plan holds, without an account, until
// it expires or is revoked. The token (128 bits) is returned once and stored only as its SHA-256.
import { randomBytes } from 'node:crypto';
import { chartDataOf, chartsOfPlan } from '@trajectory/charts';
import { sharedPlanPath } from '@trajectory/contracts/paths';
import { isPaidPlan } from '@trajectory/contracts/products';
import {
  SHARE_LINK_GONE,
  SHARE_LINK_UNKNOWN,
  SHARE_TOKEN_BYTES,
  type TCreateShareLink,
  type TShareLink,
  type TSharedPlan,
  type TSharedVersion,
  sharedVersionLine,
  ZSharedAssessment,
} from '@trajectory/contracts/sharing';
import { DOWNLOAD_NAMES } from '@trajectory/contracts/downloads';
import { lenderChecks } from '@trajectory/engine';
import type { Database, DbOrTx } from '../../infra/db/client';
import type { QuestionnaireSections } from '../../infra/db/schema/index';
import { AppError } from '../../lib/errors';
import { sessionIdFromToken } from '../../lib/tokens';
import { findWrittenAssessment } from '../assessments/service';
import { type AuditActor, recordAudit } from '../audit/service';
import { requireProspectWithPlan } from '../prospects/service';
import { assertCompleted, requireQuestionnaire } from '../questionnaires/service';
import { reportTitle } from '../questionnaires/reports/service';
import { projectQuestionnaire } from '../questionnaires/statements/service';
import {
  assertPlanHasCompleteStatements,
  buildWorkbookFile,
  renderQuestionnairePdf,
} from '../questionnaires/exports/service';
import { findLatestVersionNumber, findVersion, type VersionRow } from '../questionnaires/versions/service';
import {
  countShareLinkView,
  findShareLinkById,
  findShareLinkByTokenHash,
  insertShareLink,
  listShareLinksOfProspect,
  listShareLinksOfQuestionnaire,
  revokeShareLink,
  type ShareLinkRow,
} from './repo';

const DAY_MS = 24 * 60 * 60_000;

/** The hash a link's token is stored and looked up by (the same SHA-256 as session and access tokens). */
export const shareTokenHash = (token: string): string => sessionIdFromToken(token);

function statusOf(row: ShareLinkRow, now: Date): TShareLink['status'] {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export function toShareLinkDto(row: ShareLinkRow, now = new Date()): TShareLink {
  return {
    id: row.id,
    questionnaireId: row.questionnaireId,
    prospectId: row.prospectId,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    allowDownloads: row.allowDownloads,
    followsLatest: row.followsLatest,
    pinnedVersion: row.pinnedVersion,
    includeAssessment: row.includeAssessment,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    status: statusOf(row, now),
  };
}

/**
 * A new link to a completed plan of a prospect holding a paid plan (contracts' isPaidPlan). A pinned link
 * (followsLatest false) stores the plan's current version number and keeps showing that version.
 */
export async function createShareLink(
  db: DbOrTx,
  { questionnaireId, input }: { questionnaireId: string; input: Required<TCreateShareLink> },
) {
  const questionnaire = await requireQuestionnaire(db, { id: questionnaireId });
  assertCompleted(questionnaire);
  const { plan } = await requireProspectWithPlan(db, { id: questionnaire.prospectId });
  if (!isPaidPlan(plan ?? undefined)) {
    throw new AppError(
      'FORBIDDEN',
      'Sharing a plan with a lender or an advisor is included in the paid plans. Upgrade to share it.',
    );
  }
  const pinnedVersion = input.followsLatest ? null : await findLatestVersionNumber(db, { questionnaireId });
  const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  const row = await insertShareLink(db, {
    questionnaireId,
    prospectId: questionnaire.prospectId,
    label: input.label,
    tokenHash: shareTokenHash(token),
    expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
    allowDownloads: input.allowDownloads,
    followsLatest: input.followsLatest,
    pinnedVersion,
    includeAssessment: input.includeAssessment,
  });
  return { link: toShareLinkDto(row), path: sharedPlanPath(token) };
}

export async function listShareLinksOfPlan(db: DbOrTx, { questionnaireId }: { questionnaireId: string }) {
  const now = new Date();
  const rows = await listShareLinksOfQuestionnaire(db, { questionnaireId });
  return { links: rows.map((row) => toShareLinkDto(row, now)) };
}

/** A prospect's links for staff, each naming its plan (a prospect may hold several plans). */
export async function listShareLinksForStaff(db: DbOrTx, { prospectId }: { prospectId: string }) {
  const { prospect } = await requireProspectWithPlan(db, { id: prospectId });
  const now = new Date();
  const rows = await listShareLinksOfProspect(db, { prospectId });
  const titles = new Map<string, string>();
  for (const questionnaireId of new Set(rows.map((row) => row.questionnaireId))) {
    const questionnaire = await requireQuestionnaire(db, { id: questionnaireId });
    titles.set(questionnaireId, reportTitle(questionnaire.sections, prospect.businessName));
  }
  return {
    links: rows.map((row) => ({ ...toShareLinkDto(row, now), planTitle: titles.get(row.questionnaireId) })),
  };
}

/** Revokes a link; `questionnaireId` (the founder's call) must be the link's plan, else it is not found. */
export async function revokeLink(
  db: DbOrTx,
  { linkId, questionnaireId }: { linkId: string; questionnaireId?: string },
) {
  const found = await findShareLinkById(db, { id: linkId });
  if (!found || (questionnaireId !== undefined && found.questionnaireId !== questionnaireId)) {
    throw new AppError('NOT_FOUND', 'Share link not found', { field: 'linkId' });
  }
  const row = await revokeShareLink(db, { id: linkId });
  return toShareLinkDto(row!);
}

/** Staff revoke any link; the audit log records who, in the same transaction. */
export async function revokeLinkAsStaff(db: Database, { linkId }: { linkId: string }, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const link = await revokeLink(tx, { linkId });
    await recordAudit(tx, {
      actor,
      action: 'share_link.revoke',
      targetType: 'share_link',
      targetId: link.id,
      summary: `Revoked the share link "${link.label}"`,
    });
    return link;
  });
}

/** A link a token opened, with the founder and the plan they hold (read once, to check it is paid). */
export type OpenedShareLink = { link: ShareLinkRow } & Awaited<ReturnType<typeof requireProspectWithPlan>>;

/**
 * The link a token opens: 404 when unknown, 410 with a plain message when expired, revoked or no longer on
 * a paid plan; with the founder and their plan, so what the link shows need not read them again.
 */
export async function openShareLink(db: DbOrTx, { token }: { token: string }): Promise<OpenedShareLink> {
  const row = await findShareLinkByTokenHash(db, { tokenHash: shareTokenHash(token) });
  if (!row) throw new AppError('NOT_FOUND', SHARE_LINK_UNKNOWN);
  const status = statusOf(row, new Date());
  if (status !== 'active') throw new AppError('LINK_EXPIRED', SHARE_LINK_GONE[status]);
  // Sharing is a paid plan's: once the founder's plan is no longer paid (a refund, a staff change), the
  // link stops opening, and opens again if they buy one (it is neither revoked nor expired).
  const holder = await requireProspectWithPlan(db, { id: row.prospectId });
  if (!isPaidPlan(holder.plan ?? undefined)) {
    throw new AppError('LINK_EXPIRED', SHARE_LINK_GONE.unavailable);
  }
  return { link: row, ...holder };
}

/**
 * The answers a link shows: a pinned link's version (its answers as saved then), or the plan's latest
 * answers with the latest version's number and date. A pinned link whose version is gone, or a plan
 * without versions, shows the latest answers.
 */
export async function sharedAnswersOf(db: DbOrTx, link: ShareLinkRow) {
  const questionnaire = await requireQuestionnaire(db, { id: link.questionnaireId });
  assertCompleted(questionnaire);
  let version: VersionRow | undefined;
  if (!link.followsLatest && link.pinnedVersion !== null) {
    version = await findVersion(db, { questionnaireId: questionnaire.id, number: link.pinnedVersion });
  }
  const pinned = version !== undefined;
  if (!version) {
    const latest = await findLatestVersionNumber(db, { questionnaireId: questionnaire.id });
    if (latest !== null)
      version = await findVersion(db, { questionnaireId: questionnaire.id, number: latest });
  }
  const shown: TSharedVersion | null = version
    ? { number: version.number, createdAt: version.createdAt.toISOString() }
    : null;
  const sections = pinned ? (version!.sections as QuestionnaireSections) : questionnaire.sections;
  return { questionnaire, sections, version: shown, followsLatest: !pinned };
}

/**
 * The plan as a link shows it: the answers it shows (sharedAnswersOf) projected by today's engine over the
 * years of the plan the prospect holds now, with the title the documents print.
 */
export async function projectSharedPlan(db: DbOrTx, { link, prospect, plan }: OpenedShareLink) {
  const shown = await sharedAnswersOf(db, link);
  const { inputs, projection } = await projectQuestionnaire(
    db,
    { prospectId: prospect.id, sections: shown.sections },
    prospect,
    plan,
  );
  const businessName = reportTitle(shown.sections, prospect.businessName);
  return { ...shown, prospect, plan, inputs, projection, businessName };
}

/**
 * What a link's viewer reads: the plan's figures, its answers and the model's inputs (its assumptions), the
 * charts it holds, never the founder's e-mail, phone or payments. The balance sheet, cash flow and the
 * lender's view come when the founder's plan holds Complete statements, as on the founder's own pages.
 * Counts the view when `countsView` (a GET; a HEAD, which a link checker or preview sends, is not
 * somebody reading).
 */
export async function readSharedPlan(
  db: DbOrTx,
  { token, countsView }: { token: string; countsView: boolean },
): Promise<TSharedPlan> {
  const opened = await openShareLink(db, { token });
  const { link } = opened;
  const shared = await projectSharedPlan(db, opened);
  const { questionnaire, plan, inputs, projection, businessName } = shared;
  const complete = plan?.statementsType === 'Complete';
  const assessment = link.includeAssessment
    ? await findWrittenAssessment(db, {
        questionnaireId: questionnaire.id,
        hasAiAssessment: plan?.hasAiAssessment ?? false,
      })
    : undefined;
  if (countsView) await countShareLinkView(db, { id: link.id });
  return {
    link: {
      label: link.label,
      expiresAt: link.expiresAt.toISOString(),
      allowDownloads: link.allowDownloads,
      followsLatest: shared.followsLatest,
      pinnedVersion: link.pinnedVersion,
    },
    version: shared.version,
    businessName,
    answersUpdatedAt: questionnaire.updatedAt.toISOString(),
    computedAt: new Date().toISOString(),
    projectionYears: projection.projectionYears,
    sections: shared.sections,
    assumptions: inputs as unknown as Record<string, unknown>,
    metrics: projection.metrics,
    months: projection.displayedMonths,
    warnings: projection.warnings,
    profitLoss: projection.profitLoss,
    revenueStreams: projection.revenueStreams,
    ...(complete
      ? {
          balanceSheet: projection.balanceSheet,
          cashFlow: projection.cashFlow,
          sourcesAndUses: projection.sourcesAndUses,
          lenderChecks: lenderChecks(inputs, projection),
        }
      : {}),
    // The charts the plan holds (the cash balance with Complete statements), drawn by the page.
    charts: chartsOfPlan(plan ?? undefined).map((name) => ({
      name,
      title: businessName,
      data: chartDataOf(name, projection) as unknown as Record<string, unknown>,
    })),
    ...(assessment ? { assessment: ZSharedAssessment.parse(assessment) } : {}),
  };
}

/** The link behind a download: open, and allowing downloads (403 otherwise). */
export async function openShareLinkForDownload(db: DbOrTx, { token }: { token: string }) {
  const opened = await openShareLink(db, { token });
  if (!opened.link.allowDownloads) {
    throw new AppError('FORBIDDEN', 'The founder has not allowed downloads of this shared plan.');
  }
  return opened;
}

/** The link's cover lines: "Shared with {label}" and the version it shows. */
function coverOf(link: ShareLinkRow, shown: { version: TSharedVersion | null; followsLatest: boolean }) {
  return { label: link.label, versionLine: sharedVersionLine(shown.version, shown.followsLatest) };
}

/** The PDF through a link: the version the link shows, "Shared with {label}" and the version on the cover. */
export async function sharedPdf(db: DbOrTx, { token }: { token: string }) {
  const { link } = await openShareLinkForDownload(db, { token });
  const shown = await sharedAnswersOf(db, link);
  return renderQuestionnairePdf(db, {
    questionnaireId: link.questionnaireId,
    shared: { ...coverOf(link, shown), sections: shown.sections },
  });
}

/**
 * The workbook through a link: the Excel report of the version the link shows (for a plan holding Complete
 * statements, as the founder's), with the link's cover line on its first sheet.
 */
export async function sharedWorkbook(db: DbOrTx, { token }: { token: string }) {
  const opened = await openShareLinkForDownload(db, { token });
  const { link } = opened;
  const shared = await projectSharedPlan(db, opened);
  await assertPlanHasCompleteStatements(db, {
    selectedPlanCode: shared.prospect.selectedPlanCode,
    isStaff: false,
    what: 'The Excel report',
    heldPlan: shared.plan,
  });
  const cover = coverOf(link, shared);
  return {
    filename: DOWNLOAD_NAMES.excelReport(shared.businessName),
    workbook: await buildWorkbookFile({
      title: shared.businessName,
      inputs: shared.inputs,
      projection: shared.projection,
      sharedLine: `Shared with ${cover.label} · ${cover.versionLine}`,
    }),
  };
}

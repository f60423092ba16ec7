// Queries for visitor sessions, their grants and access links.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { preparedRead, type QueryParams } from '../../infra/db/prepared';
import {
  accessLinks,
  orders,
  questionnaires,
  reports,
  visitorGrants,
  visitorSessions,
} from '../../infra/db/schema/index';

export type GrantRow = { prospectId: string; isVerified: boolean; createdAt: Date };

/** A new session holding its first grant, in one statement. */
export async function insertVisitorSessionWithGrant(
  db: DbOrTx,
  values: { id: string; expiresAt: Date; prospectId: string; isVerified: boolean },
) {
  await db.execute(sql`
    with session as (
      insert into ${visitorSessions} (id, expires_at) values (${values.id}, ${values.expiresAt}) returning id
    )
    insert into ${visitorGrants} (session_id, prospect_id, is_verified)
    select id, ${values.prospectId}, ${values.isVerified} from session`);
}

const liveSessionWithGrants = preparedRead(
  'visitor_session_with_grants',
  (db, p: QueryParams<{ id: string; now: Date }>) =>
    db
      .select({
        expiresAt: visitorSessions.expiresAt,
        prospectId: visitorGrants.prospectId,
        isVerified: visitorGrants.isVerified,
        createdAt: visitorGrants.createdAt,
      })
      .from(visitorSessions)
      .leftJoin(visitorGrants, eq(visitorGrants.sessionId, visitorSessions.id))
      .where(and(eq(visitorSessions.id, p.id), gt(visitorSessions.expiresAt, p.now)))
      .orderBy(desc(visitorGrants.createdAt)),
);

/** A live session and its grants, newest first, in one query; undefined when none is live. */
export async function findLiveVisitorSessionWithGrants(db: DbOrTx, { id }: { id: string }) {
  const rows = await liveSessionWithGrants(db, { id, now: new Date() });
  const [first] = rows;
  if (!first) return undefined;
  const grants: GrantRow[] = rows.flatMap((r) =>
    r.prospectId === null || r.isVerified === null || r.createdAt === null
      ? []
      : [{ prospectId: r.prospectId, isVerified: r.isVerified, createdAt: r.createdAt }],
  );
  return { id, expiresAt: first.expiresAt, grants };
}

export async function findLiveVisitorSession(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .select()
    .from(visitorSessions)
    .where(and(eq(visitorSessions.id, id), gt(visitorSessions.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function setVisitorSessionExpiry(
  db: DbOrTx,
  { id, expiresAt }: { id: string; expiresAt: Date },
) {
  await db.update(visitorSessions).set({ expiresAt }).where(eq(visitorSessions.id, id));
}

export async function deleteVisitorSession(db: DbOrTx, { id }: { id: string }) {
  await db.delete(visitorSessions).where(eq(visitorSessions.id, id));
}

export async function deleteExpiredVisitorSessions(db: DbOrTx) {
  await db.delete(visitorSessions).where(lt(visitorSessions.expiresAt, new Date()));
}

/** The grants of one session, newest first. */
export async function findGrantsOfSession(db: DbOrTx, { sessionId }: { sessionId: string }) {
  return db
    .select({
      prospectId: visitorGrants.prospectId,
      isVerified: visitorGrants.isVerified,
      createdAt: visitorGrants.createdAt,
    })
    .from(visitorGrants)
    .where(eq(visitorGrants.sessionId, sessionId))
    .orderBy(desc(visitorGrants.createdAt));
}

/**
 * Hands a session's grants to another (a rotated token): a prospect both hold keeps the target's grant,
 * verified when either was.
 */
export async function moveGrants(db: DbOrTx, { from, to }: { from: string; to: string }) {
  await db.execute(sql`
    insert into ${visitorGrants} (session_id, prospect_id, is_verified, created_at)
    select ${to}, prospect_id, is_verified, created_at from ${visitorGrants} where session_id = ${from}
    on conflict (session_id, prospect_id) do update
      set is_verified = ${visitorGrants}.is_verified or excluded.is_verified`);
}

/** Ends the grants of a prospect held by sessions other than this one (only the unverified, if asked). */
export async function deleteOtherGrants(
  db: DbOrTx,
  {
    prospectId,
    sessionId,
    onlyUnverified,
  }: { prospectId: string; sessionId: string; onlyUnverified: boolean },
) {
  const rows = await db
    .delete(visitorGrants)
    .where(
      and(
        eq(visitorGrants.prospectId, prospectId),
        ne(visitorGrants.sessionId, sessionId),
        onlyUnverified ? eq(visitorGrants.isVerified, false) : undefined,
      ),
    )
    .returning({ sessionId: visitorGrants.sessionId });
  return rows.length;
}

/** For each prospect, how many live sessions other than this one hold a grant for it. */
export async function countOtherLiveSessions(
  db: DbOrTx,
  { prospectIds, sessionId }: { prospectIds: string[]; sessionId: string },
) {
  if (prospectIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ prospectId: visitorGrants.prospectId, n: sql<number>`count(*)::int` })
    .from(visitorGrants)
    .innerJoin(visitorSessions, eq(visitorSessions.id, visitorGrants.sessionId))
    .where(
      and(
        inArray(visitorGrants.prospectId, prospectIds),
        ne(visitorGrants.sessionId, sessionId),
        gt(visitorSessions.expiresAt, new Date()),
      ),
    )
    .groupBy(visitorGrants.prospectId);
  return new Map(rows.map((r) => [r.prospectId, Number(r.n)]));
}

export async function insertAccessLink(
  db: DbOrTx,
  values: { id: string; prospectId: string; redirectTo: string; expiresAt: Date },
) {
  await db.insert(accessLinks).values(values);
}

/** A link that is neither used nor expired. */
export async function findUsableAccessLink(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .select()
    .from(accessLinks)
    .where(and(eq(accessLinks.id, id), isNull(accessLinks.usedAt), gt(accessLinks.expiresAt, new Date())))
    .limit(1);
  return row;
}

/** Uses the link up; returns it only to the one caller that did, so a link opens one browser. */
export async function useAccessLink(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .update(accessLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(accessLinks.id, id), isNull(accessLinks.usedAt), gt(accessLinks.expiresAt, new Date())))
    .returning();
  return row;
}

export async function deleteStaleAccessLinks(db: DbOrTx) {
  await db.delete(accessLinks).where(lt(accessLinks.expiresAt, new Date(Date.now() - 24 * 60 * 60_000)));
}

// Whose a resource is: the prospect behind a report or an order (a questionnaire's is read with its row).

export async function prospectIdOfReport(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .select({ prospectId: reports.prospectId })
    .from(reports)
    .where(eq(reports.id, id))
    .limit(1);
  return row?.prospectId;
}

export async function prospectIdOfOrder(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .select({ prospectId: orders.prospectId })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row?.prospectId;
}

// "Were these yours?": the plans of a prospect started from a browser that no longer holds it.

/**
 * The prospect's plans started by a visitor session other than this one that holds no grant for the
 * prospect now: once a link is verified, the browsers that only registered the e-mail have lost it, so
 * what remains are the plans of whoever registered it first elsewhere (or the founder's own old browser).
 */
export async function findPlansStartedElsewhere(
  db: DbOrTx,
  { prospectId, sessionId }: { prospectId: string; sessionId: string },
) {
  return db
    .select({
      id: questionnaires.id,
      businessName: sql<string | null>`${questionnaires.sections}->'businessInfo'->>'name'`,
      createdAt: questionnaires.createdAt,
      isCompleted: questionnaires.isCompleted,
    })
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.prospectId, prospectId),
        isNotNull(questionnaires.startedBySession),
        ne(questionnaires.startedBySession, sessionId),
        sql`${questionnaires.startedBySession} not in (select ${visitorGrants.sessionId} from ${visitorGrants} where ${visitorGrants.prospectId} = ${prospectId})`,
      ),
    )
    .orderBy(asc(questionnaires.createdAt));
}

/** Deletes the prospect's given plans (their reports and assessments go with them); returns those deleted. */
export async function deletePlans(db: DbOrTx, { prospectId, ids }: { prospectId: string; ids: string[] }) {
  if (ids.length === 0) return [];
  return db
    .delete(questionnaires)
    .where(and(eq(questionnaires.prospectId, prospectId), inArray(questionnaires.id, ids)))
    .returning({ id: questionnaires.id, isCompleted: questionnaires.isCompleted });
}

// The Activity tab's queries on the audit log: filters, paging and sorting in SQL. Read only.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TAdminAuditFilter } from '@trajectory/contracts/admin-audit';
import type { DbOrTx } from '../../infra/db/client';
import { auditLog } from '../../infra/db/schema/index';
import { containsPattern, dateRangeConditions, rowsOf } from '../common/filters';

export type AuditRow = typeof auditLog.$inferSelect;

function conditionsOf(filter: TAdminAuditFilter): SQL[] {
  const conditions = dateRangeConditions(auditLog.createdAt, filter);
  if (filter.actor) conditions.push(eq(auditLog.actorName, filter.actor));
  if (filter.action) {
    // A whole action matches itself; an area matches every action of it.
    conditions.push(
      filter.action.includes('.')
        ? eq(auditLog.action, filter.action)
        : sql`${auditLog.action} LIKE ${`${filter.action.replace(/_/g, '\\_')}.%`}`,
    );
  }
  if (filter.search) {
    const p = containsPattern(filter.search);
    conditions.push(sql`(${auditLog.summary} ILIKE ${p} OR ${auditLog.targetId} ILIKE ${p})`);
  }
  return conditions;
}

export function findAuditEntries(
  db: DbOrTx,
  filter: TAdminAuditFilter & { limit: number; offset: number },
): Promise<AuditRow[]> {
  const order = filter.order === 'asc' ? asc : desc;
  return db
    .select()
    .from(auditLog)
    .where(and(...conditionsOf(filter)))
    .orderBy(order(auditLog.createdAt), order(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countAuditEntries(db: DbOrTx, filter: TAdminAuditFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(...conditionsOf(filter)));
  return Number(row?.n ?? 0);
}

/**
 * The CSV's rows: only its columns, with before and after as PostgreSQL's own JSON text, so 100,000
 * rows are not parsed into objects only to be written back out.
 */
export function findAuditRowsForCsv(db: DbOrTx, filter: TAdminAuditFilter & { limit: number }) {
  const order = filter.order === 'asc' ? asc : desc;
  return db
    .select({
      createdAt: auditLog.createdAt,
      actorName: auditLog.actorName,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      summary: auditLog.summary,
      before: sql<string | null>`${auditLog.before}::text`,
      after: sql<string | null>`${auditLog.after}::text`,
    })
    .from(auditLog)
    .where(and(...conditionsOf(filter)))
    .orderBy(order(auditLog.createdAt), order(auditLog.id))
    .limit(filter.limit);
}

/**
 * Everyone who has a row, whatever the filter: a walk of the (actor_name, created_at) index from one
 * name to the next (a handful of steps), rather than a scan of every row for DISTINCT.
 */
export async function findAuditActors(db: DbOrTx) {
  const result = await db.execute(sql`
    WITH RECURSIVE actors AS (
      (SELECT actor_name AS name FROM audit_log ORDER BY actor_name LIMIT 1)
      UNION ALL
      SELECT (SELECT actor_name FROM audit_log WHERE actor_name > actors.name ORDER BY actor_name LIMIT 1)
      FROM actors WHERE actors.name IS NOT NULL
    )
    SELECT name FROM actors WHERE name IS NOT NULL`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

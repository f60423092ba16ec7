// The Activity tab's queries on the audit log: filters, paging and sorting in SQL. Read only.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TAdminAuditFilter } from '@trajectory/contracts/admin-audit';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { containsPattern, dateRangeConditions } from '../admin-common/filters';

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

/** Everyone who has a row, whatever the filter. */
export async function findAuditActors(db: DbOrTx) {
  const rows = await db
    .selectDistinct({ name: auditLog.actorName })
    .from(auditLog)
    .orderBy(asc(auditLog.actorName));
  return rows.map((r) => r.name);
}

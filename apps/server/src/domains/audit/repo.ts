// Audit log writes: insert only. Nothing in the server updates or deletes a row of this table.
import type { DbOrTx } from '../../infra/db/client';
import { auditLog } from '../../infra/db/schema/index';

export async function insertAuditEntry(db: DbOrTx, values: typeof auditLog.$inferInsert) {
  const [row] = await db.insert(auditLog).values(values).returning();
  return row;
}

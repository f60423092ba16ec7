// Contact message queries.
import type { DbOrTx } from '../../infra/db/client';
import { contactMessages } from '../../infra/db/schema/index';

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

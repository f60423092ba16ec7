// Contact message queries.
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

// Queries for public site settings.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { contactSettings, socialMediaAccounts } from '../../infra/db/schema/index';

export function findActiveSocialAccounts(db: DbOrTx) {
  return db
    .select()
    .from(socialMediaAccounts)
    .where(eq(socialMediaAccounts.isActive, true))
    .orderBy(asc(socialMediaAccounts.sortOrder), asc(socialMediaAccounts.id));
}

export async function findContactSettings(db: DbOrTx) {
  const [row] = await db.select().from(contactSettings).orderBy(asc(contactSettings.id)).limit(1);
  return row;
}

// Upload queries: pending rows hold a token hash; the bytes arrive once and are then served.
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { uploads } from '../../../infra/db/schema/index';

export async function insertPendingUpload(db: DbOrTx, values: { tokenHash: string; tokenExpiresAt: Date }) {
  const [row] = await db
    .insert(uploads)
    .values({ ...values, contentType: '', size: 0 })
    .returning({ id: uploads.id });
  return row!;
}

/** Stores the bytes for an unexpired, unused token; the token is cleared, so it works once. */
export async function completeUpload(
  db: DbOrTx,
  { tokenHash, contentType, bytes }: { tokenHash: string; contentType: string; bytes: Buffer },
) {
  const [row] = await db
    .update(uploads)
    .set({ contentType, size: bytes.length, bytes, tokenHash: null, tokenExpiresAt: null })
    .where(
      and(eq(uploads.tokenHash, tokenHash), gt(uploads.tokenExpiresAt, new Date()), isNull(uploads.bytes)),
    )
    .returning({ id: uploads.id, contentType: uploads.contentType, size: uploads.size });
  return row;
}

export async function findStoredUpload(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), isNotNull(uploads.bytes)))
    .limit(1);
  return row;
}

/** Housekeeping: pending uploads whose token ran out never receive bytes. */
export async function deleteExpiredPendingUploads(db: DbOrTx) {
  await db.delete(uploads).where(and(isNull(uploads.bytes), lt(uploads.tokenExpiresAt, new Date())));
}

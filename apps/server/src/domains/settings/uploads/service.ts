// Icon uploads: single-use upload URLs, images recognised by their first bytes, stored in the database.
import { createHash, randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES, UPLOAD_NOT_AN_IMAGE, UPLOAD_TOO_LARGE } from '@trajectory/contracts/admin-uploads';
import type { Database, DbOrTx } from '../../../infra/db/client';
import { recordAudit, type AuditActor } from '../../audit/service';
import { AppError } from '../../../lib/errors';
import { completeUpload, deleteExpiredPendingUploads, findStoredUpload, insertPendingUpload } from './repo';

export const UPLOAD_TOKEN_TTL_MS = 15 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the bytes are, whatever the request's content type claims; undefined for anything else. */
export function detectImageType(bytes: Buffer): string | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  return undefined;
}

export async function createUploadUrl(db: DbOrTx, now = new Date()) {
  await deleteExpiredPendingUploads(db);
  const token = randomBytes(32).toString('base64url');
  const tokenExpiresAt = new Date(now.getTime() + UPLOAD_TOKEN_TTL_MS);
  const { id } = await insertPendingUpload(db, { tokenHash: hashToken(token), tokenExpiresAt });
  return {
    uploadURL: `/api/objects/upload/${token}`,
    objectPath: `/api/objects/${id}`,
    expiresAt: tokenExpiresAt.toISOString(),
  };
}

export async function receiveUpload(
  db: Database,
  { token, body }: { token: string; body: unknown },
  actor: AuditActor,
) {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE, { field: 'file' });
  const contentType = detectImageType(bytes);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_NOT_AN_IMAGE, { field: 'file' });
  const row = await db.transaction(async (tx) => {
    const stored = await completeUpload(tx, { tokenHash: hashToken(token), contentType, bytes });
    if (!stored) {
      throw new AppError('NOT_FOUND', 'This upload URL has expired or was already used; request a new one', {
        field: 'token',
      });
    }
    await recordAudit(tx, {
      actor,
      action: 'upload.create',
      targetType: 'upload',
      targetId: stored.id,
      summary: `Uploaded an image (${stored.contentType}, ${stored.size} bytes) at /api/objects/${stored.id}`,
      after: { objectPath: `/api/objects/${stored.id}`, contentType: stored.contentType, size: stored.size },
    });
    return stored;
  });
  return { objectPath: `/api/objects/${row.id}`, contentType: row.contentType, size: row.size };
}

export async function readUpload(db: DbOrTx, { id }: { id: string }) {
  const row = await findStoredUpload(db, { id });
  if (!row?.bytes) throw new AppError('NOT_FOUND', 'File not found');
  return { contentType: row.contentType, bytes: row.bytes };
}

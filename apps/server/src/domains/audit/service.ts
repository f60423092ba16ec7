// The staff audit log: who changed what, when, with the changed fields before and after (secrets masked).
import type { TAdminUser } from '@trajectory/contracts/admin-auth';
import type { DbOrTx } from '../../infra/db/client';
import { insertAuditEntry } from './repo';

/** Who made a change: a staff user, the founder (ownership review), or the server itself (a webhook). */
export { describeChange, flattenOnce } from './summary';

export type AuditActor =
  { staff: Pick<TAdminUser, 'id' | 'username'> } | { founder: true } | { system: string };

export type AuditEntry = {
  actor: AuditActor;
  /** `area.verb`: `product.update`, `promo_code.create`, `payment.refund`, `prospect.delete`, … */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  summary?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

// Any field whose name says it holds a secret: passwords (current, new), secrets, API and private
// keys, tokens, hashes and credentials.
const SECRET_KEY = /pass(word)?|secret|api[-_]?key|private[-_]?key|token|hash|credential/i;
export const MASK = '••••';

/** A copy with every secret-looking field's value replaced by a mask, at any depth. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) && inner !== null && inner !== undefined && inner !== ''
          ? MASK
          : maskSecrets(inner),
      ]),
    );
  }
  return value;
}

/** Only the fields that differ, so a row shows what changed rather than the whole record twice. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    const a = before?.[key];
    const b = after?.[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    was[key] = a ?? null;
    now[key] = b ?? null;
  }
  return { before: was, after: now };
}

/** Fields that change on every write and say nothing the row's own date does not. */
const NOISE = new Set(['updatedAt', 'updated_at']);

/** The changed fields of an update, without the bookkeeping timestamps. */
export function auditDiff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const strip = (v: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(v).filter(([key]) => !NOISE.has(key)));
  return changedFields(strip(before), strip(after));
}

/** The staff user who made a request (routes run the staff guard first). */
export function staffActor(staff: Pick<TAdminUser, 'id' | 'username'> | undefined): AuditActor {
  if (!staff) throw new Error('staffActor needs the staff guard to have run');
  return { staff: { id: staff.id, username: staff.username } };
}

function actorColumns(actor: AuditActor) {
  if ('staff' in actor) return { actorUserId: actor.staff.id, actorName: actor.staff.username };
  if ('founder' in actor) return { actorUserId: null, actorName: 'founder' };
  return { actorUserId: null, actorName: `system: ${actor.system}` };
}

/**
 * Writes one audit row. Pass the transaction the change runs in, so the row exists exactly when the
 * change does.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry) {
  const toJson = (v: Record<string, unknown> | null | undefined) =>
    v == null ? null : (JSON.parse(JSON.stringify(maskSecrets(v))) as Record<string, unknown>);
  return insertAuditEntry(db, {
    ...actorColumns(entry.actor),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    summary: entry.summary ?? '',
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

// The staff audit log: one row per change, append-only (no route updates or deletes a row).
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { adminUsers } from './admin';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    /** The staff user who made the change; null for the founder or the system (`actorName` says which). */
    actorUserId: integer('actor_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** Kept as written at the time, so the row still says who after the user is deleted. */
    actorName: text('actor_name').notNull(),
    /** What was done, `area.verb`: `product.update`, `payment.refund`, `prospect.delete`, … */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    summary: text('summary').notNull().default(''),
    /** The changed fields before and after, secrets masked. */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_actor_idx').on(t.actorName, t.createdAt),
  ],
);

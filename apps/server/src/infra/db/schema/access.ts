// Visitor access: browser sessions, the prospects each may open, and e-mailed single-use access links.
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { prospects } from './prospects';

export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    // SHA-256 of the cookie's random token: a leaked table does not yield usable cookies.
    id: text('id').primaryKey(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('visitor_sessions_expires_idx').on(t.expiresAt)],
);

/** One browser session's access to one prospect: verified when it came from a link, else from registering. */
export const visitorGrants = pgTable(
  'visitor_grants',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => visitorSessions.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.prospectId] }),
    index('visitor_grants_prospect_idx').on(t.prospectId),
  ],
);

export const accessLinks = pgTable(
  'access_links',
  {
    // SHA-256 of the link's token; the token itself exists only in the mail.
    id: text('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    redirectTo: text('redirect_to').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('access_links_expires_idx').on(t.expiresAt)],
);

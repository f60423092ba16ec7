// Share links (issue #26 item 1): a founder's read-only link to one plan for a lender or an advisor.
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { prospects } from './prospects';
import { questionnaires } from './questionnaires';

export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    // SHA-256 of the link's token: the token itself is shown once to the founder and never stored.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    allowDownloads: boolean('allow_downloads').notNull().default(false),
    // Follows the plan's latest answers, or stays on `pinnedVersion` (questionnaire_versions' number).
    followsLatest: boolean('follows_latest').notNull().default(true),
    pinnedVersion: integer('pinned_version'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true, mode: 'date' }),
    // The shared view shows the plan's assessment when it holds one, unless the founder unticked it.
    includeAssessment: boolean('include_assessment').notNull().default(true),
  },
  (t) => [
    index('share_links_questionnaire_idx').on(t.questionnaireId),
    index('share_links_prospect_idx').on(t.prospectId),
    check('share_links_label_length', sql`char_length(${t.label}) BETWEEN 1 AND 80`),
  ],
);

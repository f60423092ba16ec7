// Prospects: visitors identified by e-mail, with their plan and report credits.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const CONTACT_STATUSES = ['not_contacted', 'contacted', 'follow_up', 'closed'] as const;

export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    businessName: text('business_name').notNull().default(''),
    // Plans are referenced by product code, so renaming a product orphans no one.
    selectedPlanCode: text('selected_plan_code').notNull().default('P01'),
    preferredPlanCode: text('preferred_plan_code'),
    submissionCount: integer('submission_count').notNull().default(0),
    maxSubmissions: integer('max_submissions').notNull().default(1),
    consentToContact: boolean('consent_to_contact').notNull().default(false),
    contactStatus: text('contact_status', { enum: CONTACT_STATUSES }).notNull().default('not_contacted'),
    comments: text('comments'),
    lastContactedAt: timestamp('last_contacted_at', { withTimezone: true, mode: 'date' }),
    /** When the founder answered "Were these yours?" about plans started from a browser that only registered. */
    ownershipReviewedAt: timestamp('ownership_reviewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('prospects_email_lower_idx').on(sql`lower(${t.email})`),
    index('prospects_created_at_idx').on(t.createdAt),
    index('prospects_contact_status_idx').on(t.contactStatus),
  ],
);

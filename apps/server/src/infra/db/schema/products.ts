// Products (plans) and promo codes, which are tied to a product.
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { prospects } from './prospects';
import { questionnaires } from './questionnaires';

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type', { enum: ['Free', 'Paid'] })
    .notNull()
    .default('Free'),
  priceCents: integer('price_cents').notNull().default(0),
  questionnairesPerEmail: integer('questionnaires_per_email').notNull().default(1),
  canBookMeeting: boolean('can_book_meeting').notNull().default(false),
  hasAiAssessment: boolean('has_ai_assessment').notNull().default(false),
  statementsType: text('statements_type', { enum: ['Simple', 'Complete'] })
    .notNull()
    .default('Simple'),
  chartsCount: integer('charts_count').notNull().default(0),
  acceptsPromoCodes: boolean('accepts_promo_codes').notNull().default(false),
  /** Years projected for holders of this plan: 3 or 5 (spec/projections.md, extended model). */
  projectionYears: integer('projection_years').notNull().default(3),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    maxUses: integer('max_uses').notNull().default(100),
    currentUses: integer('current_uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_upper_idx').on(sql`upper(${t.code})`)],
);

export const promoCodeUsages = pgTable(
  'promo_code_usages',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id').references(() => questionnaires.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_code_usages_code_prospect_idx').on(t.promoCodeId, t.prospectId),
    index('promo_code_usages_used_at_idx').on(t.usedAt),
  ],
);

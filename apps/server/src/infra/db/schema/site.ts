// Site settings and content staff manage: social links, contact form, AI settings, sample data, uploads, mail.
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTACT_PAGE_DEFAULTS } from '@trajectory/contracts/site';
import { createdAt, updatedAt } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const socialMediaAccounts = pgTable('social_media_accounts', {
  id: serial('id').primaryKey(),
  platform: text('platform').notNull(),
  account: text('account').notNull(),
  description: text('description'),
  link: text('link').notNull(),
  logo: text('logo'),
  isActive: boolean('is_active').notNull().default(true),
  showLogo: boolean('show_logo').notNull().default(true),
  showDescription: boolean('show_description').notNull().default(true),
  position: text('position', { enum: ['top', 'bottom', 'both'] })
    .notNull()
    .default('bottom'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contactSettings = pgTable('contact_settings', {
  id: serial('id').primaryKey(),
  contactEmail: text('contact_email').notNull(),
  contactFormTitle: text('contact_form_title').notNull().default(CONTACT_PAGE_DEFAULTS.contactFormTitle),
  contactFormDescription: text('contact_form_description')
    .notNull()
    .default(CONTACT_PAGE_DEFAULTS.contactFormDescription),
  autoReplyEnabled: boolean('auto_reply_enabled').notNull().default(true),
  autoReplySubject: text('auto_reply_subject').notNull().default('Thank you for contacting us'),
  autoReplyMessage: text('auto_reply_message')
    .notNull()
    .default('We have received your message and will get back to you soon.'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

export const aiConfig = pgTable('ai_config', {
  id: serial('id').primaryKey(),
  model: text('model').notNull().default('gpt-5'),
  temperature: doublePrecision('temperature').notNull().default(0.5),
  maxTokens: integer('max_tokens').notNull().default(3000),
  languageLevel: text('language_level').notNull().default('high_school'),
  tonePerspective: text('tone_perspective').notNull().default('business_name'),
  reportLength: text('report_length').notNull().default('standard'),
  customInstructions: text('custom_instructions').notNull().default(''),
  additionalPromptSuggestions: text('additional_prompt_suggestions').notNull().default(''),
  industryFocus: text('industry_focus').notNull().default('general'),
  emphasizeMarketAnalysis: boolean('emphasize_market_analysis').notNull().default(true),
  includeCompetitiveAnalysis: boolean('include_competitive_analysis').notNull().default(false),
  emphasizeFinancialMetrics: boolean('emphasize_financial_metrics').notNull().default(true),
  includeRiskAssessment: boolean('include_risk_assessment').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sampleData = pgTable('sample_data', {
  id: serial('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // pending and sending: waiting for (or with) the background SMTP sender.
    status: text('status', { enum: ['queued', 'pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes'),
    // A pending upload: SHA-256 of its single-use token and when the token stops working.
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_token_expires_idx').on(t.tokenExpiresAt)],
);

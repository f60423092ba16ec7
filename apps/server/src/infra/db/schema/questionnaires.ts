// Questionnaires (answers as jsonb sections), the reports generated from them and their assessments.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { VERSION_MADE_BY } from '@trajectory/contracts/versions';
import { createdAt, updatedAt } from './columns';
import { prospects } from './prospects';

export type QuestionnaireSections = Record<string, unknown>;

export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    sections: jsonb('sections').$type<QuestionnaireSections>().notNull().default({}),
    // What the staff search reads: the business name and description, kept by the database itself so a
    // search scans one short column instead of every row's answers.
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(sections->'businessInfo'->>'name', '') || ' ' || coalesce(sections->'businessInfo'->>'description', ''))`,
    ),
    /** The visitor session (its hashed id) that started this plan; no foreign key, sessions come and go. */
    startedBySession: text('started_by_session'),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questionnaires_prospect_idx').on(t.prospectId, t.createdAt),
    index('questionnaires_created_at_idx').on(t.createdAt),
  ],
);

export const REPORT_TYPES = ['profit_loss', 'balance_sheet', 'cash_flow'] as const;

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    reportType: text('report_type', { enum: REPORT_TYPES }).notNull(),
    yearRange: text('year_range').notNull().default('Year 1-3'),
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_questionnaire_type_idx').on(t.questionnaireId, t.reportType),
    index('reports_prospect_idx').on(t.prospectId),
    index('reports_created_at_idx').on(t.createdAt),
  ],
);

export const ASSESSMENT_STATUSES = ['pending', 'ready', 'failed'] as const;

export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ASSESSMENT_STATUSES }).notNull().default('pending'),
    writer: text('writer').notNull().default('builtin'),
    // reportDetails, executiveSummary, marketOpportunity, profitLossAnalysis, balanceSheetAnalysis,
    // cashFlowAnalysis, benchmarkComparison, recommendations.
    content: jsonb('content').$type<Record<string, string>>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    // The background writer's lease: a pending row whose lease is null or past is free to claim.
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true, mode: 'date' }),
    leasedBy: text('leased_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('assessments_questionnaire_idx').on(t.questionnaireId),
    index('assessments_status_idx').on(t.status),
  ],
);

/**
 * Every saved state of a completed plan's answers: version 1 when it is completed, the next on each
 * accepted save (the founder's correction, a staff edit, a restore). Only the answers are kept: a version's
 * statements are recomputed by today's engine, never stored twice.
 */
export const questionnaireVersions = pgTable(
  'questionnaire_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    sections: jsonb('sections').$type<QuestionnaireSections>().notNull(),
    madeBy: text('made_by', { enum: VERSION_MADE_BY }).notNull(),
    /** The staff user of a staff edit or a staff restore; no foreign key, so a removed user keeps history. */
    staffUserId: integer('staff_user_id'),
    /** The version restored, for a restore. */
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('questionnaire_versions_number_idx').on(t.questionnaireId, t.number)],
);

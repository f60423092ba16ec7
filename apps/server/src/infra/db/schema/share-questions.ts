// Questions on a shared plan (issue #26 item 2): a link's viewer asks about a line, a year of it or an
// assumption; the founder answers (a thread may hold several answers). A thread belongs to its link.
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { QUESTION_STATUSES } from '@trajectory/contracts/share-questions';
import { createdAt } from './columns';
import { questionnaires } from './questionnaires';
import { shareLinks } from './sharing';

export const shareQuestions = pgTable(
  'share_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareLinkId: uuid('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    // `profitLoss.rent`, `balanceSheet.assets.cash`, `assumptions.unitPrice` (contracts' parseTarget).
    target: text('target').notNull(),
    // `year2`, or null for the whole line (an assumption has none).
    year: text('year'),
    askerName: text('asker_name').notNull(),
    askerEmail: text('asker_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    status: text('status', { enum: QUESTION_STATUSES }).notNull().default('open'),
  },
  (t) => [
    index('share_questions_link_idx').on(t.shareLinkId),
    index('share_questions_questionnaire_idx').on(t.questionnaireId),
    check('share_questions_status', sql`${t.status} IN ('open', 'answered')`),
  ],
);

export const shareQuestionReplies = pgTable(
  'share_question_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => shareQuestions.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('share_question_replies_question_idx').on(t.questionId)],
);

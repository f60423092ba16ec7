// Questions on a shared plan (issue #26 item 2): a link's viewer asks about a line, a year of it or an
// assumption; the founder is mailed, answers on their own page, and the asker is mailed the answer. A thread
// belongs to its link: the link's viewers see each other's names, never e-mails; the founder sees all.
import { paths } from '@trajectory/contracts/paths';
import { planProjectionYears } from '@trajectory/contracts/products';
import {
  questionTargetError,
  targetDescription,
  type TAnsweredQuestion,
  type TAskedQuestion,
  type TFounderThread,
  type TViewerThread,
} from '@trajectory/contracts/share-questions';
import type { DbOrTx } from '../../../infra/db/client';
import type { Mailer } from '../../../infra/mail/mailer';
import { AppError } from '../../../lib/errors';
import { requireProspectWithPlan } from '../../prospects/service';
import { assertCompleted, requireQuestionnaire } from '../../questionnaires/service';
import { reportTitle } from '../../questionnaires/reports/service';
import type { ShareLinkRow } from '../repo';
import type { OpenedShareLink } from '../service';
import { questionAnsweredMail, questionAskedMail } from './mail';
import {
  countOpenQuestionsOfProspect,
  findShareQuestion,
  insertShareQuestion,
  insertShareQuestionReply,
  listQuestionsOfLink,
  listQuestionsOfQuestionnaire,
  listRepliesOf,
  markQuestionAnswered,
  type ShareQuestionReplyRow,
  type ShareQuestionRow,
} from './repo';

function viewerThreadOf(row: ShareQuestionRow, replies: ShareQuestionReplyRow[]): TViewerThread {
  return {
    id: row.id,
    target: row.target,
    year: row.year,
    askerName: row.askerName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    replies: replies
      .filter((reply) => reply.questionId === row.id)
      .map((reply) => ({ id: reply.id, body: reply.body, createdAt: reply.createdAt.toISOString() })),
  };
}

/** The plan a link opens, with what a question needs of it: its title, its years, its statements. */
async function planOfLink(db: DbOrTx, { link, prospect, plan }: OpenedShareLink) {
  const questionnaire = await requireQuestionnaire(db, { id: link.questionnaireId });
  assertCompleted(questionnaire);
  return {
    questionnaire,
    prospect,
    businessName: reportTitle(questionnaire.sections, prospect.businessName),
    questionPlan: {
      projectionYears: planProjectionYears(plan ?? undefined),
      hasCompleteStatements: plan?.statementsType === 'Complete',
    },
  };
}

/** A link's threads, as its viewers see them (the link must be open: 404 unknown, 410 expired/revoked). */
export async function listThreadsOfLink(db: DbOrTx, { link }: { link: ShareLinkRow }) {
  const rows = await listQuestionsOfLink(db, { shareLinkId: link.id });
  const replies = await listRepliesOf(db, { questionIds: rows.map((row) => row.id) });
  return { threads: rows.map((row) => viewerThreadOf(row, replies)) };
}

/**
 * A viewer's question on the plan their link opens: the target must exist in that plan (400 naming
 * `target` or `year` otherwise); the founder is mailed with a link to their statements page (`baseUrl`,
 * the site's address, never the viewer's token).
 */
export async function askQuestion(
  db: DbOrTx,
  {
    opened,
    input,
    mailer,
    baseUrl,
  }: { opened: OpenedShareLink; input: TAskedQuestion; mailer: Mailer; baseUrl: string },
) {
  const { link } = opened;
  const { prospect, businessName, questionPlan } = await planOfLink(db, opened);
  const year = input.year ?? null;
  const problem = questionTargetError({ target: input.target, year }, questionPlan);
  if (problem) throw new AppError('INVALID_INPUT', problem.message, { field: problem.field });
  const row = await insertShareQuestion(db, {
    shareLinkId: link.id,
    questionnaireId: link.questionnaireId,
    target: input.target,
    year,
    askerName: input.name,
    askerEmail: input.email,
    body: input.body,
  });
  await mailer.queue(db, {
    to: prospect.email,
    ...questionAskedMail({
      businessName,
      linkLabel: link.label,
      askerName: row.askerName,
      line: targetDescription(row.target, row.year),
      question: row.body,
      pageUrl: `${baseUrl}${paths.fullStatements(prospect.id, link.questionnaireId)}`,
    }),
  });
  return viewerThreadOf(row, []);
}

/** Every thread on a plan, through any of its links: with the asker's e-mail and the link's label. */
export async function listThreadsOfPlan(db: DbOrTx, { questionnaireId }: { questionnaireId: string }) {
  const rows = await listQuestionsOfQuestionnaire(db, { questionnaireId });
  const replies = await listRepliesOf(db, { questionIds: rows.map(({ question }) => question.id) });
  const threads: TFounderThread[] = rows.map(({ question, linkLabel }) => ({
    ...viewerThreadOf(question, replies),
    askerEmail: question.askerEmail,
    shareLinkId: question.shareLinkId,
    linkLabel,
  }));
  return { threads };
}

/**
 * The founder's answer to a thread of their plan (404 when the question is not the plan's): stored, the
 * thread turns answered, and the asker is mailed the answer.
 */
export async function answerQuestion(
  db: DbOrTx,
  {
    questionnaireId,
    questionId,
    input,
    mailer,
  }: { questionnaireId: string; questionId: string; input: TAnsweredQuestion; mailer: Mailer },
) {
  const question = await findShareQuestion(db, { id: questionId });
  if (!question || question.questionnaireId !== questionnaireId) {
    throw new AppError('NOT_FOUND', 'Question not found', { field: 'questionId' });
  }
  const questionnaire = await requireQuestionnaire(db, { id: questionnaireId });
  const { prospect } = await requireProspectWithPlan(db, { id: questionnaire.prospectId });
  const reply = await insertShareQuestionReply(db, { questionId, body: input.body });
  await markQuestionAnswered(db, { id: questionId });
  await mailer.queue(db, {
    to: question.askerEmail,
    ...questionAnsweredMail({
      businessName: reportTitle(questionnaire.sections, prospect.businessName),
      askerName: question.askerName,
      line: targetDescription(question.target, question.year),
      question: question.body,
      answer: reply.body,
    }),
  });
  const { threads } = await listThreadsOfPlan(db, { questionnaireId });
  return threads.find((thread) => thread.id === questionId)!;
}

export async function openQuestionCount(db: DbOrTx, { prospectId }: { prospectId: string }) {
  return { open: await countOpenQuestionsOfProspect(db, { prospectId }) };
}

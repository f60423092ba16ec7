// Questions on a shared plan (issue #26 item 2): a share link's viewer asks about a statement line, a year of
// it, or an assumption, with their name and e-mail; the founder answers on their own page. A thread belongs
// to its link: the link's viewers see each other's names, never e-mails; the founder sees the e-mails.
import { z } from 'zod';
import { FIELD_KEYS, fieldOf, type FieldKey } from '@trajectory/engine';
import { ZEmail } from './prospects';
import {
  BALANCE_SHEET_LABELS,
  CASH_FLOW_LABELS,
  PROFIT_LOSS_LABELS,
  yearKeysOf,
  type StatementLabel,
} from './statements';
import { lazySchema } from './lazy-schema';

export const QUESTION_NAME_MAX = 80;
export const QUESTION_BODY_MAX = 1000;
export const ANSWER_BODY_MAX = 2000;
/** A target's longest text: `balanceSheet.liabilities.totalLiabilities` and the like fit well within. */
export const QUESTION_TARGET_MAX = 100;

/** The statements a question may point into, and the assumptions (the questionnaire's answers). */
export type QuestionStatement = 'profitLoss' | 'balanceSheet' | 'cashFlow';
export const ASSUMPTIONS_PREFIX = 'assumptions';

const STATEMENT_NAMES: Record<QuestionStatement, string> = {
  profitLoss: 'Profit & Loss',
  balanceSheet: 'Balance Sheet',
  cashFlow: 'Cash Flow',
};

/** Every figure row a question may point at, by statement: the rows the contracts' labels print. */
const STATEMENT_ROWS: Record<QuestionStatement, ReadonlyMap<string, string>> = {
  profitLoss: new Map(PROFIT_LOSS_LABELS.map(({ key, label }) => [key, label])),
  balanceSheet: new Map(figureRows(BALANCE_SHEET_LABELS)),
  cashFlow: new Map(figureRows(CASH_FLOW_LABELS)),
};

function figureRows(labels: readonly StatementLabel[]): Array<[string, string]> {
  return labels.filter((line) => !line.isSection).map(({ path, label }) => [path, label]);
}

/**
 * The assumptions a question may point at: the questionnaire's fields the model reads (amounts, months,
 * percents, choices and lists), not the free texts (business name, description).
 */
const ASSUMPTION_KEYS: ReadonlySet<string> = new Set(
  FIELD_KEYS.filter((key) => fieldOf(key).kind !== 'text'),
);

/** The target of a statement row (`profitLoss.rent`) or of an assumption (`assumptions.unitPrice`). */
export const statementTarget = (statement: QuestionStatement, rowKey: string) => `${statement}.${rowKey}`;
export const assumptionTarget = (key: FieldKey) => `${ASSUMPTIONS_PREFIX}.${key}`;

/**
 * The target of an assumption named by the projection input it feeds (`rent` → `assumptions.monthlyRent`),
 * as the shared read's `assumptions` (the engine's inputs) name them; null for an input no field feeds.
 */
export function assumptionTargetOfInput(input: string): string | null {
  const key = FIELD_KEYS.find((candidate) => {
    const field = fieldOf(candidate);
    return ASSUMPTION_KEYS.has(candidate) && (field.input === input || field.extendedInput === input);
  });
  return key ? assumptionTarget(key) : null;
}

/** What a plan offers to ask about: its years, and whether it holds the balance sheet and cash flow. */
export type QuestionPlan = { projectionYears: number; hasCompleteStatements: boolean };

export type ParsedTarget =
  | { kind: 'statement'; statement: QuestionStatement; row: string; label: string }
  | { kind: 'assumption'; key: FieldKey; label: string };

/** A target's parts and label; null when no such line or assumption exists (in any plan). */
export function parseTarget(target: string): ParsedTarget | null {
  const dot = target.indexOf('.');
  if (dot < 0) return null;
  const head = target.slice(0, dot);
  const rest = target.slice(dot + 1);
  if (head === ASSUMPTIONS_PREFIX) {
    if (!ASSUMPTION_KEYS.has(rest)) return null;
    const key = rest as FieldKey;
    return { kind: 'assumption', key, label: fieldOf(key).label };
  }
  if (!Object.hasOwn(STATEMENT_ROWS, head)) return null;
  const statement = head as QuestionStatement;
  const label = STATEMENT_ROWS[statement].get(rest);
  return label === undefined ? null : { kind: 'statement', statement, row: rest, label };
}

/** "Year 2" of `year2`. */
export const yearLabel = (year: string) => `Year ${year.replace(/^year/, '')}`;

/** How a mail or a list names a target: "Rent (Profit & Loss), Year 2", "Unit price (assumption)". */
export function targetDescription(target: string, year?: string | null): string {
  const parsed = parseTarget(target);
  if (!parsed) return target;
  const where =
    parsed.kind === 'statement'
      ? `${parsed.label} (${STATEMENT_NAMES[parsed.statement]})`
      : `${parsed.label} (assumption)`;
  return year ? `${where}, ${yearLabel(year)}` : where;
}

/**
 * Whether a question's target and year exist for a plan: a row of a statement the plan holds (the balance
 * sheet and cash flow only with Complete statements), or an assumption, and a year within the plan's
 * projection years (never with an assumption). Returns the 400's field and message, or null when it exists.
 */
export function questionTargetError(
  { target, year }: { target: string; year?: string | null },
  plan: QuestionPlan,
): { field: 'target' | 'year'; message: string } | null {
  const parsed = parseTarget(target);
  if (
    !parsed ||
    (parsed.kind === 'statement' && parsed.statement !== 'profitLoss' && !plan.hasCompleteStatements)
  ) {
    return { field: 'target', message: 'This plan has no such line or assumption to ask about.' };
  }
  if (year === undefined || year === null) return null;
  if (parsed.kind === 'assumption') {
    return { field: 'year', message: 'An assumption has no year: ask about it without one.' };
  }
  if (!(yearKeysOf(plan.projectionYears) as string[]).includes(year)) {
    return {
      field: 'year',
      message: `This plan projects ${plan.projectionYears} years: the year must be year1 to year${plan.projectionYears}.`,
    };
  }
  return null;
}

// --- Requests ---------------------------------------------------------------------------------------

const trimmedText = (field: string, max: number, emptyMessage: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, { error: emptyMessage })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** A viewer's question; the target's existence in the plan is the server's check (questionTargetError). */
export const ZAskQuestion = lazySchema(() =>
  z.object({
    name: trimmedText('name', QUESTION_NAME_MAX, 'Give your name, so the founder knows who asks'),
    email: ZEmail,
    body: trimmedText('body', QUESTION_BODY_MAX, 'Write your question'),
    target: z
      .string({ error: 'target is required: the line or assumption the question is about' })
      .max(QUESTION_TARGET_MAX, { error: `target must be at most ${QUESTION_TARGET_MAX} characters` }),
    year: z
      .string({ error: 'year must be a year key such as year2' })
      .regex(/^year[1-9]$/, { error: 'year must be a year key such as year2' })
      .nullish(),
  }),
);
export type TAskQuestion = z.input<typeof ZAskQuestion>;
export type TAskedQuestion = z.output<typeof ZAskQuestion>;

/** The founder's answer to a thread. */
export const ZAnswerQuestion = lazySchema(() =>
  z.object({
    body: trimmedText('body', ANSWER_BODY_MAX, 'Write your answer'),
  }),
);
export type TAnswerQuestion = z.input<typeof ZAnswerQuestion>;
export type TAnsweredQuestion = z.output<typeof ZAnswerQuestion>;

export const ZQuestionParams = lazySchema(() =>
  z.object({
    id: z.uuid({ error: 'id must be a valid questionnaire id' }),
    questionId: z.uuid({ error: 'questionId must be a valid question id' }),
  }),
);

// --- Answers ------------------------------------------------------------------------------------------

export const QUESTION_STATUSES = ['open', 'answered'] as const;

export const ZQuestionReply = lazySchema(() =>
  z.object({ id: z.uuid(), body: z.string(), createdAt: z.string() }),
);
export type TQuestionReply = z.infer<typeof ZQuestionReply>;

/** A thread as a link's viewer sees it: the asker's name, never an e-mail. */
export const ZViewerThread = lazySchema(() =>
  z.object({
    id: z.uuid(),
    target: z.string(),
    year: z.string().nullable(),
    askerName: z.string(),
    body: z.string(),
    createdAt: z.string(),
    status: z.enum(QUESTION_STATUSES),
    replies: z.array(ZQuestionReply),
  }),
);
export type TViewerThread = z.infer<typeof ZViewerThread>;
export const ZViewerThreadList = lazySchema(() => z.object({ threads: z.array(ZViewerThread) }));
export type TViewerThreadList = z.infer<typeof ZViewerThreadList>;

/** A thread as the founder sees it: also the asker's e-mail and the link it came through. */
export const ZFounderThread = lazySchema(() =>
  ZViewerThread.extend({
    askerEmail: z.string(),
    shareLinkId: z.uuid(),
    linkLabel: z.string(),
  }),
);
export type TFounderThread = z.infer<typeof ZFounderThread>;
export const ZFounderThreadList = lazySchema(() => z.object({ threads: z.array(ZFounderThread) }));
export type TFounderThreadList = z.infer<typeof ZFounderThreadList>;

/** The header's count: open questions over all the prospect's plans. */
export const ZOpenQuestionCount = lazySchema(() => z.object({ open: z.number().int() }));
export type TOpenQuestionCount = z.infer<typeof ZOpenQuestionCount>;

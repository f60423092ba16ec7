// The founder's side of the questions on their shared plan: a panel "Questions from your lenders" listing
// every thread (with the asker's e-mail and the link it came through) with a reply box, and the markers
// beside the questioned lines of the statements.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import type { FieldKey } from '@trajectory/engine';
import {
  ANSWER_BODY_MAX,
  assumptionTarget,
  parseTarget,
  statementTarget,
  ZAnswerQuestion,
  type QuestionStatement,
  type TFounderThread,
} from '@trajectory/contracts/share-questions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldShell } from '@/components/ui/field-shell';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useAnswerQuestion, useFounderThreads } from './api';
import { ThreadList } from './thread-list';

/** The id of the panel, which the line markers link to. */
export const LENDER_QUESTIONS_ID = 'lender-questions';

function ReplyBox({
  thread,
  questionnaireId,
  prospectId,
}: {
  thread: TFounderThread;
  questionnaireId: string;
  prospectId: string;
}) {
  const id = useId();
  const answer = useAnswerQuestion({ questionnaireId, prospectId });
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const label = thread.replies.length > 0 ? 'Add to your answer' : 'Your answer';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZAnswerQuestion.safeParse({ body });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    answer.mutate(
      { questionId: thread.id, body },
      {
        onSuccess: () => setBody(''),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <FieldShell id={`${id}-answer`} label={label} error={error}>
        {(describedBy) => (
          <Textarea
            id={`${id}-answer`}
            value={body}
            maxLength={ANSWER_BODY_MAX}
            onChange={(e) => {
              setBody(e.target.value);
              setError(undefined);
            }}
            aria-describedby={describedBy}
            aria-invalid={Boolean(error)}
            className="min-h-20"
          />
        )}
      </FieldShell>
      <div>
        <Button type="submit" size="sm" disabled={answer.isPending}>
          {answer.isPending ? 'Sending…' : 'Send answer'}
        </Button>
      </div>
    </form>
  );
}

/** "Questions from your lenders": nothing until a viewer of one of the plan's links has asked. */
export function LenderQuestionsPanel({
  questionnaireId,
  prospectId,
}: {
  questionnaireId: string | null;
  prospectId: string;
}) {
  const threads = useFounderThreads(questionnaireId);
  const list = threads.data?.threads ?? [];
  if (!questionnaireId || list.length === 0) return null;
  const open = list.filter((thread) => thread.status === 'open').length;
  return (
    <Card
      role="region"
      id={LENDER_QUESTIONS_ID}
      aria-labelledby={`${LENDER_QUESTIONS_ID}-title`}
      className="scroll-mt-20"
    >
      <CardHeader>
        <CardTitle id={`${LENDER_QUESTIONS_ID}-title`}>Questions from your lenders</CardTitle>
        <CardDescription>
          {open > 0
            ? `${open} open ${open === 1 ? 'question' : 'questions'}. `
            : 'Every question is answered. '}
          Asked by the people you shared this plan with; each answer is e-mailed to whoever asked and shown to
          the viewers of that link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ThreadList
          threads={list}
          askerDetail={(thread) => (
            <>
              <a className="underline underline-offset-2" href={`mailto:${thread.askerEmail}`}>
                {thread.askerEmail}
              </a>{' '}
              through the link “{thread.linkLabel}”
            </>
          )}
          footer={(thread) => (
            <ReplyBox thread={thread} questionnaireId={questionnaireId} prospectId={prospectId} />
          )}
        />
      </CardContent>
    </Card>
  );
}

/** The marker beside a questioned line: how many questions, linking to the panel. */
export function QuestionMarker({ threads, label }: { threads: readonly TFounderThread[]; label: string }) {
  if (threads.length === 0) return null;
  const open = threads.some((thread) => thread.status === 'open');
  const count = threads.length;
  return (
    <a
      href={`#question-${threads[0]!.id}`}
      className={
        open
          ? 'inline-flex items-center gap-0.5 rounded-full bg-amber-50 px-1.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200'
          : 'inline-flex items-center gap-0.5 rounded-full bg-emerald-50 px-1.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200'
      }
      aria-label={`${count} ${count === 1 ? 'question' : 'questions'} about ${label}${open ? ', open' : ', answered'}`}
      data-testid="question-marker"
    >
      <MessageCircleQuestion className="size-3.5" aria-hidden="true" />
      {count}
    </a>
  );
}

/**
 * The founder's markers beside what the plan's questions point at, as a statement table's `rowAside`
 * (`statements`: any of a line's years) and an inputs table's `inputAside` (`inputs`). Undefined when the
 * plan has no thread, so the tables stay as they are.
 */
export function useQuestionMarkers(questionnaireId: string | null):
  | {
      statements: (statement: QuestionStatement) => (rowKey: string) => ReactNode;
      inputs: (key: FieldKey) => ReactNode;
    }
  | undefined {
  const threads = useFounderThreads(questionnaireId).data?.threads ?? [];
  if (threads.length === 0) return undefined;
  const markerOf = (target: string, fallback: string) => {
    const about = threads.filter((thread) => thread.target === target);
    return about.length > 0 ? (
      <QuestionMarker threads={about} label={parseTarget(target)?.label ?? fallback} />
    ) : null;
  };
  return {
    statements: (statement) => (rowKey) => markerOf(statementTarget(statement, rowKey), rowKey),
    inputs: (key) => markerOf(assumptionTarget(key), key),
  };
}

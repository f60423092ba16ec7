// A list of question threads: the line asked about, the question, who asked and when, and the founder's
// answers. The viewer's threads carry names only; the founder's also the e-mail and the link (`footer`).
import type { ReactNode } from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import { targetDescription, type TViewerThread } from '@trajectory/contracts/share-questions';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

type ThreadListProps<T extends TViewerThread> = {
  threads: readonly T[];
  /** Under the asker's name: the founder sees the e-mail and the link here. */
  askerDetail?: (thread: T) => ReactNode;
  /** Below the answers: the founder's reply box. */
  footer?: (thread: T) => ReactNode;
  /** Said when there is no thread yet. */
  emptyText?: string;
};

export function ThreadList<T extends TViewerThread>({
  threads,
  askerDetail,
  footer,
  emptyText = 'No questions yet.',
}: ThreadListProps<T>) {
  if (threads.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ol className="flex flex-col gap-4" aria-label="Questions">
      {threads.map((thread) => (
        <li
          key={thread.id}
          id={`question-${thread.id}`}
          data-target={thread.target}
          className="flex flex-col gap-3 rounded-lg border border-border p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-2 text-sm font-semibold">
              <MessageCircleQuestion className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {targetDescription(thread.target, thread.year)}
            </p>
            <Badge variant={thread.status === 'open' ? 'warning' : 'success'}>
              {thread.status === 'open' ? 'Open' : 'Answered'}
            </Badge>
          </div>
          <blockquote className="text-sm whitespace-pre-line">{thread.body}</blockquote>
          <p className="text-xs text-muted-foreground">
            Asked by <span className="font-medium text-foreground">{thread.askerName}</span> on{' '}
            <time dateTime={thread.createdAt}>{formatDateTime(thread.createdAt)}</time>
            {askerDetail && <> · {askerDetail(thread)}</>}
          </p>
          {thread.replies.length > 0 && (
            <ul className="flex flex-col gap-2 border-l-2 border-primary/30 pl-3" aria-label="Answers">
              {thread.replies.map((reply) => (
                <li key={reply.id} className="flex flex-col gap-1">
                  <p className="text-sm whitespace-pre-line">{reply.body}</p>
                  <p className="text-xs text-muted-foreground">
                    The founder answered on{' '}
                    <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
          {footer?.(thread)}
        </li>
      ))}
    </ol>
  );
}

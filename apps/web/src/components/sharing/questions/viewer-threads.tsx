// The questions on a shared plan as its link's viewers see them: every viewer's question on this link (names,
// never e-mails) and the founder's answers; another link's threads are never here.
import { useViewerThreads } from './api';
import { ThreadList } from './thread-list';

export function ViewerThreads({ token }: { token: string }) {
  const threads = useViewerThreads(token);
  if (threads.isPending) return <p className="text-sm text-muted-foreground">Loading the questions…</p>;
  if (threads.isError) {
    return <p className="text-sm text-muted-foreground">The questions could not be loaded.</p>;
  }
  return (
    <ThreadList
      threads={threads.data.threads}
      emptyText="No questions yet. Ask about any line or assumption with the question mark beside it."
    />
  );
}

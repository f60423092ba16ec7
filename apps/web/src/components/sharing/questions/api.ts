// The questions on a shared plan (issue #26 item 2): the viewer's (by the link's token) and the founder's
// (their plan's threads, answers and the header's open count).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZFounderThread,
  ZFounderThreadList,
  ZOpenQuestionCount,
  ZViewerThread,
  ZViewerThreadList,
  type TAskQuestion,
} from '@trajectory/contracts/share-questions';
import { apiRequest, getJson, queryKeyToUrl } from '@/lib/api';

// --- The viewer's, by token -------------------------------------------------------------------------

export const viewerThreadsQueryKey = (token: string) => ['/api/shared', token, 'questions'] as const;

export const viewerThreadsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: viewerThreadsQueryKey(token),
    queryFn: async () => ZViewerThreadList.parse(await getJson(queryKeyToUrl(viewerThreadsQueryKey(token)))),
  });

/** This link's threads: every viewer's question on it (names, never e-mails) and the founder's answers. */
export function useViewerThreads(token: string) {
  return useQuery(viewerThreadsQueryOptions(token));
}

/** Asks a question through the link; the link's threads are read again. */
export function useAskQuestion(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TAskQuestion) =>
      ZViewerThread.parse(
        await (await apiRequest('POST', queryKeyToUrl(viewerThreadsQueryKey(token)), body)).json(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: viewerThreadsQueryKey(token) }),
  });
}

// --- The founder's ----------------------------------------------------------------------------------

export const founderThreadsQueryKey = (questionnaireId: string) =>
  ['/api/questionnaires', questionnaireId, 'questions'] as const;

export const openQuestionCountQueryKey = (prospectId: string) =>
  ['/api/prospects', prospectId, 'questions', 'open-count'] as const;

/** Every thread on the founder's plan, through any of its links. */
export function useFounderThreads(questionnaireId: string | null) {
  return useQuery({
    queryKey: founderThreadsQueryKey(questionnaireId ?? ''),
    queryFn: async () =>
      ZFounderThreadList.parse(await getJson(queryKeyToUrl(founderThreadsQueryKey(questionnaireId ?? '')))),
    enabled: Boolean(questionnaireId),
  });
}

/** The header's count of open questions over the prospect's plans (only asked when it may have some). */
export function useOpenQuestionCount(prospectId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: openQuestionCountQueryKey(prospectId ?? ''),
    queryFn: async () =>
      ZOpenQuestionCount.parse(await getJson(queryKeyToUrl(openQuestionCountQueryKey(prospectId ?? '')))),
    enabled: enabled && Boolean(prospectId),
  });
}

/** The founder answers a thread; the plan's threads and the header's count are read again. */
export function useAnswerQuestion({
  questionnaireId,
  prospectId,
}: {
  questionnaireId: string;
  prospectId: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionId, body }: { questionId: string; body: string }) =>
      ZFounderThread.parse(
        await (
          await apiRequest(
            'POST',
            `${queryKeyToUrl(founderThreadsQueryKey(questionnaireId))}/${encodeURIComponent(questionId)}/replies`,
            { body },
          )
        ).json(),
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: founderThreadsQueryKey(questionnaireId) }),
        queryClient.invalidateQueries({ queryKey: openQuestionCountQueryKey(prospectId) }),
      ]);
    },
  });
}

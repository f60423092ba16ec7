// GET /api/questionnaires/{id}/versions/compare?a=&b=: the answers that changed between two versions and
// their key figures, with the difference (b − a).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZVersionComparison, type TVersionComparison } from '@trajectory/contracts/versions';
import { getJson, queryKeyToUrl } from '@/lib/api';
import { versionsQueryKey } from './get-versions';

type Pair = { a: number; b: number };

export const comparisonQueryKey = (questionnaireId: string, { a, b }: Pair) =>
  [...versionsQueryKey(questionnaireId), 'compare', a, b] as const;

export async function compareVersions(questionnaireId: string, { a, b }: Pair): Promise<TVersionComparison> {
  const url = `${queryKeyToUrl([...versionsQueryKey(questionnaireId), 'compare'])}?a=${a}&b=${b}`;
  return ZVersionComparison.parse(await getJson(url));
}

/** Off until two versions are chosen; a new pair keeps the last comparison on screen while it loads. */
export function useVersionComparison(questionnaireId: string, pair: Pair | null) {
  return useQuery({
    queryKey: comparisonQueryKey(questionnaireId, pair ?? { a: 0, b: 0 }),
    queryFn: () => compareVersions(questionnaireId, pair!),
    enabled: pair !== null,
    placeholderData: keepPreviousData,
  });
}

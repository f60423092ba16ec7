// The page of a paged staff list, which starts again from the first page whenever the applied filter
// changes; the same filter after a remount (another tab, the phone layout) keeps its page.
import { useCallback } from 'react';
import { useKeptState } from './use-kept-state';

export function useFilterPage(filter: object, keepKey: string) {
  // The filter is a fresh object each render; its contents decide whether it changed.
  const filterKey = JSON.stringify(filter);
  const [kept, setKept] = useKeptState(keepKey, { page: 1, filterKey });
  const page = kept.filterKey === filterKey ? kept.page : 1;
  const setPage = useCallback((next: number) => setKept({ page: next, filterKey }), [filterKey, setKept]);
  return [page, setPage] as const;
}

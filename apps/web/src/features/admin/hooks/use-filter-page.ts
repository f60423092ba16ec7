// The page of a paged staff list, which starts again from the first page whenever the applied filter changes.
import { useEffect, useState } from 'react';

export function useFilterPage(filter: object) {
  const [page, setPage] = useState(1);
  // The filter is a fresh object each render; its contents decide whether it changed.
  const key = JSON.stringify(filter);
  useEffect(() => setPage(1), [key]);
  return [page, setPage] as const;
}

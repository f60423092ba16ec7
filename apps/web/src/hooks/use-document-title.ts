// Sets the browser tab's title for the page on screen.
import { useEffect } from 'react';

export const BRAND = 'Trajectory';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    const next = title ? `${title} — ${BRAND}` : `${BRAND} — 3-Year Financial Projections`;
    // Written only when it changes: setting it costs a hydrating page's commit several milliseconds.
    if (document.title !== next) document.title = next;
  }, [title]);
}

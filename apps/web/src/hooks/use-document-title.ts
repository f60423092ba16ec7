// Sets the browser tab's title for the page on screen.
import { useEffect } from 'react';

export const BRAND = 'Trajectory';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${BRAND}` : `${BRAND} — 3-Year Financial Projections`;
  }, [title]);
}

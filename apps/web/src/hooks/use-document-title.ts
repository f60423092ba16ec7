// Sets the browser tab's title for the page on screen.
import { useEffect } from 'react';

export const BRAND = 'Trajectory';

const tabTitle = (title?: string) =>
  title ? `${title} — ${BRAND}` : `${BRAND} — 3-Year Financial Projections`;

/** The title the page being drawn on the server asked for (src/prerender.tsx reads it after each render). */
export const serverDrawnTitle: { value?: string } = {};

export function useDocumentTitle(title?: string): void {
  // On the server the page's title goes into the HTML it is sent in (a render is synchronous, one at a time).
  if (typeof document === 'undefined') serverDrawnTitle.value = tabTitle(title);
  useEffect(() => {
    const next = tabTitle(title);
    // Written only when it changes: the server-drawn pages arrive with it, and setting it cost a hydrating
    // page's commit several milliseconds.
    if (document.title !== next) document.title = next;
  }, [title]);
}

// The query cache a server-rendered page arrives with (issue #16 item 5): apps/server/src/lib/page-render.ts
// writes it into the HTML as <script type="application/json" id="ssr-state">, main.tsx reads it back into
// the cache before hydrating, so the first render in the browser draws what the server drew.
import { hashKey, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { HYDRATE_ATTRIBUTE, SSR_STATE_ID } from '@trajectory/contracts/prerendered';

/** Whether the page arrived drawn (the landing page, the statements pages): hydrated, not drawn again. */
export function isDrawnPage(root = document.getElementById('root')): boolean {
  return root?.hasAttribute(HYDRATE_ATTRIBUTE) ?? false;
}

/** JSON safe inside a <script> element: no "<", ">" or "&" (business names are typed by visitors), no U+2028/9. */
export function serializeSsrState(state: DehydratedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The server's answers are this visit's reads: a page whose data came with the HTML does not read it
// again when it mounts (its queries are "stale at once" to re-read on each visit). Any navigation ends
// the visit the server rendered (app.tsx), and from then on the queries re-read as they always do.
let serverVisit = false;

export function endServerVisit(): void {
  serverVisit = false;
}

/** Whether the page on screen is still the one the server drew (with its data), before any navigation. */
export function isServerVisit(): boolean {
  return serverVisit;
}

/** Puts the server's answers into the cache; true when the page came with some. */
export function hydrateSsrState(queryClient: QueryClient): boolean {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  hydrate(queryClient, state);
  serverVisit = true;
  // Defaults match keys by prefix: a read under a server-drawn key (a plan's share links under the plan)
  // was not drawn by the server, so only the very key skips its re-read.
  const drawn = new Set(state.queries.map(({ queryHash }) => queryHash));
  for (const { queryKey } of state.queries) {
    queryClient.setQueryDefaults(queryKey, {
      refetchOnMount: (query) => !(serverVisit && drawn.has(hashKey(query.queryKey))),
    });
  }
  return true;
}

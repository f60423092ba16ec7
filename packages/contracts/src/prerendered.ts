// What the web build writes for the server to send (issue #16 item 5), named once for both sides:
// apps/web/build/prerender.ts writes these files and marks, apps/server/src/lib/page-preloads.ts and
// page-render.ts read them, apps/web/src/lib/ssr-state.ts reads the data element in the browser.

/** The landing page rendered at build time, beside index.html in the web app's dist/. */
export const LANDING_HTML = 'landing.html';
/** Where the server renderer goes, beside dist/ (never served). */
export const SSR_DIR = 'dist-ssr';
/** The renderer's module in SSR_DIR. */
export const SSR_ENTRY = 'prerender.js';
/** The statements pages' HTML in SSR_DIR: the server puts the rendered page and its data at the two marks. */
export const SSR_PAGE_HTML = 'page.html';
/** The landing page's HTML in SSR_DIR, for the server to send it drawn with its data, same marks. */
export const SSR_LANDING_HTML = 'landing.html';
export const SSR_HTML_MARK = '<!--ssr-html-->';
export const SSR_STATE_MARK = '<!--ssr-state-->';
/**
 * A page the server renderer drew: its markup, its query cache as JSON and the browser tab's title its
 * page asked for (undefined: the template's own), so the tab is named from the first byte and the browser
 * does not write the title while it hydrates.
 */
export type TDrawnPage = { html: string; state: string; title?: string };
/**
 * The attribute of the root element of a page whose markup is the page itself (drawn at build time or by the
 * server), which src/main.tsx hydrates; a page without it arrives with the loading frame, drawn again.
 */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
/** The id of the <script type="application/json"> element that carries a rendered page's query cache. */
export const SSR_STATE_ID = 'ssr-state';
/**
 * The boot script's attribute naming a drawn page's own chunks (its route and what the route imports), which
 * the server adds to the page it sends: the boot script fetches them after the entry's, a few per task, so
 * the route's code is there when the router asks for it and no one task adds them all.
 */
export const BOOT_PAGE_PRELOAD = 'data-page-preload';

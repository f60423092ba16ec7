/* global window */
// Runs before the app's modules: zod then never probes for eval (new Function), which the
// Content-Security-Policy forbids and the browser reports as a violation on every page. Schemas in shared
// chunks are built before the app's own first module could call z.config (src/lib/zod-config.ts).
window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true });

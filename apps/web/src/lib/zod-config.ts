// Imported first by main.tsx, before any schema is built: the Content-Security-Policy forbids eval, so
// zod's compiled fast path can never run, and without this zod probes for it with `new Function`, which
// the browser reports as a CSP violation on every page.
import { z } from 'zod';

z.config({ jitless: true });

// Lighthouse (mobile emulation, the system Chromium) on the landing, results and full statements pages
// of the built app. The script registers a founder, completes a questionnaire, has staff grant Full
// Reports and carries the founder's visitor cookie, so the private pages show real statements (rendered
// by the server with their data; the script prints how each page's HTML came and how long it took).
// Run after `npm run build`: npm run lighthouse -w @trajectory/bench
import fs from 'node:fs';
import path from 'node:path';
import {
  call,
  createStorage,
  questionnaireBody,
  REPO_ROOT,
  requireBuiltWebApp,
  startServer,
} from './server-harness';
import { loadChromeLauncher, loadLighthouse } from './tools/index.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const REPORT_DIR = path.join(REPO_ROOT, 'bench', '.lighthouse');

requireBuiltWebApp();
const lighthouse = await loadLighthouse();
const chromeLauncher = await loadChromeLauncher();

const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like) is tried again, twice at most. */
async function audit(url: string, cookie: string, port = chrome.port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
    console.log(`${url}: ${result.lhr.runtimeError.code}, running it again`);
  }
}

const storage = await createStorage('pglite');
const server = await startServer(storage);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const base = server.url;
  const registered = await call(`${base}/api/prospects`, {
    method: 'POST',
    body: JSON.stringify({
      name: 'Lighthouse Founder',
      email: `lighthouse-${Date.now()}@bench.example.com`,
      businessName: 'Lighthouse Bakery',
      phone: '(555) 010-0000',
      consentToContact: true,
    }),
  });
  const visitor = cookieOf(registered);
  const prospect = (await registered.json()) as { id: string };
  const questionnaire = (await (
    await call(`${base}/api/questionnaires`, {
      method: 'POST',
      cookie: visitor,
      body: JSON.stringify(questionnaireBody(prospect.id, 1)),
    })
  ).json()) as { id: string };
  await call(`${base}/api/reports/generate`, {
    method: 'POST',
    cookie: visitor,
    body: JSON.stringify({ prospectId: prospect.id, questionnaireId: questionnaire.id }),
  });
  const staff = cookieOf(
    await call(`${base}/api/admin/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'bench-admin', password: 'bench-admin-password' }),
    }),
  );
  // Full Reports, granted as staff do after a conversation: the full statements page has every table.
  await call(`${base}/api/admin/prospects/${prospect.id}/grant-plan`, {
    method: 'POST',
    cookie: staff,
    body: JSON.stringify({ productCode: 'P02', amount: '29.99' }),
  });

  const pages = [
    { name: 'landing', path: '/' },
    { name: 'results', path: `/results/${prospect.id}` },
    { name: 'full statements', path: `/full-statements/${prospect.id}` },
  ];
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const rows: string[] = [];
  for (const page of pages) {
    const lhr = await audit(`${base}${page.path}`, visitor);
    fs.writeFileSync(path.join(REPORT_DIR, `${page.name.replace(/ /g, '-')}.json`), JSON.stringify(lhr));
    const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const metrics = METRICS.map((m) => lhr.audits[m]?.displayValue ?? '–');
    rows.push(`| ${page.name} | ${scores.join(' | ')} | ${metrics.join(' | ')} |`);
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
    );
    if (failing.length) console.log(`${page.name} — below full marks: ${failing.join('; ')}`);
  }
  // How each page's HTML is made, and how long the server takes for it with the founder's cookie
  // (the statements pages are rendered per request with their data: apps/server/src/lib/page-render.ts).
  console.log("\nThe HTML of each page with the founder's cookie (median of 20, after 3 unmeasured):");
  for (const page of pages) {
    const times: number[] = [];
    let html = '';
    for (let i = 0; i < 23; i++) {
      const start = performance.now();
      const res = await fetch(`${base}${page.path}`, {
        headers: { cookie: visitor, 'accept-encoding': 'br' },
      });
      html = await res.text();
      if (i >= 3) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const kind = html.includes('id="ssr-state"')
      ? 'rendered with its data'
      : html.includes('data-hydrate')
        ? 'prerendered'
        : 'loading frame';
    console.log(`${page.name}: ${kind}, ${Math.round(html.length / 1024)} KB, ${times[10]!.toFixed(1)} ms`);
  }
  console.log('\nLighthouse, mobile emulation (reports in bench/.lighthouse/):');
  console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
} finally {
  chrome.kill();
  await server.stop();
  await storage.dispose();
}

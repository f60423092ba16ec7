// How the rest of the site answers while the server draws. Two loads, each with a fifth client asking
// /api/health every 20 ms:
//  - drawing: four clients ask for chart PNGs (a new size each time, so nothing comes from the image
//    cache) and Excel workbooks without pause. Runs the bundled server twice: drawing on the event loop
//    (RENDER_WORKERS=0, how it was) and in the worker pool (the default).
//  - pages: twenty founders' browsers load the results and full statements pages (rendered per request
//    with their data, apps/server/src/http/pages/page-render.ts) of a prospect with a completed
//    questionnaire and a Complete plan, with its visitor cookie, while four clients draw charts. Runs the
//    bundled server with the page render on the event loop (RENDER_WORKERS=0, before issue #27 item 4) and
//    in its default pool, in turns (and, with --before, another build of the bundle the same way).
//  - page-cost: one browser loads each statements page 20 times in a row (after 5 unmeasured loads) and
//    the server's main thread's CPU per page is read from /proc: the event-loop time a page view costs,
//    with the render on the event loop and in the pool.
// The server runs as `npm start` runs it: the bundle, NODE_ENV=production, LOG_LEVEL=info.
// Run: npm run render-load -w @trajectory/bench
//   options: --seconds 20 --clients 4 --pages 20 --load all|drawing|pages|page-cost --rounds 1
//            --before apps/server/dist-before/main.js (a build of an earlier commit, for a before/after)
import {
  createStorage,
  mainThreadCpuMs,
  parseFlags,
  percentile,
  questionnaireBody,
  sleep,
  startServer,
  type ServerProcess,
} from './server-harness';

const flags = parseFlags(process.argv.slice(2), {
  seconds: '20',
  clients: '4',
  pages: '20',
  load: 'all',
  rounds: '1',
  before: '',
});
const SECONDS = Number(flags.seconds);
const CLIENTS = Number(flags.clients);
const PAGES = Number(flags.pages);

type Result = {
  health: number[];
  renders: number;
  busy: number;
  failed: number;
  /** Statements pages that went out drawn with their data, and as the plain page. */
  rendered: number;
  plain: number;
  pageMs: number[];
};

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** What the loads need: a staff cookie (for drawing anyone's charts) and a founder with a plan. */
type Scene = { cookie: string; visitor: string; prospectId: string; questionnaireId: string };

async function prepare(server: ServerProcess, withPages: boolean): Promise<Scene> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  // Staff see every prospect's charts and workbooks, so the drawing clients need no visitor session.
  const login = await post('/api/admin/login', {
    username: 'bench-admin',
    password: 'bench-admin-password',
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const registered = await post('/api/prospects', {
    name: 'Render Bench',
    email: `render-${Date.now()}@bench.example.com`,
    businessName: 'Render Bakery',
    phone: '(555) 010-0000',
    consentToContact: true,
  });
  // The founder's browser: the visitor cookie registering set.
  const visitor = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
  const prospect = await json<{ id: string }>(registered);
  const questionnaire = await json<{ id: string }>(
    await post('/api/questionnaires', questionnaireBody(prospect.id, 1), visitor),
  );
  if (withPages) {
    await json(
      await post(
        '/api/reports/generate',
        { prospectId: prospect.id, questionnaireId: questionnaire.id },
        visitor,
      ),
    );
    // A Complete plan (Full Reports, granted as staff do): the full statements page has every table.
    await json(
      await post(
        `/api/admin/prospects/${prospect.id}/grant-plan`,
        { productCode: 'P02', amount: '29.99' },
        cookie,
      ),
    );
  }
  return { cookie, visitor, prospectId: prospect.id, questionnaireId: questionnaire.id };
}

/** As `npm start` runs it: production logging on (stdout is discarded here). */
const START_ENV = { LOG_LEVEL: 'info' };

/** Loads one statements page as the founder's browser: its time, and whether it came drawn with its data. */
async function loadPage(server: ServerProcess, scene: Scene, page: string) {
  const started = performance.now();
  const res = await fetch(`${server.url}/${page}/${scene.prospectId}`, {
    headers: { cookie: scene.visitor, 'accept-encoding': 'br' },
  });
  const html = await res.text();
  return { ms: performance.now() - started, status: res.status, withData: html.includes('id="ssr-state"') };
}

async function measure(env: Record<string, string>, pageClients: number, bundle?: string): Promise<Result> {
  const storage = await createStorage('pglite');
  const server = await startServer(storage, { env: { ...START_ENV, ...env }, bundle });
  try {
    const scene = await prepare(server, pageClients > 0);
    const result: Result = { health: [], renders: 0, busy: 0, failed: 0, rendered: 0, plain: 0, pageMs: [] };
    const until = Date.now() + SECONDS * 1000;
    let width = 400;
    const client = async (i: number) => {
      for (let n = 0; Date.now() < until; n++) {
        // With pages, the drawers draw charts only; alone, a quarter of their asks are workbooks.
        const path =
          pageClients === 0 && (n + i) % 4 === 0
            ? `/api/export/financial-reports/${scene.prospectId}`
            : `/api/questionnaires/${scene.questionnaireId}/charts/trend?width=${(width = width >= 2000 ? 400 : width + 1)}`;
        const res = await fetch(`${server.url}${path}`, { headers: { cookie: scene.cookie } });
        await res.arrayBuffer();
        if (res.status === 200) result.renders += 1;
        else if (res.status === 429) {
          result.busy += 1;
          await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
        } else result.failed += 1;
      }
    };
    const pageClient = async (i: number) => {
      for (let n = 0; Date.now() < until; n++) {
        const page = await loadPage(server, scene, (n + i) % 2 === 0 ? 'results' : 'full-statements');
        result.pageMs.push(page.ms);
        if (page.status !== 200) result.failed += 1;
        else if (page.withData) result.rendered += 1;
        else result.plain += 1;
      }
    };
    const health = async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/health`);
        await res.arrayBuffer();
        result.health.push(performance.now() - started);
        await sleep(20);
      }
    };
    await Promise.all([
      health(),
      ...Array.from({ length: CLIENTS }, (_, i) => client(i)),
      ...Array.from({ length: pageClients }, (_, i) => pageClient(i)),
    ]);
    return result;
  } finally {
    await server.stop();
    await storage.dispose();
  }
}

/**
 * One browser loads each statements page LOADS times in a row: the server's main-thread CPU per page (its
 * event loop's time, from /proc, summed over the loads as /proc counts in 10 ms ticks) and the page's time.
 */
async function pageCost(env: Record<string, string>, bundle?: string) {
  const LOADS = 20;
  const storage = await createStorage('pglite');
  const server = await startServer(storage, { env: { ...START_ENV, ...env }, bundle });
  try {
    const scene = await prepare(server, true);
    const rows: { page: string; cpuMs: number; ms: number[]; withData: number }[] = [];
    for (const page of ['results', 'full-statements']) {
      for (let i = 0; i < 5; i++) await loadPage(server, scene, page);
      const before = mainThreadCpuMs(server.pid);
      const loads = [];
      for (let i = 0; i < LOADS; i++) loads.push(await loadPage(server, scene, page));
      const after = mainThreadCpuMs(server.pid);
      rows.push({
        page,
        cpuMs: before === undefined || after === undefined ? Number.NaN : (after - before) / LOADS,
        ms: loads.map((load) => load.ms).sort((a, b) => a - b),
        withData: loads.filter((load) => load.status === 200 && load.withData).length,
      });
    }
    return rows;
  } finally {
    await server.stop();
    await storage.dispose();
  }
}

const ms = (sorted: number[], p: number) => (sorted.length ? percentile(sorted, p).toFixed(1) : '–');

/** The page render on the event loop (how it was before issue #27 item 4) and in the pool; --before adds a build. */
function pageVariants(): [string, Record<string, string>, string | undefined][] {
  const variants: [string, Record<string, string>, string | undefined][] = [
    ['render on the event loop (RENDER_WORKERS=0)', { RENDER_WORKERS: '0' }, undefined],
    ['render pool (default size)', {}, undefined],
  ];
  if (flags.before) variants.unshift([`before (${flags.before})`, {}, flags.before]);
  return variants;
}

if (flags.load === 'all' || flags.load === 'drawing') {
  const rows: string[] = [];
  for (const [label, env] of [
    ['on the event loop (RENDER_WORKERS=0)', { RENDER_WORKERS: '0' }],
    ['worker pool (default size)', {}],
  ] as const) {
    const r = await measure(env, 0);
    const sorted = [...r.health].sort((a, b) => a - b);
    rows.push(
      `| ${label} | ${ms(sorted, 50)} | ${ms(sorted, 95)} | ${ms(sorted, 99)} | ${r.renders} | ${r.busy} | ${r.failed} |`,
    );
  }
  console.log(`${CLIENTS} clients drawing for ${SECONDS} s each; /api/health latency in ms`);
  console.log('| drawing | health p50 | health p95 | health p99 | renders done | 429 BUSY | other errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
}

if (flags.load === 'all' || flags.load === 'pages') {
  const rows: string[] = [];
  for (let round = 1; round <= Number(flags.rounds); round++) {
    for (const [label, env, bundle] of pageVariants()) {
      const r = await measure(env, PAGES, bundle);
      const sorted = [...r.health].sort((a, b) => a - b);
      const pages = [...r.pageMs].sort((a, b) => a - b);
      const line =
        `| ${label}, round ${round} | ${ms(sorted, 50)} | ${ms(sorted, 95)} | ${ms(sorted, 99)} | ` +
        `${r.rendered} | ${r.plain} | ${ms(pages, 50)} | ${ms(pages, 95)} | ${r.renders} | ${r.busy} | ${r.failed} |`;
      console.log(line);
      rows.push(line);
    }
  }
  console.log(
    `\n${PAGES} browsers loading the results and full statements pages and ${CLIENTS} clients drawing charts, ` +
      `${SECONDS} s per run; /api/health and page latency in ms`,
  );
  console.log(
    '| server | health p50 | health p95 | health p99 | pages with data | plain pages | page p50 | page p95 | charts | 429 BUSY | errors |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
}

if (flags.load === 'all' || flags.load === 'page-cost') {
  const rows: string[] = [];
  for (let round = 1; round <= Number(flags.rounds); round++) {
    for (const [label, env, bundle] of pageVariants()) {
      for (const r of await pageCost(env, bundle)) {
        rows.push(
          `| ${label}, round ${round} | ${r.page} | ${r.cpuMs.toFixed(1)} | ${ms(r.ms, 50)} | ${r.withData} of ${r.ms.length} |`,
        );
        console.log(rows.at(-1));
      }
    }
  }
  console.log(
    '\nOne browser, each page 20 times in a row: the server main thread (event loop) CPU per page, in ms',
  );
  console.log('| server | page | event-loop CPU per page | page p50 | with data |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
}

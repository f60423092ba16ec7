// How the rest of the site answers while charts and workbooks are drawn: four clients ask for chart PNGs
// (a new size each time, so nothing comes from the image cache) and Excel workbooks without pause, while
// a fifth asks /api/health every 20 ms. Runs the bundled server twice: drawing on the event loop
// (RENDER_WORKERS=0, how it was) and in the worker pool (the default).
// Run: npm run render-load -w @trajectory/bench   (options: --seconds 20 --clients 4)
import {
  createStorage,
  parseFlags,
  percentile,
  questionnaireBody,
  sleep,
  startServer,
} from './server-harness';

const flags = parseFlags(process.argv.slice(2), { seconds: '20', clients: '4' });
const SECONDS = Number(flags.seconds);
const CLIENTS = Number(flags.clients);

type Result = { health: number[]; renders: number; busy: number; failed: number };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function measure(env: Record<string, string>): Promise<Result> {
  const storage = await createStorage('pglite');
  const server = await startServer(storage, { env });
  try {
    const post = (path: string, body: unknown, cookie = '') =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    // Staff see every prospect's charts and workbooks, so the bench needs no visitor session.
    const login = await post('/api/admin/login', {
      username: 'bench-admin',
      password: 'bench-admin-password',
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const prospect = await json<{ id: string }>(
      await post('/api/prospects', {
        name: 'Render Bench',
        email: `render-${Date.now()}@bench.example.com`,
        businessName: 'Render Bakery',
        phone: '(555) 010-0000',
        consentToContact: true,
      }),
    );
    const questionnaire = await json<{ id: string }>(
      await post('/api/questionnaires', questionnaireBody(prospect.id, 1), cookie),
    );

    const result: Result = { health: [], renders: 0, busy: 0, failed: 0 };
    const until = Date.now() + SECONDS * 1000;
    let width = 400;
    const client = async (i: number) => {
      for (let n = 0; Date.now() < until; n++) {
        const path =
          (n + i) % 4 === 0
            ? `/api/export/financial-reports/${prospect.id}`
            : `/api/questionnaires/${questionnaire.id}/charts/trend?width=${(width = width >= 2000 ? 400 : width + 1)}`;
        const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status === 200) result.renders += 1;
        else if (res.status === 429) {
          result.busy += 1;
          await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
        } else result.failed += 1;
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
    await Promise.all([health(), ...Array.from({ length: CLIENTS }, (_, i) => client(i))]);
    return result;
  } finally {
    await server.stop();
    await storage.dispose();
  }
}

const rows: string[] = [];
for (const [label, env] of [
  ['on the event loop (RENDER_WORKERS=0)', { RENDER_WORKERS: '0' }],
  ['worker pool (default size)', {}],
] as const) {
  const r = await measure(env);
  const sorted = [...r.health].sort((a, b) => a - b);
  rows.push(
    `| ${label} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${r.renders} | ${r.busy} | ${r.failed} |`,
  );
}
console.log(`${CLIENTS} clients drawing for ${SECONDS} s each; /api/health latency in ms`);
console.log('| drawing | health p50 | health p95 | health p99 | renders done | 429 BUSY | other errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);

// Load test: N concurrent visitors (200 by default) each run the free journey through the API, then the
// database is checked row by row. `npm run load -w @trajectory/bench -- --db pglite|postgres [--visitors 200]`
// Exits non-zero on any request error, unexpected answer, lost or extra row, or plan limit exceeded.
import {
  createStorage,
  newVisitor,
  parseFlags,
  percentile,
  processTreeCpuMs,
  questionnaireBody,
  startServer,
  visitorCookieFrom,
  type DbKind,
  type ServerProcess,
  type Storage,
} from './server-harness';
import { loadAutocannon, type SequenceRequest } from './tools/index.mjs';

const autocannon = await loadAutocannon();

const flags = parseFlags(process.argv.slice(2), {
  db: 'pglite',
  visitors: '200',
  'max-seconds': '300',
  'warm-up': '5',
});
const kind = flags.db as DbKind;
if (kind !== 'pglite' && kind !== 'postgres') throw new Error('--db must be pglite or postgres');
const VISITORS = Number(flags.visitors);
const MAX_SECONDS = Number(flags['max-seconds']);
if (!Number.isInteger(VISITORS) || VISITORS < 1 || VISITORS > 1000) throw new Error('--visitors: 1 to 1000');
const RUN = `load${Date.now().toString(36)}`;
// A few journeys first, unmeasured, so the figures are not a cold start (JIT, first queries); their
// e-mails carry their own tag, and the database totals count them.
const WARM_UP = Number(flags['warm-up']);
if (!Number.isInteger(WARM_UP) || WARM_UP < 1 || WARM_UP > 1000) throw new Error('--warm-up: 1 to 1000');

/** One visitor's journey state; autocannon gives every connection its own copy of this context. */
type Journey = {
  i: number;
  email: string;
  prospectId?: string;
  questionnaireId?: string;
  /** This visitor's own session cookie, set by registering. */
  cookie?: string;
  sentAt: number;
};
let journeys: Journey[] = [];
let runTag = RUN;
const problems: string[] = [];
let stepLatencies = new Map<string, number[]>();

const json = { 'content-type': 'application/json' };
const parse = (body: string) => {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** Wraps a step: stamps the send time, records its latency and any answer the journey did not expect. */
function step(
  name: string,
  build: (ctx: Journey) => { method: string; path: string; body?: unknown },
  expect: (status: number, body: Record<string, unknown>, ctx: Journey) => string | null,
): SequenceRequest<Journey> {
  return {
    setupRequest: (request, ctx) => {
      const { method, path, body } = build(ctx);
      ctx.sentAt = performance.now();
      return {
        ...request,
        method,
        path,
        headers: ctx.cookie ? { ...json, cookie: ctx.cookie } : json,
        body: body === undefined ? undefined : JSON.stringify(body),
      };
    },
    onResponse: (status, body, ctx, headers) => {
      ctx.cookie = visitorCookieFrom(headers['set-cookie']) ?? ctx.cookie;
      const list = stepLatencies.get(name) ?? [];
      list.push(performance.now() - ctx.sentAt);
      stepLatencies.set(name, list);
      const problem = expect(status, parse(body), ctx);
      if (problem)
        problems.push(`visitor ${ctx.i} ${name}: ${problem} (HTTP ${status}: ${body.slice(0, 200)})`);
    },
  };
}

const ok = (status: number, wanted: number) => (status === wanted ? null : `expected HTTP ${wanted}`);

const STEPS: SequenceRequest<Journey>[] = [
  step(
    'validate-email',
    (ctx) => {
      // Runs once per connection when autocannon builds it: this is where a visitor is born.
      ctx.i = journeys.length;
      ctx.email = newVisitor(runTag, ctx.i).email;
      journeys.push(ctx);
      return { method: 'POST', path: '/api/validate-email', body: { email: ctx.email } };
    },
    (status, body) => ok(status, 200) ?? (body.canSubmit === true ? null : 'canSubmit is not true'),
  ),
  step(
    'register',
    (ctx) => ({
      method: 'POST',
      path: '/api/prospects',
      body: { ...newVisitor(runTag, ctx.i), email: ctx.email },
    }),
    (status, body, ctx) => {
      ctx.prospectId = typeof body.id === 'string' ? body.id : undefined;
      return (
        ok(status, 201) ?? (ctx.prospectId ? null : 'no prospect id') ?? (ctx.cookie ? null : 'no cookie')
      );
    },
  ),
  step(
    'questionnaire',
    (ctx) => ({
      method: 'POST',
      path: '/api/questionnaires',
      body: questionnaireBody(ctx.prospectId ?? 'missing', ctx.i),
    }),
    (status, body, ctx) => {
      ctx.questionnaireId = typeof body.id === 'string' ? body.id : undefined;
      return ok(status, 201) ?? (ctx.questionnaireId ? null : 'no questionnaire id');
    },
  ),
  step(
    'complete',
    (ctx) => ({
      method: 'POST',
      path: '/api/questionnaire/complete',
      body: { questionnaireId: ctx.questionnaireId ?? 'missing' },
    }),
    (status, body) =>
      ok(status, 200) ??
      (body.flow === 'free' && JSON.stringify(body.generated) === '["profit_loss"]'
        ? null
        : `flow ${String(body.flow)}, generated ${JSON.stringify(body.generated)}`),
  ),
  step(
    'generate-reports',
    (ctx) => ({
      method: 'POST',
      path: '/api/reports/generate',
      body: { prospectId: ctx.prospectId ?? 'missing', questionnaireId: ctx.questionnaireId ?? 'missing' },
    }),
    (status, body) =>
      ok(status, 200) ??
      (Array.isArray(body.reports) && body.reports.length === 1 && JSON.stringify(body.generated) === '[]'
        ? null
        : 'expected the one P&L and nothing generated'),
  ),
  step(
    'profit-loss',
    (ctx) => ({ method: 'GET', path: `/api/profit-loss/${ctx.prospectId ?? 'missing'}` }),
    (status, body) => ok(status, 200) ?? (body.profitLoss ? null : 'no profitLoss in the answer'),
  ),
];

const ms = (v: number) => `${v.toFixed(1)} ms`;

function fire(server: ServerProcess, visitors: number) {
  return autocannon<Journey>({
    url: server.url,
    connections: visitors,
    amount: visitors * STEPS.length, // exactly one journey per connection
    timeout: 120,
    requests: STEPS,
    initialContext: { i: -1, email: '', sentAt: 0, cookie: undefined },
  });
}

async function runLoad(server: ServerProcess, storage: Storage) {
  runTag = `${RUN}w`;
  const warmUp = await fire(server, WARM_UP);
  if (warmUp.errors + warmUp.non2xx > 0) problems.push('the warm-up journeys failed');
  runTag = RUN;
  journeys = [];
  stepLatencies = new Map();

  const latencies: number[] = [];
  // CPU spent per request by each party (they share the machine's cores), before and after the run.
  const cpuNow = () => ({
    server: processTreeCpuMs(server.pid),
    database: storage.databasePid ? processTreeCpuMs(storage.databasePid() ?? -1) : undefined,
    client: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });
  const cpuBefore = cpuNow();
  const started = performance.now();
  // autocannon settles on its once-a-second tick, so the run's time ends at its last answer instead.
  let lastAnswerAt = started;
  const instance = fire(server, VISITORS);
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    lastAnswerAt = performance.now();
  });
  const guard = setTimeout(() => {
    problems.push(`stopped after the ${MAX_SECONDS} s time bound`);
    instance.stop();
  }, MAX_SECONDS * 1000);
  const result = await instance;
  clearTimeout(guard);
  const cpuAfter = cpuNow();
  const seconds = (lastAnswerAt - started) / 1000;
  latencies.sort((a, b) => a - b);

  console.log(`\n${VISITORS} visitors × ${STEPS.length} requests on ${kind} (${RUN})`);
  console.log(
    `  requests: ${result.requests.total} answered in ${seconds.toFixed(2)} s = ${(result.requests.total / seconds).toFixed(0)} req/s ` +
      `(autocannon's per-second average ${result.requests.average.toFixed(0)})`,
  );
  console.log(
    `  latency: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
      `p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}`,
  );
  console.log(
    `  errors: ${result.errors} (timeouts ${result.timeouts}), non-2xx: ${result.non2xx}, ` +
      `status codes: ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])))}`,
  );
  const perRequest = (key: keyof typeof cpuBefore) => {
    const before = cpuBefore[key];
    const after = cpuAfter[key];
    return before === undefined || after === undefined
      ? 'n/a'
      : `${((after - before) / result.requests.total).toFixed(2)} ms`;
  };
  console.log(
    `  CPU per request: server ${perRequest('server')} (all its threads), database ${perRequest('database')}` +
      `, load generator ${perRequest('client')}`,
  );
  console.log('  per step (p50 / p95):');
  for (const [name, list] of stepLatencies) {
    list.sort((a, b) => a - b);
    console.log(
      `    ${name.padEnd(17)} ${ms(percentile(list, 50)).padStart(10)} / ${ms(percentile(list, 95))}`,
    );
  }
  return result.errors + result.non2xx;
}

type Count = { n: string | number };
const count = async (storage: Storage, sql: string) => Number((await storage.query<Count>(sql))[0]?.n ?? -1);

/** Every journey left exactly its rows and no plan limit was exceeded. Returns the violations. */
async function checkDatabase(storage: Storage): Promise<string[]> {
  const violations: string[] = [];
  // The warm-up's journeys are held to the same rules as the measured ones.
  const mine = `p.email like '${RUN}-%' or p.email like '${RUN}w-%'`;
  const expectEqual = async (label: string, sql: string, wanted: number) => {
    const n = await count(storage, sql);
    if (n !== wanted) violations.push(`${label}: ${n}, expected ${wanted}`);
  };
  await expectEqual(
    'prospects of this run',
    `select count(*) n from prospects p where p.email like '${RUN}-%'`,
    VISITORS,
  );
  const total = VISITORS + WARM_UP;
  await expectEqual('prospects in the database', 'select count(*) n from prospects', total);
  await expectEqual('questionnaires in the database', 'select count(*) n from questionnaires', total);
  await expectEqual('reports in the database', 'select count(*) n from reports', total);
  for (const table of ['orders', 'payment_history', 'assessments', 'simulated_payment_intents']) {
    await expectEqual(`${table} rows`, `select count(*) n from ${table}`, 0);
  }
  // Per visitor: one completed questionnaire, its P&L only, one credit used of the free plan's two.
  const wrong = await storage.query<{ id: string; email: string; detail: string }>(`
    select p.id, p.email,
      concat_ws(' ', 'questionnaires', count(distinct q.id), 'completed', count(distinct q.id) filter (where q.is_completed),
        'reports', count(distinct r.id), 'pnl', count(distinct r.id) filter (where r.report_type = 'profit_loss'),
        'plan', p.selected_plan_code, 'used', p.submission_count, 'of', p.max_submissions) detail
    from prospects p
    left join questionnaires q on q.prospect_id = p.id
    left join reports r on r.prospect_id = p.id and r.questionnaire_id = q.id
    where (${mine})
    group by p.id
    having count(distinct q.id) <> 1 or count(distinct q.id) filter (where q.is_completed) <> 1
      or count(distinct r.id) <> 1 or count(distinct r.id) filter (where r.report_type = 'profit_loss') <> 1
      or p.selected_plan_code <> 'P01' or p.submission_count <> 1 or p.max_submissions <> 2`);
  for (const row of wrong.slice(0, 10)) violations.push(`prospect ${row.email}: ${row.detail}`);
  if (wrong.length > 10) violations.push(`… and ${wrong.length - 10} more prospects with wrong rows`);
  await expectEqual(
    'prospects over their plan limit',
    'select count(*) n from prospects where submission_count > max_submissions',
    0,
  );
  // The ids the API handed out are the rows in the database.
  const ids = new Map(
    (
      await storage.query<{ id: string; email: string }>(`select id, email from prospects p where ${mine}`)
    ).map((r) => [r.email, r.id]),
  );
  const mismatched = journeys.filter((j) => ids.get(j.email) !== j.prospectId).length;
  if (mismatched) violations.push(`${mismatched} journeys whose prospect id is not the stored one`);
  return violations;
}

async function main() {
  const storage = await createStorage(kind, { poolSize: 20 });
  let server: ServerProcess | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await storage.dispose();
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    server = await startServer(storage);
    const failedRequests = await runLoad(server, storage);
    // PGlite is single-process: the server closes it before this process opens the folder to check.
    await server.stop();
    const violations = await checkDatabase(storage);
    console.log(`  journeys: ${journeys.length} started, ${problems.length} unexpected answers`);
    for (const p of problems.slice(0, 10)) console.log(`    ${p}`);
    console.log(
      `  database: ${violations.length === 0 ? 'every journey left exactly its rows; no limit exceeded' : 'VIOLATIONS'}`,
    );
    for (const v of violations) console.log(`    ${v}`);
    const passed = failedRequests === 0 && problems.length === 0 && violations.length === 0;
    console.log(passed ? '\nPASS' : '\nFAIL');
    process.exitCode = passed ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

await main();

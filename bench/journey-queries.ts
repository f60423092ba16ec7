// Round trips of the free journey: the SQL statements and transactions each step sends to the database,
// counted on an in-memory PGlite through the app (`app.inject`), one visitor after another. Counts, not
// timings: they do not depend on how busy the machine is. `npx tsx bench/journey-queries.ts [--journeys 5]`
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/infra/config';
import { openPglite } from '../apps/server/src/infra/db/client';
import { seed } from '../apps/server/src/infra/db/seed';
import { newVisitor, parseFlags, questionnaireBody, visitorCookieFrom } from './server-harness';

const flags = parseFlags(process.argv.slice(2), { journeys: '5', verbose: 'false' });
const JOURNEYS = Number(flags.journeys);
const VERBOSE = flags.verbose === 'true';

let statements: string[] = [];
let transactions = 0;
const database = await openPglite(undefined, { onQuery: (sql) => statements.push(sql) });
await database.migrate();
await seed(database.db, {
  adminUsername: 'bench',
  adminPassword: 'bench-password',
  supportEmail: 'b@example.com',
});
// A transaction's BEGIN and COMMIT are two more round trips that the query logger does not see.
const transaction = database.db.transaction.bind(database.db);
database.db.transaction = ((...args: Parameters<typeof transaction>) => {
  transactions += 1;
  return transaction(...args);
}) as typeof database.db.transaction;

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: 'off' });
const app = await buildApp({ config, database, webDistDir: null, startWorkers: false });
await app.ready();

type Step = { name: string; method: 'GET' | 'POST'; url: string; body?: unknown };
const perStep = new Map<string, { queries: number[]; transactions: number[] }>();

async function run(step: Step, cookie: string | undefined) {
  statements = [];
  transactions = 0;
  const res = await app.inject({
    method: step.method,
    url: step.url,
    ...(step.body === undefined ? {} : { payload: step.body as object }),
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode >= 300)
    throw new Error(`${step.name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
  const counts = perStep.get(step.name) ?? { queries: [], transactions: [] };
  counts.queries.push(statements.length);
  counts.transactions.push(transactions);
  perStep.set(step.name, counts);
  if (VERBOSE) console.log(`-- ${step.name}\n${statements.map((s) => `   ${s.slice(0, 160)}`).join('\n')}`);
  return res;
}

for (let i = 0; i < JOURNEYS + 1; i++) {
  // Journey 0 warms up (first-time caches such as products); only the later ones are counted.
  if (i === 1) perStep.clear();
  const visitor = newVisitor('queries', i);
  await run(
    { name: 'validate-email', method: 'POST', url: '/api/validate-email', body: { email: visitor.email } },
    undefined,
  );
  const registered = await run(
    { name: 'register', method: 'POST', url: '/api/prospects', body: visitor },
    undefined,
  );
  const cookie = visitorCookieFrom(registered.headers['set-cookie']);
  const prospectId = registered.json<{ id: string }>().id;
  const saved = await run(
    {
      name: 'questionnaire',
      method: 'POST',
      url: '/api/questionnaires',
      body: questionnaireBody(prospectId, i),
    },
    cookie,
  );
  const questionnaireId = saved.json<{ id: string }>().id;
  await run(
    { name: 'complete', method: 'POST', url: '/api/questionnaire/complete', body: { questionnaireId } },
    cookie,
  );
  await run(
    {
      name: 'generate-reports',
      method: 'POST',
      url: '/api/reports/generate',
      body: { prospectId, questionnaireId },
    },
    cookie,
  );
  await run({ name: 'profit-loss', method: 'GET', url: `/api/profit-loss/${prospectId}` }, cookie);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
let totalQueries = 0;
let totalTransactions = 0;
console.log(`Round trips per step (median of ${JOURNEYS} journeys; a transaction adds BEGIN and COMMIT):`);
console.log('| step | SQL statements | transactions |');
console.log('| --- | --- | --- |');
for (const [name, counts] of perStep) {
  const q = median(counts.queries);
  const t = median(counts.transactions);
  totalQueries += q;
  totalTransactions += t;
  console.log(`| ${name} | ${q} | ${t} |`);
}
console.log(`| journey | ${totalQueries} | ${totalTransactions} |`);
console.log(`round trips per journey: ${totalQueries + 2 * totalTransactions}`);
await app.close();
await database.close();

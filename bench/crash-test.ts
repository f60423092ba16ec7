// Crash safety on PostgreSQL: while visitors complete questionnaires and buy Full Reports with the
// simulated card, the server is killed with SIGKILL at random moments and started again; then every
// payment, credit, statement and assessment is checked. `npm run crash -w @trajectory/bench [-- --kills 5]`
// PGlite is single-process and not built for abrupt kills, so this runs on PostgreSQL only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/pg-cluster.mjs';
import { checkCrashInvariants } from './crash-checks';
import {
  createStorage,
  newVisitor,
  parseFlags,
  questionnaireBody,
  sleep,
  startServer,
  type ServerProcess,
  visitorCookieFrom,
} from './server-harness';

const flags = parseFlags(process.argv.slice(2), {
  kills: '5',
  concurrency: '16',
  'settle-seconds': '5',
  'assessment-wait-seconds': '240',
});
const KILLS = Number(flags.kills);
const CONCURRENCY = Number(flags.concurrency);
const SETTLE_MS = Number(flags['settle-seconds']) * 1000;
const ASSESSMENT_WAIT_MS = Number(flags['assessment-wait-seconds']) * 1000;
/** How long one step keeps retrying while the server is down before the journey counts as failed. */
const STEP_DEADLINE_MS = 180_000;
const RUN = `crash${Date.now().toString(36)}`;
/** A resent registration reads its access link in the answer: a test opt-in that `npm start` never sets. */
const CRASH_ENV = { ACCESS_LINKS_IN_RESPONSE: 'local' };

const stats = {
  journeysStarted: 0,
  journeysFinished: 0,
  requests: 0,
  connectionErrors: 0,
  retriedSteps: 0,
  /** payment/success answered "already applied": a retry after a kill that had applied it. */
  replayedSuccess: 0,
  /** create-payment-intent sent again after a kill: the first order stays unpaid. */
  retriedIntents: 0,
};
const problems: string[] = [];

/** One simulated visitor's browser: its own session cookie. */
type Jar = { cookie?: string };
type Answer = { status: number; body: Record<string, unknown> & unknown[]; retried: boolean };

/**
 * One API call that survives the server being down: a connection error (refused, reset, timed out)
 * is retried after `beforeRetry` reconciles with what the server may already have stored. A 5xx is a
 * problem of its own (the server must never answer 5xx) and is retried too.
 */
async function call(
  base: () => string,
  jar: Jar,
  name: string,
  method: string,
  urlPath: string,
  body?: unknown,
  beforeRetry?: () => Promise<Answer | null>,
): Promise<Answer> {
  const deadline = Date.now() + STEP_DEADLINE_MS;
  let retried = false;
  for (;;) {
    if (retried && beforeRetry) {
      const reconciled = await beforeRetry();
      if (reconciled) return { ...reconciled, retried };
    }
    try {
      stats.requests += 1;
      const res = await fetch(`${base()}${urlPath}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(jar.cookie ? { cookie: jar.cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      jar.cookie = visitorCookieFrom(res.headers.getSetCookie()) ?? jar.cookie;
      if (res.status >= 500) problems.push(`${name}: HTTP ${res.status} ${text.slice(0, 200)}`);
      else {
        if (retried) stats.retriedSteps += 1;
        return { status: res.status, body: text ? JSON.parse(text) : {}, retried };
      }
    } catch {
      stats.connectionErrors += 1;
    }
    retried = true;
    if (Date.now() > deadline) throw new Error(`${name}: no answer within ${STEP_DEADLINE_MS / 1000} s`);
    await sleep(200 + Math.random() * 300);
  }
}

function expectStatus(answer: Answer, name: string, ...wanted: number[]) {
  if (!wanted.includes(answer.status)) {
    throw new Error(`${name}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  }
}

/** The free journey, a Full Reports purchase, then a second questionnaire on the paid plan. */
async function journey(base: () => string, i: number) {
  const visitor = newVisitor(RUN, i);
  const jar: Jar = {};
  const post = (name: string, urlPath: string, body: unknown, beforeRetry?: () => Promise<Answer | null>) =>
    call(base, jar, name, 'POST', urlPath, body, beforeRetry);

  expectStatus(
    await post('validate-email', '/api/validate-email', { email: visitor.email }),
    'validate',
    200,
  );
  // A resent registration whose first answer (and cookie) was lost meets an e-mail that exists: 202 and
  // a link, which local test mode puts in the answer; following it opens the plan, as a visitor would.
  const registered = await post('register', '/api/prospects', visitor);
  expectStatus(registered, 'register', 201, 202);
  let prospectId = String(registered.body.id);
  // A lost verify answer loses its cookie too and the link is used up: ask for a new link then.
  for (let attempt = 0; registered.status === 202 && attempt < 5; attempt += 1) {
    const sent =
      attempt === 0
        ? registered
        : await post('request-link', '/api/access/request-link', { email: visitor.email });
    const token = String(sent.body.testLink ?? '').split('/access/')[1] ?? '';
    const verified = await post('verify', '/api/access/verify', { token });
    if (verified.status === 200) {
      prospectId = String(verified.body.prospectId);
      break;
    }
    if (attempt === 4) expectStatus(verified, 'verify', 200);
  }

  // Creating a questionnaire is not idempotent: after a lost answer the visitor's page reloads and
  // finds the questionnaire it stored, as the web app does, instead of sending it again.
  const createQuestionnaire = async (nth: number) => {
    const answer = await post(
      'questionnaire',
      '/api/questionnaires',
      questionnaireBody(prospectId, i),
      async () => {
        const list = await call(base, jar, 'list', 'GET', `/api/questionnaires/prospect/${prospectId}`);
        return list.status === 200 && list.body.length >= nth
          ? { status: 201, body: list.body[0] as Answer['body'], retried: true }
          : null;
      },
    );
    expectStatus(answer, 'questionnaire', 201);
    return String(answer.body.id);
  };
  const complete = async (questionnaireId: string, flows: string[]) => {
    const answer = await post('complete', '/api/questionnaire/complete', { questionnaireId });
    expectStatus(answer, 'complete', 200);
    // A resent completion finds its statements generated: reports_ready.
    const allowed = answer.retried ? [...flows, 'reports_ready'] : flows;
    if (!allowed.includes(String(answer.body.flow)))
      throw new Error(`complete: flow ${String(answer.body.flow)}`);
  };

  await complete(await createQuestionnaire(1), ['free']);

  const intent = await post('create-intent', '/api/stripe/create-payment-intent', {
    prospectId,
    productCode: 'P02',
  });
  expectStatus(intent, 'create-intent', 200);
  if (intent.retried) stats.retriedIntents += 1;
  const { paymentIntentId, clientSecret } = intent.body as unknown as Record<string, string>;
  const confirmed = await post('confirm', '/api/payments/simulated/confirm', {
    paymentIntentId,
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    name: visitor.name,
  });
  expectStatus(confirmed, 'confirm', 200);
  if (confirmed.body.status !== 'succeeded') throw new Error(`confirm: ${String(confirmed.body.status)}`);
  // The retry here is what idempotency is for: a resent success must not apply the payment twice.
  const success = await post('payment-success', '/api/payment/success', {
    prospectId,
    paymentMethod: 'credit_card',
    paymentIntentId,
  });
  expectStatus(success, 'payment-success', 200);
  if (success.body.alreadyApplied === true) {
    stats.replayedSuccess += 1;
    if (!success.retried) throw new Error('payment-success: already applied on the first call');
  }

  await complete(await createQuestionnaire(2), ['existing_plan']);
}

async function loadLoop(base: () => string, isStopping: () => boolean) {
  let next = 0;
  const worker = async () => {
    while (!isStopping()) {
      const i = next++;
      stats.journeysStarted += 1;
      try {
        await journey(base, i);
        stats.journeysFinished += 1;
      } catch (err) {
        problems.push(`visitor ${i}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

async function main() {
  const storage = await createStorage('postgres', { poolSize: 20 });
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-crash-'));
  const logFile = path.join(logDir, 'server.log');
  const port = await freePort();
  let server: ServerProcess | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await storage.dispose();
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  try {
    server = await startServer(storage, { port, logFile, env: CRASH_ENV });
    const base = () => server!.url;
    let stopping = false;
    const load = loadLoop(base, () => stopping);

    const kills: string[] = [];
    for (let k = 1; k <= KILLS; k++) {
      await sleep(1500 + Math.random() * 4500);
      const inFlight = stats.requests;
      await server.kill();
      kills.push(`${at()} (after ${inFlight} requests, ${stats.journeysFinished} journeys done)`);
      console.log(`kill ${k}: SIGKILL at ${kills.at(-1)}`);
      await sleep(Math.random() * 1000);
      server = await startServer(storage, { port, logFile, env: CRASH_ENV });
      console.log(`         restarted, healthy at ${at()}`);
    }
    await sleep(SETTLE_MS);
    stopping = true;
    await load;
    console.log(`load stopped at ${at()}; waiting for the assessment worker`);

    // The worker finishes what is queued; a row a killed process was writing waits for its lease.
    const waitStarted = Date.now();
    let pending = -1;
    while (Date.now() - waitStarted < ASSESSMENT_WAIT_MS) {
      const [row] = await storage.query<{ n: string }>(
        "select count(*) n from assessments where status = 'pending'",
      );
      pending = Number(row?.n);
      if (pending === 0) break;
      await sleep(1000);
    }
    console.log(`assessments: ${pending} pending after ${((Date.now() - waitStarted) / 1000).toFixed(1)} s`);
    await server.stop();

    const { figures, violations } = await checkCrashInvariants(storage, RUN);
    console.log(`\nCrash test on PostgreSQL (${RUN}), ${KILLS} kills, ${CONCURRENCY} concurrent visitors`);
    console.log(`  journeys: ${stats.journeysFinished} finished of ${stats.journeysStarted} started`);
    console.log(
      `  requests: ${stats.requests} sent, ${stats.connectionErrors} connection errors while down, ` +
        `${stats.retriedSteps} steps answered after a retry`,
    );
    console.log(
      `  retries that mattered: ${stats.replayedSuccess} payment/success answered "already applied", ` +
        `${stats.retriedIntents} payment intents created again`,
    );
    for (const [label, value] of Object.entries(figures)) console.log(`  ${label}: ${value}`);
    for (const p of problems.slice(0, 15)) console.log(`  PROBLEM ${p}`);
    for (const v of violations) console.log(`  VIOLATION ${v}`);
    const passed = problems.length === 0 && violations.length === 0 && stats.journeysFinished > 0;
    console.log(passed ? '\nPASS' : `\nFAIL (server log: ${logFile})`);
    process.exitCode = passed ? 0 : 1;
    if (passed) fs.rmSync(logDir, { recursive: true, force: true });
  } finally {
    await cleanUp();
  }
}

await main();

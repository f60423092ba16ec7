// `npm test`: lint, typecheck, unit and server tests on PGlite, server tests on PostgreSQL, browser tests.
// Every part runs even when an earlier one fails; the run fails if any part failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-test-'));
const only = process.env.TEST_PARTS ? new Set(process.env.TEST_PARTS.split(',')) : undefined;

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, `${name}.json`)}`,
];

const parts = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'unit', cmd: ['npm', 'run', 'test:unit', '--', ...vitestJson('unit')], report: 'unit' },
  { name: 'postgres', cmd: ['npm', 'run', 'test:pg', '--', ...vitestJson('postgres')], report: 'postgres' },
  {
    name: 'e2e',
    cmd: ['npm', 'run', 'test:e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'e2e.json') },
    report: 'e2e',
  },
];

const results = [];
for (const part of parts) {
  if (only && !only.has(part.name)) continue;
  console.log(`\n━━━ ${part.name} ━━━`);
  const started = Date.now();
  const run = spawnSync(part.cmd[0], part.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...part.env },
  });
  results.push({ ...part, status: run.status ?? 1, seconds: (Date.now() - started) / 1000 });
}

function countTests(report) {
  const file = path.join(reportDir, `${report}.json`);
  if (!fs.existsSync(file)) return undefined;
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in json) {
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  }
  const stats = json.stats ?? {};
  // A flaky test passed on its retry: it counts as passed, and the report lists it.
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

console.log('\n━━━ summary ━━━');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const counts = r.report ? countTests(r.report) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  // A part that failed without a test failure (a crash, a lint error) still counts as one failure.
  if (r.status !== 0 && (!counts || counts.failed === 0)) failed += 1;
  const detail = counts
    ? `${counts.passed} passed, ${counts.failed} failed`
    : r.status === 0
      ? 'ok'
      : 'failed';
  console.log(
    `${r.status === 0 ? '✔' : '✘'} ${r.name.padEnd(10)} ${detail.padEnd(28)} ${r.seconds.toFixed(0)} s`,
  );
}
fs.rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);

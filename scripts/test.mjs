// `npm test`: lint, typecheck, unit and server tests on PGlite, server tests on PostgreSQL, browser tests.
// Every part runs even when an earlier one fails; the run fails if any part failed. Parts of one stage run
// side by side (two cores: lint beside typecheck, PostgreSQL beside the browser tests); each prints its
// output when it ends, and the summary gives every part's time.
import { spawn } from 'node:child_process';
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

// Stages run one after another; the parts of a stage run at the same time.
const stages = [['lint', 'typecheck'], ['unit'], ['postgres', 'e2e']];

function runPart(part, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n━━━ ${part.name} ━━━`);
    const child = spawn(part.cmd[0], part.cmd.slice(1), {
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

const started = Date.now();
const results = [];
for (const stage of stages) {
  const chosen = parts.filter((p) => stage.includes(p.name) && (!only || only.has(p.name)));
  results.push(...(await Promise.all(chosen.map((p) => runPart(p, chosen.length === 1)))));
}
const totalSeconds = (Date.now() - started) / 1000;

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
console.log(
  `\n${passed} passed, ${failed} failed, ${skipped} skipped in ${(totalSeconds / 60).toFixed(1)} min ` +
    '(parts of a stage overlap, so their times add up to more)',
);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);

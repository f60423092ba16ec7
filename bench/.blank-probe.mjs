import fs from 'node:fs';
import { loadLighthouse, loadChromeLauncher } from './tools/index.mjs';
const lighthouse = await loadLighthouse();
const cl = await loadChromeLauncher();
const chrome = await cl.launch({ chromePath: '/usr/bin/chromium-headless-shell', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const url = process.argv[2];
for (let i = 0; i < 2; i++) {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lt = r.lhr.audits['long-tasks'].details?.items ?? [];
  console.log('run', i + 1, 'benchmarkIndex', r.lhr.environment.benchmarkIndex, 'tasks', lt.map((t) => Math.round(t.duration) + 'ms ' + t.url).join(', '));
  fs.writeFileSync(`/tmp/probe-${i+1}.trace.json`, JSON.stringify(r.artifacts.Trace));
}
await chrome.kill();

// `npm start`: builds the web app and the server bundle when missing or older than their sources, then
// runs the bundled server (plain JavaScript: no TypeScript compiled at start).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, newestMtime, SERVER_BUNDLE } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(root, 'packages/engine/src'),
  path.join(root, 'packages/contracts/src'),
  path.join(root, 'packages/charts/src'),
];

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt < changedAt) {
  console.log(builtAt ? 'Web app sources changed; rebuilding…' : 'Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@trajectory/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (await ensureServerBuilt()) console.log('Server bundled.');

const server = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

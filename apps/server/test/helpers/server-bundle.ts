// The real server as `npm start` runs it, for the tests that start it as a process of its own (a bad
// config or data folder at start, logs flushed on SIGTERM): the bundle `npm run build` makes
// (scripts/build-server.mjs), built from the sources once per test run. Starting it through tsx instead
// compiled and resolved the server's modules on every start: ~3 CPU-s a start against ~0.6 for the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { buildServer } from '../../../../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');
let built: Promise<string> | undefined;

/**
 * The bundle's `main.js`. The first test file of the run that asks builds it (in the folder global-setup.ts
 * made for the run); a file asking meanwhile in another worker waits for that build.
 */
export function serverMain(): Promise<string> {
  built ??= buildOnce(inject('serverBundleDir'));
  return built;
}

async function buildOnce(dir: string): Promise<string> {
  // The repository's layout around `apps/server/dist`, so the bundle reads the version from the root's
  // package.json and serves `apps/web/dist` as `apps/server/dist/main.js` does.
  const outDir = path.join(dir, 'apps/server/dist');
  const main = path.join(outDir, 'main.js');
  const done = path.join(dir, 'built');
  const failed = path.join(dir, 'failed');
  if (fs.existsSync(done)) return main;
  let mine = true;
  try {
    fs.mkdirSync(path.join(dir, 'lock'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    mine = false;
  }
  if (mine) {
    try {
      fs.symlinkSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
      fs.mkdirSync(path.join(dir, 'apps/web'), { recursive: true });
      fs.symlinkSync(path.join(root, 'apps/web/dist'), path.join(dir, 'apps/web/dist'));
      await buildServer(outDir);
    } catch (err) {
      fs.writeFileSync(failed, String(err));
      throw err;
    }
    fs.writeFileSync(done, '');
    return main;
  }
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(done)) {
    if (fs.existsSync(failed)) {
      throw new Error(`the server bundle failed to build: ${fs.readFileSync(failed, 'utf8')}`);
    }
    if (Date.now() > deadline)
      throw new Error(`the server bundle in ${outDir} was not built within 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return main;
}

// The real server as `npm start` runs it, for the tests that start it as a process of its own (a bad
// config or data folder at start, logs flushed on SIGTERM): the bundle `npm run build` makes
// (scripts/build-server.mjs), built from the sources once per test run. Starting it through tsx instead
// compiled and resolved the server's modules on every start: ~3 CPU-s a start against ~0.6 for the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../../../scripts/build-server.mjs';
import { builtOncePerRun } from './run-once';

const root = path.resolve(import.meta.dirname, '../../../..');

/** The bundle's `main.js`, built by the first test file of the run that asks. */
export async function serverMain(): Promise<string> {
  const dir = await builtOncePerRun('server', async (dir) => {
    // The repository's layout around `apps/server/dist`, so the bundle reads the version from the root's
    // package.json and serves `apps/web/dist` as `apps/server/dist/main.js` does.
    fs.symlinkSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
    fs.mkdirSync(path.join(dir, 'apps/web'), { recursive: true });
    fs.symlinkSync(path.join(root, 'apps/web/dist'), path.join(dir, 'apps/web/dist'));
    await buildServer(path.join(dir, 'apps/server/dist'));
  });
  return path.join(dir, 'apps/server/dist/main.js');
}

// What the test files of one run build once and share: the first file that asks builds it in the run's
// folder (global-setup.ts makes it and removes it at the end); a file asking meanwhile, in the same worker
// or another, waits for that build and gets the same folder.
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

const builds = new Map<string, Promise<string>>();

/** The folder `name` of this run, built by `build` (given the empty folder) the first time any file asks. */
export function builtOncePerRun(name: string, build: (dir: string) => Promise<void>): Promise<string> {
  let built = builds.get(name);
  if (!built) {
    built = buildOnce(path.join(inject('testRunDir'), name), build);
    builds.set(name, built);
  }
  return built;
}

async function buildOnce(dir: string, build: (dir: string) => Promise<void>): Promise<string> {
  const done = `${dir}.built`;
  const failed = `${dir}.failed`;
  if (fs.existsSync(done)) return dir;
  let mine = true;
  try {
    fs.mkdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    mine = false;
  }
  if (mine) {
    try {
      await build(dir);
    } catch (err) {
      fs.writeFileSync(failed, String(err));
      throw err;
    }
    fs.writeFileSync(done, '');
    return dir;
  }
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(done)) {
    if (fs.existsSync(failed)) throw new Error(`${dir} failed to build: ${fs.readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`${dir} was not built within 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return dir;
}

// One Vitest run, one project per workspace; `--project` picks them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The web tests share one jsdom and one module cache per worker (`isolate: false`): building a fresh jsdom
 * and loading React, the router and the app again for every file was two thirds of their CPU time (122 s
 * → 40 s on the 2-core machine). A file that replaces a module with `vi.mock` needs a module cache of its
 * own, so those files — found from their text, no list to keep — run isolated as the project `web-mocks`.
 */
const webTests = path.join(import.meta.dirname, 'apps/web/test');
const webTestFiles = fs
  .readdirSync(webTests, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `test/${f.split(path.sep).join('/')}`);
const mocks = (f: string) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(webTests, '..', f), 'utf8'));
// Each project takes the web project's `include` and leaves out the other's files (`exclude` is added to).
const webMockingFiles = webTestFiles.filter(mocks);
const webSharingFiles = webTestFiles.filter((f) => !mocks(f));

export default defineConfig({
  test: {
    projects: [
      'packages/engine',
      'packages/contracts',
      'packages/charts',
      'apps/server',
      {
        extends: './apps/web/vitest.config.ts',
        root: 'apps/web',
        test: { name: 'web', isolate: false, exclude: webMockingFiles },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: 'apps/web',
        // Empty today (the toasts are spied on, not mocked: test/utils.tsx spyOnNotify); a file that mocks lands here.
        test: { name: 'web-mocks', exclude: webSharingFiles },
      },
    ],
    // Every core: Vitest's default leaves one idle, which on the 2-core CI machine is half of it
    // (unit stage 315 s → 216 s). `npm run test:pg` asks for one, as `npm test` runs it beside the others.
    maxWorkers: os.availableParallelism(),
  },
});

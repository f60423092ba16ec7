// One Vitest run, one project per workspace; `--project` picks them.
import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/engine', 'packages/contracts', 'packages/charts', 'apps/server', 'apps/web'],
    // Every core: Vitest's default leaves one idle, which on the 2-core CI machine is half of it
    // (unit stage 315 s → 216 s). `npm run test:pg` asks for one, as `npm test` runs it beside the others.
    maxWorkers: os.availableParallelism(),
  },
});

// One Vitest run, one project per workspace; `--project` picks them.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/engine', 'packages/contracts', 'packages/charts', 'apps/server', 'apps/web'],
  },
});

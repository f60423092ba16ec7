import { defineProject } from 'vitest/config';

// Files share their worker's modules (`isolate: false`), as the engine's do (packages/engine/vitest.config.ts).
export default defineProject({
  test: { name: 'charts', isolate: false, environment: 'node', include: ['test/**/*.test.ts'] },
});

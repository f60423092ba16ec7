import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'charts', environment: 'node', include: ['test/**/*.test.ts'] },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'engine',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The property tests run thousands of projections: seconds alone, more beside the other parts.
    testTimeout: 30_000,
  },
});

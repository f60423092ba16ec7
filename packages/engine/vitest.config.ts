import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'engine',
    // Files share their worker's modules, as the server's and web's do: none mocks a module or keeps global
    // state, and a fresh process per file was a third of the three packages' CPU (16.5 -> 11.7 CPU-s).
    isolate: false,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The property tests run thousands of projections: seconds alone, more beside the other parts.
    testTimeout: 30_000,
  },
});

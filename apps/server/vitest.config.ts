import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file gets its own database; PGlite start-up and argon2 make a generous timeout sensible on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// Vitest project of the server: every test file on its own copy of a migrated, seeded database.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Migrates and seeds one template database; each file gets its own copy of it.
    globalSetup: ['test/global-setup.ts'],
    // PGlite start-up and argon2 make a generous timeout sensible on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

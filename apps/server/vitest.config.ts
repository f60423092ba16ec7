// Vitest project of the server: every test file on its own copy of a migrated, seeded database.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Migrates and seeds one template database; each file gets its own copy of it.
    globalSetup: ['test/global-setup.ts'],
    // A worker keeps the modules it loaded from one test file to the next (each file still gets its own
    // database and app): loading the server's modules again for every file took over half of the server
    // tests' CPU time (docs/decisions.md, "`npm test` in 7 minutes"). So a file that mocks a module with
    // vi.mock loads the server after vi.resetModules() (test/one-projection.test.ts), else it gets the
    // server an earlier file loaded, unmocked.
    isolate: false,
    // PGlite start-up, argon2 and child servers make a generous timeout sensible on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

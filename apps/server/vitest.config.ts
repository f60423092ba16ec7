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
    // Each test database is a PGlite whose WebAssembly memory (128 MB and more) V8 counts as external memory;
    // by default every such allocation past a small margin starts a full collection of the worker's ~130 MB
    // heap. Counting external memory in the heap's global limit instead: full collections 100 → 31 over 40
    // files, the worker's CPU −14%, its peak memory 1.6 → 2.1 GB (docs/decisions.md, "`npm test`: the test
    // databases and the garbage collector").
    execArgv: ['--external-memory-accounted-in-global-limit'],
    // A budget against hangs, not a speed limit: PGlite start-up, argon2, child servers and the render pool's
    // threads on 2 cores, under `npm test`'s `nice` while the browser tests have both cores, on a machine
    // slow to hand out memory. On such a machine (2026-11-28, a page of memory first touched in ~12 µs) tests
    // of 6 s alone took over 60 s in `npm test`, so no test here sets a shorter one of its own.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

// Builds the real app on a fresh, migrated and seeded database (a copy of the template) for one test file.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/infra/config';
import type { DatabaseHandle, QueryObserver } from '../../src/infra/db/client';
import { createTestDatabase, TEST_ADMIN } from './test-db';

export { TEST_ADMIN };

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { startWorkers?: boolean; onQuery?: QueryObserver } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ onQuery: opts.onQuery });
  const app = await buildApp({
    // Tests read access links in the answer (as `npm run dev` does); a test passes '' to see production.
    config: testConfig({ ACCESS_LINKS_IN_RESPONSE: 'local', ...env }),
    database,
    webDistDir: null,
    version: '0.0.0-test',
    ...(opts.startWorkers === undefined ? {} : { startWorkers: opts.startWorkers }),
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Logs the seeded admin in and returns the cookie header to send. */
export async function loginAsStaff(app: FastifyInstance): Promise<string> {
  return loginAs(app, TEST_ADMIN);
}

export async function loginAs(
  app: FastifyInstance,
  credentials: { username: string; password: string },
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'trajectory_session');
  return `trajectory_session=${cookie!.value}`;
}

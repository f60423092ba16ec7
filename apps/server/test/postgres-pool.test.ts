// The server's pool on PostgreSQL opens its connections at start and keeps them (issue #16 item 3): the
// first visitors after a start do not wait for connections, and prepared statements stay prepared.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/infra/db/client';
import { testDatabaseKind } from './helpers/test-db';

async function connectionsOf(adminUrl: string, applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: string }>(
      'select count(*) n from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return Number(rows[0]?.n);
  } finally {
    await admin.end();
  }
}

async function waitFor(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(testDatabaseKind === 'postgres')('the server pool on PostgreSQL', () => {
  it('opens its connections at start, keeps them when idle, and closes them with the database', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const applicationName = `pool-test-${process.pid}`;
    const url = new URL(adminUrl);
    url.searchParams.set('application_name', applicationName);
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    try {
      // Nothing has been asked of it yet: all four connections open anyway.
      await waitFor(async () => (await connectionsOf(adminUrl, applicationName)) === 4);
      await database.notify('pool_test', 'x'); // a query borrows one and gives it back
      await new Promise((r) => setTimeout(r, 300));
      expect(await connectionsOf(adminUrl, applicationName)).toBe(4);
    } finally {
      await database.close();
    }
    await waitFor(async () => (await connectionsOf(adminUrl, applicationName)) === 0);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../src/infra/db/client';
import { startPgliteMaintenance } from '../src/infra/db/pglite-maintenance';
import { createProspect } from './helpers/factories';
import { testDatabaseKind } from './helpers/test-db';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openPglite();
  await database.migrate();
});
afterAll(async () => database.close());

async function plannerRows(table: string): Promise<number> {
  const result = await database.db.execute(sql`SELECT reltuples FROM pg_class WHERE relname = ${table}`);
  return Number((result as unknown as { rows: Array<{ reltuples: number }> }).rows[0]?.reltuples);
}

describe.skipIf(testDatabaseKind !== 'pglite')('embedded database statistics', () => {
  it('gives the planner real row counts (there is no autovacuum to do it)', async () => {
    for (let i = 0; i < 30; i++) await createProspect(database.db);
    expect(await plannerRows('prospects')).toBeLessThan(1);
    const maintenance = startPgliteMaintenance(database.db, { warn: () => undefined }, 60_000);
    await maintenance.runNow();
    maintenance.stop();
    expect(await plannerRows('prospects')).toBe(30);
  });
});

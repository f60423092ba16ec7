// The test databases (helpers/test-db.ts): every test file's copy of the template is its own. On PGlite each
// copy is loaded from the same bytes of the template's tarball, which only stays right while PGlite copies what
// it unpacks: a copy's writes must reach neither the next copy nor those bytes.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestDatabase, pgliteTemplateBytes, queryRows, testDatabaseKind } from './helpers/test-db';

const digest = (bytes: ArrayBuffer | undefined) =>
  bytes && createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

it('a copy written to and checkpointed leaves the next copy, and the template, as they were', async () => {
  const first = await createTestDatabase();
  const before = digest(pgliteTemplateBytes());
  if (testDatabaseKind === 'pglite') expect(before).toMatch(/^[0-9a-f]{64}$/);
  await first.db.execute(sql`CREATE TABLE copy_probe (n integer)`);
  await first.db.execute(sql`INSERT INTO copy_probe SELECT generate_series(1, 5000)`);
  const products = await queryRows<{ n: number }>(first.db, sql`SELECT count(*)::int AS n FROM products`);
  expect(products[0]!.n).toBeGreaterThan(0);
  await first.db.execute(sql`DELETE FROM products`);
  await first.db.execute(sql`CHECKPOINT`);
  expect(await queryRows(first.db, sql`SELECT count(*)::int AS n FROM copy_probe`)).toEqual([{ n: 5000 }]);
  await first.close();

  const second = await createTestDatabase();
  try {
    expect(await queryRows(second.db, sql`SELECT to_regclass('copy_probe') AS t`)).toEqual([{ t: null }]);
    expect(await queryRows(second.db, sql`SELECT count(*)::int AS n FROM products`)).toEqual(products);
    expect(digest(pgliteTemplateBytes())).toBe(before);
  } finally {
    await second.close();
  }
});

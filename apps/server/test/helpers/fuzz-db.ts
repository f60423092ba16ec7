// The route fuzzer's database side: a write counter fed by triggers, fixtures, and the pool of real values.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../src/infra/db/client';
import type { ValuePool } from './fuzz-values';
import { shareLinks } from '../../src/infra/db/schema/index';
import { sessionIdFromToken } from '../../src/lib/tokens';
import { createCompletedRequest, staffCaller } from './admin';
import { queryRows } from './test-db';

/**
 * Tables a refused request may still write, and why:
 * - rate_limits: refused sign-ins count against the address and the username by design (a 401 must count),
 *   and every limited route counts its caller before it looks at anything else.
 * Every other table in the public schema — including any a later migration adds — holds business data.
 */
export const WRITES_ALLOWED_ON_REFUSAL = new Set(['rate_limits']);

/**
 * Installs a row-level trigger on every business table that bumps one counter on any real change, so a
 * request's writes cost one cheap read to detect. A rolled-back transaction rolls the counter back too.
 */
export async function installWriteCounter(db: DbOrTx): Promise<string[]> {
  await db.execute(sql`CREATE TABLE fuzz_writes (id int PRIMARY KEY, n bigint NOT NULL, last text)`);
  await db.execute(sql`INSERT INTO fuzz_writes VALUES (1, 0, NULL)`);
  await db.execute(
    sql.raw(`CREATE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN RETURN NULL; END IF;
  UPDATE fuzz_writes SET n = n + 1, last = TG_OP || ' ' || TG_TABLE_NAME WHERE id = 1;
  RETURN NULL;
END $$`),
  );
  const tables = (
    await queryRows<{ tablename: string }>(
      db,
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  )
    .map((r) => r.tablename)
    .filter((t) => t !== 'fuzz_writes' && !WRITES_ALLOWED_ON_REFUSAL.has(t));
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `CREATE TRIGGER fuzz_write AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_note_write()`,
      ),
    );
  }
  return tables;
}

export type WriteMark = { n: number; last: string | null };

export async function readWriteCounter(db: DbOrTx): Promise<WriteMark> {
  const [row] = await queryRows<{ n: string | number; last: string | null }>(
    db,
    sql`SELECT n, last FROM fuzz_writes WHERE id = 1`,
  );
  return { n: Number(row!.n), last: row!.last };
}

/** Row counts and a content checksum of every business table: the slow, thorough cross-check. */
export async function tableChecksums(db: DbOrTx, tables: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number; h: string | null }>(
      db,
      sql.raw(
        `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM "${table}" t`,
      ),
    );
    out[table] = `${row!.n}:${row!.h ?? ''}`;
  }
  return out;
}

/** A little of everything, so generated ids and e-mails sometimes name real rows. */
export async function createFuzzFixtures(app: FastifyInstance, db: DbOrTx, cookie: string) {
  const staff = staffCaller(app, cookie);
  const expectOk = <R extends { statusCode: number; body: string }>(what: string, res: R): R => {
    if (res.statusCode >= 300) throw new Error(`fixture ${what}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const {
    prospect,
    questionnaireId,
    cookie: visitorCookie,
  } = await createCompletedRequest(app, db, {
    // A paid plan: its share link (below) opens only while the plan is paid.
    prospect: { email: 'fuzz-owner@example.com', selectedPlanCode: 'P02', maxSubmissions: 3 },
  });
  expectOk('promo code', await staff('POST', '/api/admin/promo-codes', { code: 'FUZZ-10' }));
  expectOk(
    'second admin',
    await staff('POST', '/api/admin/users', { username: 'fuzz-second', password: 'second-pass-1' }),
  );
  expectOk(
    'social account',
    await staff('POST', '/api/social-media', {
      platform: 'LinkedIn',
      account: 'fuzz',
      link: 'https://linkedin.com/in/fuzz',
    }),
  );
  expectOk(
    'order',
    await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: visitorCookie },
      payload: {
        prospectId: prospect.id,
        productType: 'consultation',
        amount: '1.00',
        paymentMethod: 'credit_card',
      },
    }),
  );
  expectOk(
    'contact message',
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Fuzz Owner',
        email: 'fuzz-owner@example.com',
        subject: 'About pricing',
        message: 'A long enough message.',
      },
    }),
  );
  const upload = expectOk(
    'upload url',
    await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie, 'content-type': 'application/json' },
    }),
  );
  const uploadToken = String((upload.json() as { uploadURL: string }).uploadURL.split('/').pop());
  // A live share link of the plan, downloads allowed: its token joins the pool, so the viewer's routes
  // are reached with a token that opens something (issue #26).
  const shareToken = randomBytes(16).toString('base64url');
  await db.insert(shareLinks).values({
    questionnaireId,
    prospectId: prospect.id,
    label: 'Fuzz Bank',
    tokenHash: sessionIdFromToken(shareToken),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
    allowDownloads: true,
  });
  return { prospect, questionnaireId, uploadToken, shareToken, visitorCookie };
}

/** Ids of every business table's first rows, the prospects' e-mails, and words the forms accept. */
export async function collectPool(db: DbOrTx, tables: string[], extraWords: string[]): Promise<ValuePool> {
  const ids: Array<string | number> = [];
  for (const table of tables) {
    const hasId = await queryRows<{ t: string }>(
      db,
      sql`SELECT data_type AS t FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table} AND column_name = 'id'`,
    );
    if (hasId.length === 0) continue;
    for (const row of await queryRows<{ id: string | number }>(
      db,
      sql.raw(`SELECT id FROM "${table}" LIMIT 2`),
    )) {
      ids.push(typeof row.id === 'string' && /^\d+$/.test(row.id) ? Number(row.id) : row.id);
    }
  }
  const emails = (await queryRows<{ email: string }>(db, sql`SELECT email FROM prospects LIMIT 3`)).map(
    (r) => r.email,
  );
  return {
    ids: [...new Set(ids)],
    emails: emails.length > 0 ? emails : ['nobody@example.com'],
    words: [
      'Ada Founder',
      'Ada Bakes',
      'About pricing and plans',
      'A message that is long enough to pass.',
      'LinkedIn',
      'Full Reports',
      'P02',
      'Credit Card',
      'profit_loss',
      'FUZZ-10',
      ...extraWords,
    ],
  };
}

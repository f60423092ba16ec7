// Staff tables at volume: seeds 20,000 prospects and 50,000 questionnaires (with their reports and some
// assessments) and 50,000 audit log rows, then times filtered, sorted pages of the requests, prospects
// and Activity lists, and the Activity CSV, over HTTP.
// Run: npx tsx bench/admin-scale.ts [--db postgres|pglite|both] [--runs 15] [--tables all|audit]
// PostgreSQL runs on a throwaway cluster from /usr/lib/postgresql/15/bin (scripts/pg-cluster.mjs).

import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/infra/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/infra/db/client';
import { seed } from '../apps/server/src/infra/db/seed';
import { startCluster } from '../scripts/pg-cluster.mjs';
import { seedStaffVolume, VOLUME } from './admin-scale-seed';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    runs: { type: 'string', default: '15' },
    tables: { type: 'string', default: 'all' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const WARM_UP = 3;
const ADMIN = { username: 'bench-admin', password: 'bench-password-123' };

/** 50,000 audit rows over two years: five staff users, the founder and the webhook, every area. */
const AUDIT_ROWS = 50_000;

async function seedAuditLog(db: DatabaseHandle['db']): Promise<void> {
  await db.execute(sql`
    INSERT INTO audit_log (created_at, actor_name, action, target_type, target_id, summary, before, after)
    SELECT now() - (g * interval '1 minute') * 21,
      (ARRAY['anna', 'ben', 'chloe', 'dev', 'erin', 'founder', 'system: stripe webhook'])[1 + g % 7],
      (ARRAY['product.update', 'promo_code.create', 'prospect.update_contact', 'prospect.grant_plan',
             'questionnaire.update', 'ai_config.update', 'social_account.update', 'user.change_password',
             'payment.refund', 'prospect.delete'])[1 + g % 10],
      'prospect', g::text,
      'Changed record ' || g || ' of ' || (ARRAY['Ada Bakes', 'Cafe Nord', 'Pixel Works'])[1 + g % 3],
      jsonb_build_object('price', (g % 90)::text || '.00', 'comments', repeat('x', g % 40)),
      jsonb_build_object('price', (g % 90 + 1)::text || '.00', 'comments', repeat('y', g % 40))
    FROM generate_series(1, ${AUDIT_ROWS}) AS g`);
}

const AUDIT_QUERIES: { name: string; url: string; csv?: boolean }[] = [
  { name: 'activity: default (newest first)', url: '/api/admin/audit-log' },
  {
    name: 'activity: staff user "ben", area prospect',
    url: '/api/admin/audit-log?actor=ben&action=prospect',
  },
  {
    name: 'activity: search "Cafe Nord", last 90 days',
    url: `/api/admin/audit-log?search=Cafe%20Nord&startDate=${daysAgo(90)}&endDate=${daysAgo(0)}`,
  },
  {
    name: 'activity: oldest first, page 500 (offset 24,950)',
    url: '/api/admin/audit-log?order=asc&page=500',
  },
  { name: 'activity CSV: everything (50,000 rows)', url: '/api/admin/audit-log/export.csv', csv: true },
  {
    name: 'activity CSV: area product (5,000 rows)',
    url: '/api/admin/audit-log/export.csv?action=product',
    csv: true,
  },
];

/** The pages a staff member opens most: default views, filters, searches, other sorts, deep pages. */
const QUERIES: { name: string; url: string; csv?: boolean }[] = [
  { name: 'requests: default (newest first)', url: '/api/admin/questionnaires' },
  {
    name: 'requests: last 90 days, by id asc, page 3',
    url: `/api/admin/questionnaires?startDate=${daysAgo(90)}&endDate=${daysAgo(0)}&sortBy=id&order=asc&page=3`,
  },
  {
    name: 'requests: search "bakery" + 1-year range, oldest first',
    url: `/api/admin/questionnaires?search=bakery&startDate=${daysAgo(365)}&endDate=${daysAgo(0)}&order=asc`,
  },
  { name: 'requests: page 2,000 (offset 19,990)', url: '/api/admin/questionnaires?page=2000' },
  { name: 'prospects: default (newest first)', url: '/api/admin/prospects' },
  {
    name: 'prospects: search "cafe", by name asc',
    url: '/api/admin/prospects?search=cafe&sortBy=name&order=asc',
  },
  {
    name: 'prospects: follow_up, by requests desc, page 5',
    url: '/api/admin/prospects?contactStatus=follow_up&sortBy=requests&order=desc&page=5',
  },
  {
    name: 'prospects: by last contacted, page 1,000',
    url: '/api/admin/prospects?sortBy=lastContactedAt&page=1000',
  },
];

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function measure(kind: string, database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seed(database.db, {
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    supportEmail: 'support@example.com',
  });
  const seedStart = performance.now();
  if (args.tables === 'all') await seedStaffVolume(database.db);
  await seedAuditLog(database.db);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  await database.db.execute(sql`VACUUM ANALYZE`);

  const app = await buildApp({
    config: testConfig({ RATE_LIMITS: 'off', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }),
    database,
    webDistDir: null,
    version: 'bench',
    startWorkers: false,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const login = await fetch(`${address}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

    console.log(
      `\n${kind}: ${VOLUME.prospects.toLocaleString('en-US')} prospects, ` +
        `${VOLUME.questionnaires.toLocaleString('en-US')} questionnaires` +
        `${args.tables === 'all' ? '' : ' (not seeded: --tables audit)'}, ` +
        `${AUDIT_ROWS.toLocaleString('en-US')} audit rows seeded in ${seedSeconds.toFixed(1)} s; ` +
        `${RUNS} timed requests per page after ${WARM_UP} warm-ups (ms, over HTTP on 127.0.0.1)`,
    );
    console.log(
      `${'page'.padEnd(58)} ${'rows'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`,
    );
    const queries = args.tables === 'all' ? [...QUERIES, ...AUDIT_QUERIES] : AUDIT_QUERIES;
    for (const query of queries) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const start = performance.now();
        const res = await fetch(`${address}${query.url}`, { headers: { cookie } });
        if (query.csv) {
          const text = await res.text();
          const ms = performance.now() - start;
          if (res.status !== 200)
            throw new Error(`${query.url} answered ${res.status}: ${text.slice(0, 200)}`);
          // Rows, without the header line.
          total = text.split('\r\n').length - 2;
          if (i >= WARM_UP) times.push(ms);
          continue;
        }
        const body = (await res.json()) as { total?: number; items?: unknown[] };
        const ms = performance.now() - start;
        if (res.status !== 200 || !Array.isArray(body.items)) {
          throw new Error(`${query.url} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
        }
        total = body.total ?? 0;
        if (i >= WARM_UP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const cells = [percentile(times, 50), percentile(times, 95), times.at(-1)!].map((t) =>
        t.toFixed(1).padStart(7),
      );
      console.log(`${query.name.padEnd(58)} ${String(total).padStart(7)} ${cells.join(' ')}`);
    }
  } finally {
    await app.close();
  }
}

const targets = args.db === 'both' ? ['postgres', 'pglite'] : [args.db];
for (const target of targets) {
  if (target === 'postgres') {
    const cluster = await startCluster();
    const database = await openPostgres(cluster.url, 10);
    try {
      await measure('PostgreSQL 15', database);
    } finally {
      await database.close();
      cluster.stop();
    }
  } else if (target === 'pglite') {
    const database = await openPglite();
    try {
      await measure('PGlite (in memory)', database);
    } finally {
      await database.close();
    }
  } else {
    throw new Error(`--db must be postgres, pglite or both (got ${target})`);
  }
}

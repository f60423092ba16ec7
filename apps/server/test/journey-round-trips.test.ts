// The free journey's round trips to the database (issue #16 item 3): each step sends at most the statements
// it needs, and the cuts change nothing a visitor sees or the rows it leaves.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, visitorGrants, visitorSessions } from '../src/infra/db/schema/index';
import { bakerySections, registrationBody } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { visitorCookieOf } from './helpers/visitor';

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  // node-postgres logs a transaction's BEGIN and COMMIT as statements, PGlite does not: count the others.
  // No background workers: the assessment worker's polling would land in a request's count now and then.
  t = await createTestApp(
    {},
    {
      startWorkers: false,
      onQuery: (sql) => (/^\s*(begin|commit|rollback)\b/i.test(sql) ? undefined : statements.push(sql)),
    },
  );
});
afterAll(async () => t.close());

/** Sends one request and returns its answer with the statements it sent to the database. */
async function counted(opts: InjectOptions) {
  statements = [];
  const res = await t.app.inject(opts);
  return { res, sent: statements.length, sql: [...statements] };
}

describe('the free journey', () => {
  it('registers, completes, generates and reads the P&L in at most 19 statements, one session read per request', async () => {
    // Warm up once: the first request of a process may load things (products) that later ones share.
    await t.app.inject({ method: 'POST', url: '/api/prospects', payload: registrationBody() });

    const register = await counted({ method: 'POST', url: '/api/prospects', payload: registrationBody() });
    expect(register.res.statusCode).toBe(201);
    const cookie = visitorCookieOf(register.res)!;
    const prospectId = register.res.json<{ id: string; reportCount: number }>().id;
    expect(register.res.json<{ reportCount: number }>().reportCount).toBe(0);
    // The new session and its grant are one statement; the per-address count of new registrations is one.
    expect(register.sent, register.sql.join('\n')).toBeLessThanOrEqual(4);
    const [session] = await t.database.db
      .select()
      .from(visitorSessions)
      .innerJoin(visitorGrants, eq(visitorGrants.sessionId, visitorSessions.id))
      .where(eq(visitorGrants.prospectId, prospectId));
    expect(session?.visitor_grants.isVerified).toBe(false);
    expect(session!.visitor_sessions.expiresAt.getTime()).toBeGreaterThan(Date.now() + 170 * 24 * 3600_000);

    const { res: saved, sent: savedSent } = await counted({
      method: 'POST',
      url: '/api/questionnaires',
      headers: { cookie },
      payload: { prospectId, ...bakerySections(), isCompleted: true },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ statementType: 'Simple', isCompleted: true });
    // The session, the prospect with its plan (five-year check and statement type), then the credit and
    // the insert as one statement, without a transaction.
    expect(savedSent).toBeLessThanOrEqual(3);
    const questionnaireId = saved.json<{ id: string }>().id;

    const complete = await counted({
      method: 'POST',
      url: '/api/questionnaire/complete',
      headers: { cookie },
      payload: { questionnaireId },
    });
    expect(complete.res.statusCode).toBe(200);
    expect(complete.res.json()).toMatchObject({ flow: 'free', generated: ['profit_loss'] });
    // The session, the questionnaire (read whole by the ownership check and handed on), its prospect with
    // its plan, its reports, the P&L's insert.
    expect(complete.sent).toBeLessThanOrEqual(5);
    // The session and its grants come in one query.
    expect(complete.sql.filter((s) => s.includes('"visitor_sessions"')).length).toBe(1);
    expect(complete.sql.filter((s) => s.includes('from "visitor_grants"')).length).toBe(0);

    const again = await counted({
      method: 'POST',
      url: '/api/reports/generate',
      headers: { cookie },
      payload: { prospectId, questionnaireId },
    });
    expect(again.res.statusCode).toBe(200);
    expect(again.res.json()).toMatchObject({ generated: [] });
    // Nothing to write: the session, the questionnaire (the ownership check's read), its prospect with its
    // plan, and one read of the reports it already has.
    expect(again.sent, again.sql.join('\n')).toBeLessThanOrEqual(4);
    expect(again.sql.some((q) => q.startsWith('insert'))).toBe(false);

    const pl = await counted({ method: 'GET', url: `/api/profit-loss/${prospectId}`, headers: { cookie } });
    expect(pl.res.statusCode).toBe(200);
    // The session, the prospect with its plan (its years), its latest questionnaire.
    expect(pl.sent).toBeLessThanOrEqual(3);

    const stored = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.questionnaireId, questionnaireId));
    expect(stored.map((r) => r.reportType)).toEqual(['profit_loss']);
  });

  it('still refuses a browser whose session holds no grant for the prospect', async () => {
    const owner = await t.app.inject({ method: 'POST', url: '/api/prospects', payload: registrationBody() });
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/prospects',
      payload: registrationBody(),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/prospects/${owner.json<{ id: string }>().id}`,
      headers: { cookie: visitorCookieOf(stranger)! },
    });
    expect(res.statusCode).toBe(404);
  });
});

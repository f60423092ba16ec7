// Issue #26 item 1: share links. A founder with a paid plan makes a read-only link to a plan; whoever holds
// it reads the plan without an account (never the founder's e-mail, phone or payments), downloads its files
// when allowed, until it expires or is revoked. The token is stored hashed and opens nothing else.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ASSESSMENT_SECTION_KEYS } from '@trajectory/contracts/assessments';
import {
  SHARE_LINK_GONE,
  SHARE_LINK_UNKNOWN,
  sharedVersionLine,
  ZSharedPlan,
} from '@trajectory/contracts/sharing';
import { routeTableOf } from '../src/admin/common/route-table';
import { assessments, auditLog, prospects, shareLinks } from '../src/infra/db/schema/index';
import { redactUrl, REDACTED } from '../src/infra/logger';
import { createCompletedRequest } from './helpers/admin';
import { createPaidFounder, createShareLinkAs } from './helpers/sharing';
import { routeClass } from './helpers/route-classes';
import { createTestApp, loginAsStaff, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
});
afterAll(async () => t.close());

const PHONE = '+1 555 017 4242';

const CARD_LAST4 = '4917';
const TRANSACTION = 'pi_share_test_payment';

/** A founder on a paid plan, whose phone and card the shared read must never show. */
const paidFounder = () =>
  createPaidFounder(t.app, t.database.db, { phone: PHONE, cardLast4: CARD_LAST4, transaction: TRANSACTION });

const share = (cookie: string, questionnaireId: string, body?: Record<string, unknown>) =>
  createShareLinkAs(t.app, cookie, questionnaireId, body);

const tokenOf = (path: string) => path.split('/').pop()!;
const view = (token: string, suffix = '') =>
  t.app.inject({ method: 'GET', url: `/api/shared/${token}${suffix}` });

describe('creating a share link', () => {
  it('returns the /shared/{token} path once, with 128 bits of randomness, and stores only its hash', async () => {
    const { questionnaireId, cookie, prospect } = await paidFounder();
    const res = await share(cookie, questionnaireId, {
      label: '  First Bank ',
      expiresInDays: 7,
      allowDownloads: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { link, path } = res.json();
    expect(path).toMatch(/^\/shared\/[A-Za-z0-9_-]{22}$/);
    const token = tokenOf(path);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(link).toMatchObject({
      label: 'First Bank',
      questionnaireId,
      prospectId: prospect.id,
      allowDownloads: true,
      followsLatest: true,
      pinnedVersion: null,
      viewCount: 0,
      lastViewedAt: null,
      status: 'active',
    });
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);

    const [row] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const dump = await t.database.db.execute(sql`select row_to_json(s)::text as j from share_links s`);
    for (const r of (dump as unknown as { rows: { j: string }[] }).rows) expect(r.j).not.toContain(token);
    // The list never carries the token nor its hash.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/questionnaires/${questionnaireId}/share-links`,
      headers: { cookie },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);
    expect(listed.body).not.toContain(row!.tokenHash);
  });

  it('refuses a founder without a paid plan, and bad input naming the field', async () => {
    const free = await createCompletedRequest(t.app, t.database.db);
    const refused = await share(free.cookie, free.questionnaireId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'FORBIDDEN', message: expect.stringContaining('paid') });

    const { questionnaireId, cookie } = await paidFounder();
    for (const [body, field] of [
      [{ label: '', expiresInDays: 30 }, 'label'],
      [{ label: 'x'.repeat(81), expiresInDays: 30 }, 'label'],
      [{ label: 'First Bank', expiresInDays: 14 }, 'expiresInDays'],
      [{ label: 'First Bank', expiresInDays: 30, allowDownloads: 'yes' }, 'allowDownloads'],
    ] as const) {
      const res = await share(cookie, questionnaireId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'INVALID_INPUT', field });
    }
    expect(
      await t.database.db.select().from(shareLinks).where(eq(shareLinks.questionnaireId, questionnaireId)),
    ).toEqual([]);
  });
});

describe('the shared read', () => {
  it('shows what the plan holds without an account, never the e-mail, phone or payments, and counts views', async () => {
    const { questionnaireId, cookie, prospect } = await paidFounder();
    const token = tokenOf((await share(cookie, questionnaireId)).json().path);

    const res = await view(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    // Reading opens no session: the viewer's browser gets no cookie.
    expect(res.cookies).toEqual([]);
    const body = res.json();
    expect(body.link).toMatchObject({ label: 'First Bank', allowDownloads: false, followsLatest: true });
    // The contract: the read is ZSharedPlan, with the answers the what-if panel starts from and the charts.
    expect(ZSharedPlan.parse(body)).toEqual(body);
    expect(body.version).toEqual({ number: 1, createdAt: expect.any(String) });
    expect(body.sections.businessInfo).toBeDefined();
    expect(body.charts.map((c: { name: string }) => c.name)).toContain('cash-balance');
    for (const chart of body.charts) expect(chart.data).toHaveProperty('profitLoss');
    for (const key of [
      'metrics',
      'months',
      'warnings',
      'assumptions',
      'profitLoss',
      'balanceSheet',
      'cashFlow',
      'sourcesAndUses',
      'lenderChecks',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.months.length).toBeGreaterThan(0);
    for (const secret of [
      prospect.email,
      PHONE,
      prospect.id,
      prospect.name,
      CARD_LAST4,
      TRANSACTION,
      '42.17',
    ]) {
      expect(res.body).not.toContain(secret);
    }
    // No field of the founder's contact or payments, under any name.
    for (const key of ['"email', '"phone', '"payment', '"order', '"receipt', '"card', '"amountPaid']) {
      expect(res.body).not.toContain(key);
    }

    await view(token);
    // A HEAD (a link checker, a chat app's preview) answers as a GET does but is nobody reading.
    const head = await t.app.inject({ method: 'HEAD', url: `/api/shared/${token}` });
    expect(head.statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/questionnaires/${questionnaireId}/share-links`,
      headers: { cookie },
    });
    const [link] = listed.json().links;
    expect(link).toMatchObject({ viewCount: 2, status: 'active' });
    expect(Date.now() - Date.parse(link.lastViewedAt)).toBeLessThan(60_000);
  });

  it('gives the PDF and the workbook only when downloads are allowed', async () => {
    const { questionnaireId, cookie } = await paidFounder();
    const closed = tokenOf((await share(cookie, questionnaireId)).json().path);
    for (const suffix of ['/report.pdf', '/report.xlsx']) {
      const res = await view(closed, suffix);
      expect(res.statusCode, suffix).toBe(403);
      expect(res.json().error).toBe('FORBIDDEN');
    }
    const open = tokenOf(
      (
        await share(cookie, questionnaireId, { label: 'Advisor', expiresInDays: 90, allowDownloads: true })
      ).json().path,
    );
    const pdf = await view(open, '/report.pdf');
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-robots-tag']).toBe('noindex');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [cover] = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: false })
    ).text;
    expect(cover).toContain('Shared with Advisor');
    const xlsx = await view(open, '/report.xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 410 with a plain message once revoked or expired, and 404 to an unknown token', async () => {
    const { questionnaireId, cookie } = await paidFounder();
    const created = (
      await share(cookie, questionnaireId, { label: 'First Bank', expiresInDays: 30, allowDownloads: true })
    ).json();
    const token = tokenOf(created.path);
    expect((await view(token)).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/questionnaires/${questionnaireId}/share-links/${created.link.id}/revoke`,
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    for (const suffix of ['', '/report.pdf', '/report.xlsx']) {
      const res = await view(token, suffix);
      expect(res.statusCode, suffix).toBe(410);
      expect(res.json()).toEqual({ error: 'LINK_EXPIRED', message: SHARE_LINK_GONE.revoked });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }

    const other = (await share(cookie, questionnaireId)).json();
    await t.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, other.link.id));
    const expired = await view(tokenOf(other.path));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(SHARE_LINK_GONE.expired);

    for (const unknown of ['A'.repeat(22), 'nope', 'x'.repeat(200)]) {
      const res = await view(unknown);
      expect(res.statusCode, unknown).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND', message: SHARE_LINK_UNKNOWN });
    }
    // The views of a link no longer open were not counted.
    const [row] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, other.link.id));
    expect(row!.viewCount).toBe(0);
  });

  it('is rate-limited per address', async () => {
    const remoteAddress = '198.51.100.77';
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      last = (await t.app.inject({ method: 'GET', url: `/api/shared/unknown-${i}`, remoteAddress }))
        .statusCode;
    }
    expect(last).toBe(429);
    // Another address is not held back.
    expect((await view('unknown')).statusCode).toBe(404);
  });
});

async function pdfCover(res: { rawPayload: Buffer }) {
  const [cover] = (
    await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: false })
  ).text;
  return cover!;
}

async function firstSheetLine(res: { rawPayload: Buffer }) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return String(workbook.worksheets[0]!.getCell('A3').value ?? '');
}

describe('the assessment on the shared view', () => {
  /** Writes the plan's assessment (as the writer would) with the given status, replacing any queued one. */
  async function assess(questionnaireId: string, prospectId: string, status: 'ready' | 'pending' | 'failed') {
    const content = Object.fromEntries(
      ASSESSMENT_SECTION_KEYS.map((key) => [key, `The ${key} of the plan.`]),
    );
    await t.database.db.delete(assessments).where(eq(assessments.questionnaireId, questionnaireId));
    await t.database.db.insert(assessments).values({
      questionnaireId,
      prospectId,
      status,
      content: status === 'ready' ? content : null,
      error: status === 'failed' ? 'The writer gave up.' : null,
    });
  }

  it('shows the written assessment as the founder reads it, unless the link was made without it', async () => {
    const { questionnaireId, cookie, prospect } = await paidFounder();
    await assess(questionnaireId, prospect.id, 'ready');
    const founders = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/${questionnaireId}`,
      headers: { cookie },
    });
    expect(founders.statusCode, founders.body).toBe(200);

    const withIt = tokenOf((await share(cookie, questionnaireId)).json().path);
    const res = await view(withIt);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(ZSharedPlan.parse(body)).toEqual(body);
    const {
      id,
      questionnaireId: _q,
      prospectId: _p,
      status,
      writer: _w,
      error: _e,
      createdAt: _c,
      ...sections
    } = founders.json();
    expect(status).toBe('ready');
    expect(body.assessment).toEqual(sections);
    for (const key of ASSESSMENT_SECTION_KEYS) expect(body.assessment[key]).toBe(`The ${key} of the plan.`);
    // Nothing of the founder's ids rides with it.
    expect(res.body).not.toContain(id);
    expect(res.body).not.toContain(prospect.id);

    const without = tokenOf(
      (
        await share(cookie, questionnaireId, {
          label: 'Second Bank',
          expiresInDays: 30,
          includeAssessment: false,
        })
      ).json().path,
    );
    const unticked = await view(without);
    expect(unticked.statusCode, unticked.body).toBe(200);
    expect(unticked.json()).not.toHaveProperty('assessment');
  });

  it('is absent while the plan holds no written assessment: none, pending or failed, and none is started', async () => {
    const { questionnaireId, cookie, prospect } = await paidFounder();
    await t.database.db.delete(assessments).where(eq(assessments.questionnaireId, questionnaireId));
    const token = tokenOf((await share(cookie, questionnaireId)).json().path);
    const none = await view(token);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).not.toHaveProperty('assessment');
    // Reading the link starts no assessment.
    expect(
      await t.database.db.select().from(assessments).where(eq(assessments.questionnaireId, questionnaireId)),
    ).toEqual([]);

    for (const status of ['pending', 'failed'] as const) {
      await assess(questionnaireId, prospect.id, status);
      const res = await view(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), status).not.toHaveProperty('assessment');
    }
  });
});

describe('a link pinned to a version', () => {
  it('keeps showing that version after the founder saves a change; a latest link shows the new figures', async () => {
    const { questionnaireId, cookie } = await paidFounder();
    const pinned = (
      await share(cookie, questionnaireId, {
        label: 'First Bank',
        expiresInDays: 30,
        allowDownloads: true,
        followsLatest: false,
      })
    ).json();
    expect(pinned.link).toMatchObject({ followsLatest: false, pinnedVersion: 1 });
    const latest = (
      await share(cookie, questionnaireId, { label: 'Advisor', expiresInDays: 30, allowDownloads: true })
    ).json();
    const before = (await view(tokenOf(pinned.path))).json();
    expect(before.version).toMatchObject({ number: 1 });

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/questionnaires/${questionnaireId}/answers`,
      headers: { cookie },
      payload: { salesVolume: { firstMonthSales: 900 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const kept = (await view(tokenOf(pinned.path))).json();
    expect(kept.version).toEqual(before.version);
    expect(kept.link).toMatchObject({ followsLatest: false, pinnedVersion: 1 });
    expect(kept.profitLoss.totalRevenue).toEqual(before.profitLoss.totalRevenue);
    expect(kept.sections).toEqual(before.sections);

    const now = (await view(tokenOf(latest.path))).json();
    expect(now.version).toMatchObject({ number: 2 });
    expect(now.sections.salesVolume.firstMonthSales).toBe(900);
    expect(now.profitLoss.totalRevenue.year1).not.toBe(before.profitLoss.totalRevenue.year1);
    // The founder's own statements are the latest link's.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/profit-loss/questionnaire/${questionnaireId}`,
      headers: { cookie },
    });
    expect(own.json().profitLoss).toEqual(now.profitLoss);

    // The downloads say who they were shared with and which version, and a pinned link's are that version's.
    const pinnedPdf = await pdfCover(await view(tokenOf(pinned.path), '/report.pdf'));
    expect(pinnedPdf).toContain('Shared with First Bank');
    expect(pinnedPdf).toContain(sharedVersionLine(before.version, false));
    expect(pinnedPdf).toMatch(/Version 1, saved [A-Z][a-z]{2} \d{2}, \d{4}/);
    const latestPdf = await pdfCover(await view(tokenOf(latest.path), '/report.pdf'));
    expect(latestPdf).toContain(sharedVersionLine(now.version, true));
    expect(await firstSheetLine(await view(tokenOf(pinned.path), '/report.xlsx'))).toBe(
      `Shared with First Bank · ${sharedVersionLine(before.version, false)}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await view(tokenOf(pinned.path), '/report.xlsx')).rawPayload as unknown as ArrayBuffer,
    );
    const pl =
      workbook.getWorksheet('Profit & Loss') ?? workbook.worksheets.find((w) => /profit/i.test(w.name));
    expect(pl).toBeDefined();
    const values: number[] = [];
    pl!.eachRow((row) =>
      row.eachCell((cell) => {
        const v = cell.value as { result?: unknown } | number | null;
        const n = typeof v === 'number' ? v : typeof v?.result === 'number' ? v.result : undefined;
        if (n !== undefined) values.push(n);
      }),
    );
    expect(values).toContain(before.profitLoss.totalRevenue.year1);
    expect(values).not.toContain(now.profitLoss.totalRevenue.year1);
  });
});

describe('what a link opens and no more', () => {
  it("lets a link's viewer read nothing else of the founder's: every founder route refuses as for a stranger", async () => {
    const { questionnaireId, cookie, prospect } = await paidFounder();
    const created = (await share(cookie, questionnaireId)).json();
    const token = tokenOf(created.path);
    expect((await view(token)).statusCode).toBe(200);
    const founderRoutes = routeTableOf(t.app).filter(
      (r) => r.method === 'GET' && routeClass(r) === 'visitor',
    );
    expect(founderRoutes.length).toBeGreaterThan(10);
    for (const route of founderRoutes) {
      const url = route.url
        .replace(':prospectId', prospect.id)
        .replace(':questionnaireId', questionnaireId)
        .replace(':id', route.url.includes('questionnaire') ? questionnaireId : prospect.id)
        .replace(/:[A-Za-z]+/g, token);
      // The token sent every way a viewer might: as a cookie, a bearer, a query parameter.
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}token=${token}`,
        headers: { authorization: `Bearer ${token}`, cookie: `share=${token}` },
      });
      expect(res.statusCode, `GET ${route.url}`).toBe(401);
      expect(res.json().error).toBe('ACCESS_REQUIRED');
    }
  });

  it("another founder can neither list nor revoke the links; staff list a prospect's and revoke any", async () => {
    const owner = await paidFounder();
    const created = (await share(owner.cookie, owner.questionnaireId)).json();
    const mine = await paidFounder();
    const attempts = [
      { method: 'GET' as const, url: `/api/questionnaires/${owner.questionnaireId}/share-links` },
      {
        method: 'POST' as const,
        url: `/api/questionnaires/${owner.questionnaireId}/share-links/${created.link.id}/revoke`,
      },
      // Under one's own plan, another plan's link is not found either.
      {
        method: 'POST' as const,
        url: `/api/questionnaires/${mine.questionnaireId}/share-links/${created.link.id}/revoke`,
      },
    ];
    for (const { method, url } of attempts) {
      const res = await t.app.inject({ method, url, headers: { cookie: mine.cookie } });
      expect(res.statusCode, url).toBe(404);
      const stranger = await t.app.inject({ method, url });
      expect(stranger.statusCode, url).toBe(401);
    }
    expect((await view(tokenOf(created.path))).statusCode).toBe(200);

    const staff = await loginAsStaff(t.app);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/prospects/${owner.prospect.id}/share-links`,
      headers: { cookie: staff },
    });
    expect(listed.statusCode).toBe(200);
    // Each link names its plan: a prospect's links may span several plans.
    const title = (
      await t.app.inject({
        method: 'GET',
        url: `/api/questionnaires/${owner.questionnaireId}`,
        headers: { cookie: owner.cookie },
      })
    ).json().businessInfo.name;
    expect(title).toEqual(expect.any(String));
    expect(listed.json().links).toEqual([
      expect.objectContaining({ id: created.link.id, viewCount: 1, planTitle: title }),
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/prospects/${owner.prospect.id}/share-links` }))
        .statusCode,
    ).toBe(401);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/share-links/${created.link.id}/revoke`,
      headers: { cookie: staff },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await view(tokenOf(created.path))).statusCode).toBe(410);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, created.link.id));
    expect(audit).toMatchObject({
      action: 'share_link.revoke',
      targetType: 'share_link',
      actorName: TEST_ADMIN.username,
      summary: 'Revoked the share link "First Bank"',
    });
  });

  it('the share routes are public by token, never by id, and their URLs are logged redacted', () => {
    const shared = routeTableOf(t.app).filter((r) => r.url.startsWith('/api/shared'));
    // The read, its two files, and the questions (issue #26 item 2: list and ask).
    expect(shared.map((r) => `${r.method} ${r.url}`).filter((k) => !k.startsWith('HEAD'))).toHaveLength(5);
    for (const route of shared) {
      if (route.method !== 'HEAD') expect(routeClass(route)).toBe('public');
      expect(route.url.match(/:[A-Za-z]+/g)).toEqual([':token']);
    }
    const token = 'Zm9vYmFyYmF6cXV4cXV1eA';
    for (const url of [`/api/shared/${token}`, `/api/shared/${token}/report.pdf`, `/API/Shared/${token}`]) {
      expect(redactUrl(url)).toBe(`/api/shared/${REDACTED}`);
    }
  });
});

describe('a link whose founder no longer holds a paid plan', () => {
  it('stops opening (410, its questions too) after a refund to the free plan, and opens again on a paid one', async () => {
    const { questionnaireId, cookie, prospect } = await paidFounder();
    const created = (
      await share(cookie, questionnaireId, { label: 'First Bank', expiresInDays: 30, allowDownloads: true })
    ).json();
    const token = tokenOf(created.path);
    expect((await view(token)).statusCode).toBe(200);

    const setPlan = (selectedPlanCode: string) =>
      t.database.db.update(prospects).set({ selectedPlanCode }).where(eq(prospects.id, prospect.id));
    await setPlan('P01');
    for (const suffix of ['', '/report.pdf', '/report.xlsx', '/questions']) {
      const res = await view(token, suffix);
      expect(res.statusCode, suffix).toBe(410);
      expect(res.json()).toEqual({ error: 'LINK_EXPIRED', message: SHARE_LINK_GONE.unavailable });
    }
    // Neither revoked nor expired: the founder's list still says active.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/questionnaires/${questionnaireId}/share-links`,
      headers: { cookie },
    });
    expect(list.json().links[0]).toMatchObject({ status: 'active', viewCount: 1 });

    await setPlan('P02');
    expect((await view(token)).statusCode).toBe(200);
  });
});

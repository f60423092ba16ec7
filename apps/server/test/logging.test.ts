// The server's log (issue #22 item 7, issue #27 item 5): an app built here writes its lines into an array
// at the most verbose level, and no line ever carries an access token, an upload token, a cookie or a
// password; a statements page rendered with its data is one line, its own reads of the API are not
// requests of their own.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SSR_DIR,
  SSR_ENTRY,
  SSR_HTML_MARK,
  SSR_PAGE_HTML,
  SSR_STATE_MARK,
} from '@trajectory/contracts/prerendered';
import { buildApp } from '../src/app';
import { testConfig } from '../src/infra/config';
import type { DatabaseHandle } from '../src/infra/db/client';
import { eq } from 'drizzle-orm';
import { prospects, questionnaires } from '../src/infra/db/schema/index';
import { routeTableOf } from '../src/admin/common/route-table';
import { sessionIdFromToken } from '../src/lib/tokens';
import { insertAccessLink } from '../src/domains/access/repo';
import { REDACTED, redactUrl, TOKEN_URLS } from '../src/infra/logger';
import { bakerySections } from './helpers/factories';
import { loginAsStaff, TEST_ADMIN } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-db';
import { registerVisitor } from './helpers/visitor';

type Line = { level: number; msg: string; req?: { method: string; url: string }; [key: string]: unknown };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-logging-'));
const dist = path.join(tmp, 'dist');
const ssrDir = path.join(tmp, SSR_DIR);

let app: FastifyInstance;
let database: DatabaseHandle;
const written: string[] = [];
const lines = (from = 0): Line[] => written.slice(from).map((text) => JSON.parse(text) as Line);

/** A fresh access link for a new prospect, made as sendAccessLink makes one (only its hash is stored). */
async function accessToken(): Promise<string> {
  const { prospect } = await registerVisitor(app);
  const token = randomBytes(32).toString('base64url');
  await insertAccessLink(database.db, {
    id: sessionIdFromToken(token),
    prospectId: prospect.id,
    redirectTo: '/reports',
    expiresAt: new Date(Date.now() + 60_000),
  });
  return token;
}

beforeAll(async () => {
  // A built web app with a stand-in server renderer: the page's reads are the real API's.
  fs.mkdirSync(dist, { recursive: true });
  fs.mkdirSync(ssrDir, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(ssrDir, SSR_ENTRY),
    'export async function renderStatementsPage(url, answers) {\n' +
      '  return { html: `<p>rendered from ${answers.size} reads</p>`, state: "{}" };\n}\n',
  );
  fs.writeFileSync(
    path.join(ssrDir, SSR_PAGE_HTML),
    `<!doctype html><html><body><div id="root">${SSR_HTML_MARK}</div>${SSR_STATE_MARK}</body></html>`,
  );
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'trace' }),
    database,
    webDistDir: dist,
    version: '0.0.0-test',
    logStream: { write: (line: string) => void written.push(line) },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('access tokens never appear in logs', () => {
  it('a read of an access link and its verify leave no trace of the token in any line', async () => {
    const token = await accessToken();
    const from = written.length;
    const info = await app.inject({ method: 'GET', url: `/api/access/links/${token}` });
    expect(info.statusCode).toBe(200);
    const verified = await app.inject({ method: 'POST', url: '/api/access/verify', payload: { token } });
    expect(verified.statusCode).toBe(200);
    // Used once: the second verify is refused, the page of the link is served, mistyped paths are not routes.
    expect(
      (await app.inject({ method: 'POST', url: '/api/access/verify', payload: { token } })).statusCode,
    ).toBe(410);
    expect((await app.inject({ method: 'GET', url: `/access/${token}` })).statusCode).toBe(200);
    for (const url of [
      `/access/${token}?from=mail`,
      `//api/access/links/${token}`,
      `/API/Access/Links/${token}/more`,
      `/api/access/links%2F${token}`,
      `/shared/${token}`,
      `/api/shared/${token}`,
      `/api/shared/${token}/report.pdf`,
    ]) {
      await app.inject({ method: 'GET', url });
    }
    // A token the contract refuses is not logged either (the validation error names the field only).
    const refused = await app.inject({
      method: 'POST',
      url: '/api/access/verify',
      payload: { token: `${token}!` },
    });
    expect(refused.statusCode).toBe(400);

    const logged = written.slice(from);
    expect(logged.length).toBeGreaterThanOrEqual(10);
    for (const line of logged) expect(line).not.toContain(token);
    const urls = lines(from).flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toContain(`/api/access/links/${REDACTED}`);
    expect(urls).toContain(`/access/${REDACTED}`);
    expect(urls).toContain(`/api/shared/${REDACTED}`);
    expect(urls).toContain('/api/access/verify');
  });

  it('the cookie a verify sets, a staff password and an upload token appear in no line', async () => {
    const token = await accessToken();
    const from = written.length;
    const verified = await app.inject({ method: 'POST', url: '/api/access/verify', payload: { token } });
    const visitor = verified.cookies.find((c) => c.name.endsWith('trajectory_visitor'))!.value;
    await app.inject({
      method: 'GET',
      url: '/api/access/session',
      headers: { cookie: `trajectory_visitor=${visitor}` },
    });
    const wrong = `${TEST_ADMIN.password}-wrong`;
    await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { ...TEST_ADMIN, password: wrong },
    });
    const staff = await loginAsStaff(app);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie: staff, 'content-type': 'application/json' },
    });
    expect(upload.statusCode).toBe(200);
    const uploadUrl = new URL(upload.json<{ uploadURL: string }>().uploadURL, 'http://localhost');
    const uploadToken = uploadUrl.pathname.split('/').at(-1)!;
    expect(uploadToken.length).toBeGreaterThanOrEqual(20);
    await app.inject({
      method: 'PUT',
      url: uploadUrl.pathname,
      headers: { cookie: staff, 'content-type': 'image/png' },
      payload: Buffer.from('not really a png'),
    });

    const logged = written.slice(from).join('\n');
    for (const secret of [token, visitor, TEST_ADMIN.password, wrong, staff.split('=')[1]!, uploadToken]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain(`/api/objects/upload/${REDACTED}`);
  });

  it("a share link's token, created, read, refused a download, revoked and read again, appears in no line", async () => {
    const { prospect, cookie } = await registerVisitor(app);
    await database.db.update(prospects).set({ selectedPlanCode: 'P02' }).where(eq(prospects.id, prospect.id));
    const [questionnaire] = await database.db
      .insert(questionnaires)
      .values({
        prospectId: prospect.id,
        sections: bakerySections(),
        isCompleted: true,
        completedAt: new Date(),
      })
      .returning();
    const from = written.length;
    const created = await app.inject({
      method: 'POST',
      url: `/api/questionnaires/${questionnaire!.id}/share-links`,
      headers: { cookie },
      payload: { label: 'First Bank', expiresInDays: 7 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { link, path: sharedPath } = created.json() as { link: { id: string }; path: string };
    const token = sharedPath.split('/').pop()!;
    expect((await app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(200);
    // The page, drawn with its read (the server's own request of /api/shared/{token}), and as the plain page.
    const page = await app.inject({ method: 'GET', url: `/shared/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('rendered from 1 reads');
    expect((await app.inject({ method: 'HEAD', url: `/shared/${token}?from=mail` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/shared/${token}/report.xlsx` })).statusCode).toBe(
      403,
    );
    const revoked = await app.inject({
      method: 'POST',
      url: `/api/questionnaires/${questionnaire!.id}/share-links/${link.id}/revoke`,
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(410);
    expect((await app.inject({ method: 'GET', url: `/shared/${token}` })).statusCode).toBe(410);

    const logged = written.slice(from);
    expect(logged.length).toBeGreaterThanOrEqual(5);
    for (const line of logged) expect(line).not.toContain(token);
    const urls = lines(from).flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls.filter((url) => url === `/api/shared/${REDACTED}`).length).toBeGreaterThanOrEqual(3);
    expect(urls.filter((url) => url === `/shared/${REDACTED}`).length).toBeGreaterThanOrEqual(3);
  });

  it('every route with a token in its path is one of the redacted token URLs', () => {
    const withToken = routeTableOf(app)
      .map((route) => route.url)
      .filter((url) => /:[^/]*token/i.test(url));
    expect(withToken.length).toBeGreaterThan(0);
    for (const url of withToken) expect(TOKEN_URLS).toContain(url);
  });

  it('redactUrl keeps every other URL as it is', () => {
    for (const url of [
      '/api/products',
      '/access',
      '/api/access/links',
      '/results/1?questionnaireId=2',
      '/shared',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
    expect(redactUrl('/api/objects/upload/abc/def?x=1')).toBe(`/api/objects/upload/${REDACTED}`);
  });
});

describe('a statements page rendered with its data', () => {
  let founder: { prospectId: string; questionnaireId: string; cookie: string };

  beforeAll(async () => {
    const { prospect, cookie } = await registerVisitor(app);
    const [questionnaire] = await database.db
      .insert(questionnaires)
      .values({
        prospectId: prospect.id,
        sections: bakerySections(),
        isCompleted: true,
        completedAt: new Date(),
      })
      .returning();
    const questionnaireId = questionnaire!.id;
    founder = { prospectId: prospect.id, questionnaireId, cookie };
  });

  it('logs one request line for the page, its reads of the API at debug, and never the cookie', async () => {
    const from = written.length;
    const page = await app.inject({
      method: 'GET',
      url: `/results/${founder.prospectId}`,
      headers: { cookie: founder.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/rendered from [1-9]\d* reads/);

    const logged = lines(from);
    const info = logged.filter((line) => line.level >= 30);
    expect(info.map((line) => [line.msg, line.req?.url])).toEqual([
      ['request completed', `/results/${founder.prospectId}`],
    ]);
    const reads = logged.filter((line) => line.msg === 'page read completed');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((line) => line.level === 20 && line.req!.url.startsWith('/api/'))).toBe(true);
    const secret = founder.cookie.split('=')[1]!;
    expect(written.slice(from).join('\n')).not.toContain(secret);
  });

  it('a client that sends the page-read header itself is still logged as a request', async () => {
    const from = written.length;
    await app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'x-trajectory-page-read': 'guessed' },
    });
    expect(lines(from).filter((line) => line.msg === 'request completed')).toHaveLength(1);
  });
});

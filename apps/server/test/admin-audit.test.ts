// Issue #22 item 8: every staff change writes one audit row (who, what, before and after, secrets
// masked) in its transaction; the Activity tab's list and CSV read them; nothing edits or deletes them.
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AUDIT_ACTIONS } from '@trajectory/contracts/admin-audit';
import { DEFAULT_SAMPLE_DATA } from '@trajectory/contracts/admin-sample-data';
import { auditLog, paymentHistory, questionnaires, shareLinks } from '../src/infra/db/schema/index';
import { routeTableOf } from '../src/admin/common/route-table';
import { auditDiff, changedFields, MASK, maskSecrets, recordAudit } from '../src/domains/audit/service';
import { staffCaller } from './helpers/admin';
import { bakerySections, createProspect } from './helpers/factories';
import { isStaffOnly } from './helpers/route-classes';
import { createTestApp, loginAs, loginAsStaff, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
let cookie: string;
let staff: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAsStaff(t.app);
  staff = staffCaller(t.app, cookie);
});
afterAll(async () => t.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Staff write routes that change nothing another staff user would look for, with the reason. */
const NOT_AUDITED = new Map([
  // Reserves a single-use upload URL; the upload itself (PUT) is the change and is written.
  ['POST /api/objects/upload', 'reserves an upload URL only'],
]);

async function rowCount() {
  const [row] = await t.database.db.select({ n: count() }).from(auditLog);
  return Number(row?.n ?? 0);
}
async function newestRow() {
  const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

/**
 * A prospect with a completed questionnaire, written directly (the founder's own route is not what
 * this file tests).
 */
async function completedQuestionnaire() {
  const prospect = await createProspect(t.database.db);
  const [row] = await t.database.db
    .insert(questionnaires)
    .values({
      prospectId: prospect.id,
      sections: bakerySections(),
      isCompleted: true,
      completedAt: new Date(),
    })
    .returning();
  return { prospect, questionnaireId: row!.id };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('issue #22 item 8: every staff write route writes exactly one audit row', () => {
  it('walks the staff write routes: each writes one row with the right action, actor and fields', async () => {
    const seen = new Map<string, string>();
    /** Runs one staff write and checks it wrote exactly one row with the action. */
    const expectOne = async (
      route: string,
      action: keyof typeof AUDIT_ACTIONS,
      run: () => ReturnType<typeof staff>,
    ) => {
      const before = await rowCount();
      const res = await run();
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
      expect(await rowCount(), route).toBe(before + 1);
      const row = await newestRow();
      expect(row.action, route).toBe(action);
      expect(row.actorName, route).toBe(TEST_ADMIN.username);
      expect(row.actorUserId, route).not.toBeNull();
      seen.set(route, action);
      return { res, row };
    };

    // Products and prices.
    const productBody = {
      code: 'AUD1',
      name: 'Audit Plan',
      type: 'Paid',
      price: '49.00',
      acceptsPromoCodes: true,
    };
    const { res: created } = await expectOne('POST /api/admin/products', 'product.create', () =>
      staff('POST', '/api/admin/products', productBody),
    );
    const productId = created.json().id as number;
    const { row: priced } = await expectOne('PUT /api/admin/products/:id', 'product.update', () =>
      staff('PUT', `/api/admin/products/${productId}`, { ...productBody, price: '59.00' }),
    );
    expect(priced.before).toEqual({ price: '49.00' });
    expect(priced.after).toEqual({ price: '59.00' });
    expect(priced.targetId).toBe(String(productId));

    // Promo codes.
    const promoBody = { code: 'AUDIT10', productId, maxUses: 5, expiresAt: null, isActive: true };
    const { res: promo } = await expectOne('POST /api/admin/promo-codes', 'promo_code.create', () =>
      staff('POST', '/api/admin/promo-codes', promoBody),
    );
    const promoId = promo.json().id as number;
    const { row: promoRow } = await expectOne('PUT /api/admin/promo-codes/:id', 'promo_code.update', () =>
      staff('PUT', `/api/admin/promo-codes/${promoId}`, { ...promoBody, maxUses: 9 }),
    );
    expect(promoRow.after).toEqual({ maxUses: 9 });
    await expectOne('DELETE /api/admin/promo-codes/:id', 'promo_code.delete', () =>
      staff('DELETE', `/api/admin/promo-codes/${promoId}`),
    );
    await expectOne('DELETE /api/admin/products/:id', 'product.delete', () =>
      staff('DELETE', `/api/admin/products/${productId}`),
    );

    // Prospects: contact, remaining reports, plan grants, deletion.
    const { prospect, questionnaireId } = await completedQuestionnaire();
    const { row: contact } = await expectOne(
      'PUT /api/admin/prospects/:id/contact',
      'prospect.update_contact',
      () =>
        staff('PUT', `/api/admin/prospects/${prospect.id}/contact`, {
          contactStatus: 'follow_up',
          comments: 'Call back on Monday',
        }),
    );
    expect(contact.before).toMatchObject({ contactStatus: 'not_contacted', comments: null });
    expect(contact.after).toMatchObject({ contactStatus: 'follow_up', comments: 'Call back on Monday' });
    await expectOne('PUT /api/admin/prospects/:id/submissions', 'prospect.update_remaining', () =>
      staff('PUT', `/api/admin/prospects/${prospect.id}/submissions`, { remaining: 4 }),
    );
    const { row: grant } = await expectOne(
      'POST /api/admin/prospects/:id/grant-plan',
      'prospect.grant_plan',
      () =>
        staff('POST', `/api/admin/prospects/${prospect.id}/grant-plan`, {
          productCode: 'P04',
          amount: '350.00',
        }),
    );
    expect(grant.after).toMatchObject({ selectedPlanCode: 'P04', amount: '350.00' });

    // Refunds: the grant's manual payment, revoked without a provider.
    const [granted] = await t.database.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.prospectId, prospect.id));
    const { row: refunded } = await expectOne('POST /api/admin/payments/:id/refund', 'payment.refund', () =>
      staff('POST', `/api/admin/payments/${granted!.id}/refund`),
    );
    expect(refunded.before).toMatchObject({ plan: 'Custom Financial Proforma', refundedAt: null });
    expect(refunded.after).toMatchObject({ plan: 'Free Projection' });

    // Share links (issue #26): staff revoke a founder's link.
    const [link] = await t.database.db
      .insert(shareLinks)
      .values({
        questionnaireId,
        prospectId: prospect.id,
        label: 'First Bank',
        tokenHash: 'audit-test-hash',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const { row: revoked } = await expectOne(
      'POST /api/admin/share-links/:linkId/revoke',
      'share_link.revoke',
      () => staff('POST', `/api/admin/share-links/${link!.id}/revoke`),
    );
    expect(revoked).toMatchObject({ targetType: 'share_link', targetId: link!.id });

    // Questionnaire edits and the staff assessment.
    const { row: edit } = await expectOne('PUT /api/admin/questionnaires/:id', 'questionnaire.update', () =>
      staff('PUT', `/api/admin/questionnaires/${questionnaireId}`, {
        businessInfo: { name: 'Audited Bakery', description: 'Bread' },
      }),
    );
    expect(edit.after).toMatchObject({ 'businessInfo.name': 'Audited Bakery' });
    await expectOne('POST /api/admin/assessments', 'assessment.create', () =>
      staff('POST', '/api/admin/assessments', { questionnaireId }),
    );
    await expectOne('DELETE /api/admin/questionnaires/:id', 'questionnaire.delete', () =>
      staff('DELETE', `/api/admin/questionnaires/${questionnaireId}`),
    );
    const { row: deleted } = await expectOne('DELETE /api/admin/prospects/:id', 'prospect.delete', () =>
      staff('DELETE', `/api/admin/prospects/${prospect.id}`),
    );
    expect(deleted.before).toMatchObject({ email: prospect.email });
    expect(deleted.after).toBeNull();

    // Settings: AI configuration, contact form, social accounts and their uploaded icons.
    const { res: ai } = await expectOne('POST /api/admin/ai-config', 'ai_config.create', () =>
      staff('POST', '/api/admin/ai-config', { model: 'gpt-5-mini' }),
    );
    const { row: aiRow } = await expectOne('PUT /api/admin/ai-config/:id', 'ai_config.update', () =>
      staff('PUT', `/api/admin/ai-config/${ai.json().id}`, { temperature: 1.2 }),
    );
    expect(aiRow).toMatchObject({ before: { temperature: 0.5 }, after: { temperature: 1.2 } });
    // Reading the settings stores the defaults, so the POST below updates them.
    await staff('GET', '/api/admin/contact-settings');
    const contactBody = { contactEmail: 'hello@example.com', contactFormTitle: 'Write to us' };
    const { res: contactSettings } = await expectOne(
      'POST /api/contact-settings',
      'contact_settings.update',
      () => staff('POST', '/api/contact-settings', contactBody),
    );
    await expectOne('PUT /api/contact-settings/:id', 'contact_settings.update', () =>
      staff('PUT', `/api/contact-settings/${contactSettings.json().id}`, {
        ...contactBody,
        contactFormTitle: 'Say hello',
      }),
    );
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: { cookie, 'content-type': 'application/json' },
    });
    const { uploadURL, objectPath } = reserved.json() as { uploadURL: string; objectPath: string };
    await expectOne('PUT /api/objects/upload/:token', 'upload.create', () =>
      t.app.inject({
        method: 'PUT',
        url: uploadURL,
        headers: { cookie, 'content-type': 'image/png' },
        payload: PNG,
      }),
    );
    const socialBody = { platform: 'LinkedIn', account: 'trajectory', link: 'https://linkedin.com/x' };
    const { res: social } = await expectOne('POST /api/social-media', 'social_account.create', () =>
      staff('POST', '/api/social-media', { ...socialBody, logo: objectPath }),
    );
    await expectOne('PUT /api/social-media/:id', 'social_account.update', () =>
      staff('PUT', `/api/social-media/${social.json().id}`, { ...socialBody, account: 'trajectory-hq' }),
    );
    await expectOne('DELETE /api/social-media/:id', 'social_account.delete', () =>
      staff('DELETE', `/api/social-media/${social.json().id}`),
    );

    // Sample data.
    await expectOne('POST /api/admin/sample-reports', 'sample_data.update', () =>
      staff('POST', '/api/admin/sample-reports', { sampleData: DEFAULT_SAMPLE_DATA }),
    );

    // Users: create, password change (secrets masked), delete.
    const { res: user, row: userRow } = await expectOne('POST /api/admin/users', 'user.create', () =>
      staff('POST', '/api/admin/users', { username: 'audit-one', password: 'first-secret-pw' }),
    );
    expect(userRow.after).toMatchObject({ username: 'audit-one', password: MASK });
    expect(JSON.stringify(userRow)).not.toContain('first-secret-pw');
    expect(JSON.stringify(userRow)).not.toContain('argon2');
    await staff('POST', '/api/admin/users', { username: 'audit-two', password: 'second-secret-pw' });
    const { row: pw } = await expectOne('POST /api/admin/change-password', 'user.change_password', () =>
      staff('POST', '/api/admin/change-password', {
        currentPassword: TEST_ADMIN.password,
        newPassword: 'a-new-staff-password',
      }),
    );
    expect(pw.before).toEqual({ password: MASK });
    expect(JSON.stringify(pw)).not.toMatch(/a-new-staff-password|argon2/);
    await expectOne('DELETE /api/admin/users/:id', 'user.delete', () =>
      staff('DELETE', `/api/admin/users/${user.json().id}`),
    );

    // Every staff write route the app registers was walked (or is listed with its reason).
    const writes = routeTableOf(t.app)
      .filter((r) => WRITES.has(r.method) && isStaffOnly(r))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !NOT_AUDITED.has(key));
    const unwalked = writes.filter((key) => !seen.has(key));
    expect(unwalked, 'staff write routes without an audit check in this test').toEqual([]);
  });

  it('writes no row when the change is refused, since the row shares its transaction', async () => {
    const before = await rowCount();
    const taken = await staff('POST', '/api/admin/products', { code: 'P01', name: 'Clash' });
    expect(taken.statusCode).toBe(409);
    const gone = await staff('DELETE', '/api/admin/promo-codes/999999');
    expect(gone.statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
  });
});

describe('issue #22 item 8: the Activity list and CSV', () => {
  let login: string;
  beforeAll(async () => {
    // The walk above changed the seeded admin's password.
    login = await loginAs(t.app, { username: TEST_ADMIN.username, password: 'a-new-staff-password' });
    const db = t.database.db;
    await recordAudit(db, {
      actor: { system: 'stripe webhook' },
      action: 'payment.legacy_adjustment',
      targetType: 'payment',
      targetId: 'pi_dup',
      summary: 'Refunded a second payment of an applied order',
    });
    await recordAudit(db, {
      actor: { founder: true },
      action: 'prospect.ownership_review',
      targetType: 'prospect',
      targetId: 'p-1',
      summary: 'Founder kept the plans',
    });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: login } });

  it('lists newest first with paging, and filters by staff user, area, action, dates and text', async () => {
    const all = await get('/api/admin/audit-log?pageSize=5');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.items).toHaveLength(5);
    expect(body.total).toBe(await rowCount());
    expect(body.items[0].action).toBe('prospect.ownership_review');
    const dates = body.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.actors).toEqual(expect.arrayContaining(['staff', 'founder', 'system: stripe webhook']));

    // The staff user's first sign-in is marked first, then the walk's first change.
    const oldest = (await get('/api/admin/audit-log?order=asc&pageSize=2')).json();
    expect(oldest.items.map((i: { action: string }) => i.action)).toEqual([
      'user.first_sign_in',
      'product.create',
    ]);

    const byArea = (await get('/api/admin/audit-log?action=product')).json();
    expect(byArea.items.map((i: { action: string }) => i.action).sort()).toEqual([
      'product.create',
      'product.delete',
      'product.update',
    ]);
    const byAction = (await get('/api/admin/audit-log?action=product.update')).json();
    expect(byAction.total).toBe(1);
    expect(byAction.items[0]).toMatchObject({ before: { price: '49.00' }, after: { price: '59.00' } });

    const unknown = (await get('/api/admin/audit-log?action=payment.legacy_adjustment')).json();
    expect(unknown.items[0]).toMatchObject({
      actorName: 'system: stripe webhook',
      action: 'payment.legacy_adjustment',
    });

    expect((await get('/api/admin/audit-log?actor=founder')).json().total).toBe(1);
    expect((await get('/api/admin/audit-log?search=AUDIT10')).json().total).toBeGreaterThanOrEqual(2);
    expect((await get('/api/admin/audit-log?search=100%25_off')).json().total).toBe(0);
    expect((await get('/api/admin/audit-log?startDate=2001-01-01&endDate=2001-12-31')).json().total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/admin/audit-log?startDate=${today}`)).json().total).toBe(body.total);

    const bad = await get('/api/admin/audit-log?action=DROP%20TABLE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('query.action');
  });

  it('exports the filter as CSV, with the labels, before and after', async () => {
    const res = await get('/api/admin/audit-log/export.csv?action=product');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Staff User,Action,Target,Target Id,Summary,Before,After');
    expect(lines).toHaveLength(4);
    expect(res.body).toContain('Product changed');
    expect(res.body).toContain('"{""price"": ""49.00""}","{""price"": ""59.00""}"');
    const raw = await get('/api/admin/audit-log/export.csv?actor=system:%20stripe%20webhook');
    expect(raw.body).toContain('payment.legacy_adjustment');
  });

  it('cannot edit or delete a row through the API: PUT, PATCH and DELETE answer 404 and the row stays', async () => {
    const row = await newestRow();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [`/api/admin/audit-log/${row.id}`, '/api/admin/audit-log']) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie: login },
          ...(method === 'DELETE' ? {} : { payload: { summary: 'rewritten' } }),
        });
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    const [after] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after).toEqual(row);
  });

  it('needs a staff session for the list and the CSV', async () => {
    for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/export.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('issue #22 item 8: secrets are masked, only changed fields are kept', () => {
  it('maskSecrets masks every secret-looking field at any depth and leaves the rest', () => {
    expect(
      maskSecrets({
        username: 'ada',
        password: 'hunter2',
        newPassword: 'x',
        currentPassword: 'y',
        passwordHash: '$argon2id$...',
        apiKey: 'sk-live',
        openai_api_key: 'sk',
        privateKey: '-----BEGIN',
        clientSecret: 'cs',
        credentials: { user: 'u' },
        nested: [{ token: 't', label: 'kept' }],
        emptyPassword: '',
        noPassword: null,
      }),
    ).toEqual({
      username: 'ada',
      password: MASK,
      newPassword: MASK,
      currentPassword: MASK,
      passwordHash: MASK,
      apiKey: MASK,
      openai_api_key: MASK,
      privateKey: MASK,
      clientSecret: MASK,
      credentials: MASK,
      nested: [{ token: MASK, label: 'kept' }],
      emptyPassword: '',
      noPassword: null,
    });
  });

  it('changedFields keeps only what differs; auditDiff also drops updatedAt', () => {
    expect(
      changedFields({ a: 1, b: { c: 2 }, d: 'same' }, { a: 1, b: { c: 3 }, d: 'same', e: true }),
    ).toEqual({ before: { b: { c: 2 }, e: null }, after: { b: { c: 3 }, e: true } });
    expect(changedFields(null, { a: 1 })).toEqual({ before: { a: null }, after: { a: 1 } });
    expect(auditDiff({ price: '1.00', updatedAt: 'x' }, { price: '1.00', updatedAt: 'y' })).toEqual({
      before: {},
      after: {},
    });
  });

  it('recordAudit stores a masked copy', async () => {
    const row = await recordAudit(t.database.db, {
      actor: { system: 'test' },
      action: 'user.change_password',
      targetType: 'admin_user',
      before: { password: 'old-one' },
      after: { password: 'new-one', note: 'kept' },
    });
    expect(row).toMatchObject({ before: { password: MASK }, after: { password: MASK, note: 'kept' } });
  });
});

describe('issue #22 item 5: a staff password change ends the user’s other sessions', () => {
  it('keeps the session that made the change and ends every other session of that user', async () => {
    const local = await createTestApp();
    try {
      const mine = await loginAsStaff(local.app);
      const laptop = await loginAsStaff(local.app);
      const phone = await loginAsStaff(local.app);
      const me = (c: string) =>
        local.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: c } });
      const changed = await local.app.inject({
        method: 'POST',
        url: '/api/admin/change-password',
        headers: { cookie: mine },
        payload: { currentPassword: TEST_ADMIN.password, newPassword: 'rotated-password' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await me(mine)).statusCode).toBe(200);
      expect((await me(laptop)).statusCode).toBe(401);
      expect((await me(phone)).statusCode).toBe(401);
      const row = (await local.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
      expect(row).toMatchObject({ action: 'user.change_password', after: { otherSessionsEnded: 2 } });
    } finally {
      await local.close();
    }
  });

  it('leaves other staff users signed in', async () => {
    const local = await createTestApp();
    try {
      const mine = await loginAsStaff(local.app);
      const caller = staffCaller(local.app, mine);
      await caller('POST', '/api/admin/users', { username: 'colleague', password: 'colleague-pw' });
      const colleague = await loginAs(local.app, { username: 'colleague', password: 'colleague-pw' });
      await caller('POST', '/api/admin/change-password', {
        currentPassword: TEST_ADMIN.password,
        newPassword: 'rotated-password',
      });
      const res = await local.app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { cookie: colleague },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('issue #22 item 7: staff cannot save a logo URL the Content-Security-Policy would block', () => {
  const socialBody = { platform: 'Other', account: 'logo-test', link: 'https://example.com' };

  it('refuses an outside image URL with 400 naming the field and saying to upload it, writing nothing', async () => {
    const before = await rowCount();
    const res = await staff('POST', '/api/social-media', {
      ...socialBody,
      logo: 'https://cdn.example.net/logo.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_INPUT', field: 'logo' });
    expect(res.json().message).toMatch(/Content-Security-Policy/);
    expect(res.json().message).toMatch(/Upload the image/);
    expect(await rowCount()).toBe(before);

    const ok = await staff('POST', '/api/social-media', socialBody);
    expect(ok.statusCode).toBe(201);
    const edit = await staff('PUT', `/api/social-media/${ok.json().id}`, {
      ...socialBody,
      logo: 'http://evil.example/x.gif',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().field).toBe('logo');
    await staff('DELETE', `/api/social-media/${ok.json().id}`);
  });

  it('accepts an uploaded icon and an image on the site’s own origin (PUBLIC_URL)', async () => {
    const local = await createTestApp({ PUBLIC_URL: 'https://trajectory.example.com' });
    try {
      const caller = staffCaller(local.app, await loginAsStaff(local.app));
      const uploaded = await caller('POST', '/api/social-media', {
        ...socialBody,
        logo: `/api/objects/${crypto.randomUUID()}`,
      });
      expect(uploaded.statusCode).toBe(201);
      const sameOrigin = await caller('PUT', `/api/social-media/${uploaded.json().id}`, {
        ...socialBody,
        logo: 'https://trajectory.example.com/logo.png',
      });
      expect(sameOrigin.statusCode).toBe(200);
      expect(sameOrigin.json().logo).toBe('https://trajectory.example.com/logo.png');
    } finally {
      await local.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PAGE_DEFAULTS } from '@trajectory/contracts/site';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { staffCaller } from './helpers/admin';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

describe('AI configuration', () => {
  it('reads the seeded defaults, updates within range, keeps one active', async () => {
    const current = (await staff('GET', '/api/admin/ai-config')).json();
    expect(current).toMatchObject({
      model: 'gpt-5',
      temperature: 0.5,
      maxTokens: 3000,
      languageLevel: 'high_school',
      isActive: true,
      // No OPENAI_API_KEY here: the built-in analyst writes, and the tab says so.
      writer: 'builtin',
    });
    const put = await staff('PUT', `/api/admin/ai-config/${current.id}`, {
      temperature: 1.2,
      reportLength: 'detailed',
    });
    expect(put.json()).toMatchObject({ temperature: 1.2, reportLength: 'detailed', model: 'gpt-5' });
    const created = await staff('POST', '/api/admin/ai-config', { model: 'gpt-4o', maxTokens: 100 });
    expect(created.statusCode).toBe(201);
    expect((await staff('GET', '/api/admin/ai-config')).json()).toMatchObject({
      id: created.json().id,
      model: 'gpt-4o',
    });
    const bad = async (body: Record<string, unknown>) =>
      (await staff('PUT', `/api/admin/ai-config/${current.id}`, body)).json();
    expect(await bad({ temperature: 2.1 })).toMatchObject({
      field: 'temperature',
      message: 'temperature must be at most 2',
    });
    expect(await bad({ maxTokens: 99 })).toMatchObject({
      field: 'maxTokens',
      message: 'maxTokens must be at least 100',
    });
    expect(await bad({ model: 'llama' })).toMatchObject({ field: 'model' });
    expect(await bad({ industryFocus: 'mining' })).toMatchObject({ field: 'industryFocus' });
    expect((await staff('PUT', '/api/admin/ai-config/9999', {})).statusCode).toBe(404);
  });
});

describe('who writes the assessments', () => {
  it('says openai when OPENAI_API_KEY is set, on every answer of the AI configuration', async () => {
    const keyed = await createTestApp({ OPENAI_API_KEY: 'sk-test' }, { startWorkers: false });
    try {
      const caller = staffCaller(keyed.app, await loginAsStaff(keyed.app));
      const current = (await caller('GET', '/api/admin/ai-config')).json();
      expect(current.writer).toBe('openai');
      expect(
        (await caller('PUT', `/api/admin/ai-config/${current.id}`, { temperature: 1 })).json(),
      ).toMatchObject({ writer: 'openai', temperature: 1 });
      // writer is the server's to say: it is not an input.
      const sent = await caller('PUT', `/api/admin/ai-config/${current.id}`, { writer: 'builtin' });
      expect(sent.json().writer).toBe('openai');
    } finally {
      await keyed.close();
    }
  });
});

describe('social media accounts', () => {
  const account = (n: number, over: Record<string, unknown> = {}) => ({
    platform: 'LinkedIn',
    account: `acct${n}`,
    link: `https://linkedin.com/in/acct${n}`,
    ...over,
  });

  it('validates platform, account, link and sortOrder', async () => {
    const bad = async (over: Record<string, unknown>) =>
      (await staff('POST', '/api/social-media', account(0, over))).json();
    expect(await bad({ link: 'javascript:alert(1)' })).toMatchObject({
      field: 'link',
      message: 'Link must be a URL starting with http:// or https://',
    });
    expect(await bad({ account: ' ' })).toMatchObject({
      field: 'account',
      message: 'Account name is required',
    });
    expect(await bad({ platform: 'MySpace' })).toMatchObject({ field: 'platform' });
    expect(await bad({ sortOrder: -1 })).toMatchObject({
      field: 'sortOrder',
      message: 'sortOrder must be at least 0',
    });
    expect(await bad({ position: 'left' })).toMatchObject({ field: 'position' });
  });

  it('creates with defaults, at most five even in parallel, edits and deletes', async () => {
    const first = await staff('POST', '/api/social-media', account(1, { logo: '' }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      position: 'bottom',
      showLogo: true,
      showDescription: true,
      sortOrder: 0,
      logo: null,
    });
    const results = await Promise.all(
      [2, 3, 4, 5, 6, 7].map((n) => staff('POST', '/api/social-media', account(n))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const all = (await staff('GET', '/api/social-media')).json();
    expect(all).toHaveLength(5);
    const edited = await staff(
      'PUT',
      `/api/social-media/${first.json().id}`,
      account(1, { isActive: false, position: 'top' }),
    );
    expect(edited.json()).toMatchObject({ isActive: false, position: 'top' });
    const active = (await t.app.inject({ method: 'GET', url: '/api/social-media/active' })).json();
    expect(active).toHaveLength(4);
    expect((await staff('DELETE', `/api/social-media/${first.json().id}`)).statusCode).toBe(200);
    expect((await staff('DELETE', `/api/social-media/${first.json().id}`)).statusCode).toBe(404);
  });

  it('accepts X and TikTok among the platforms', async () => {
    const x = await staff(
      'POST',
      '/api/social-media',
      account(8, { platform: 'X', link: 'https://x.com/a' }),
    );
    expect(x.statusCode).toBe(201);
    expect(x.json()).toMatchObject({ platform: 'X' });
    const tiktok = await staff(
      'PUT',
      `/api/social-media/${x.json().id}`,
      account(8, { platform: 'TikTok', link: 'https://www.tiktok.com/@a' }),
    );
    expect(tiktok.statusCode).toBe(200);
    expect(tiktok.json()).toMatchObject({ platform: 'TikTok' });
  });
});

describe('contact settings, messages and outbox', () => {
  it('updates the contact settings the public form reads', async () => {
    const current = (await staff('GET', '/api/admin/contact-settings')).json();
    expect(current).toMatchObject({ contactEmail: 'support@example.com', contactFormTitle: 'Contact Us' });
    const put = await staff('PUT', `/api/contact-settings/${current.id}`, {
      contactEmail: 'hello@example.com',
      contactFormTitle: 'Talk to us',
    });
    expect(put.json()).toMatchObject({
      contactEmail: 'hello@example.com',
      autoReplySubject: 'Thank you for contacting us',
    });
    const posted = await staff('POST', '/api/contact-settings', { contactEmail: 'team@example.com' });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().id).toBe(current.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-settings' })).json()).toMatchObject({
      contactEmail: 'team@example.com',
    });
    expect((await staff('POST', '/api/contact-settings', { contactEmail: '' })).json()).toMatchObject({
      field: 'contactEmail',
      message: 'Contact email is required',
    });
    expect((await staff('POST', '/api/contact-settings', { contactEmail: 'nope' })).json()).toMatchObject({
      field: 'contactEmail',
      message: 'Contact email must be a valid e-mail address',
    });
  });

  it('a blank title or description gives the public page its defaults, as the staff form says', async () => {
    const current = (await staff('GET', '/api/admin/contact-settings')).json();
    const put = await staff('PUT', `/api/contact-settings/${current.id}`, {
      contactEmail: current.contactEmail,
      contactFormTitle: '',
      contactFormDescription: '  ',
    });
    expect(put.json()).toMatchObject({ contactFormTitle: '', contactFormDescription: '' });
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-settings' })).json()).toEqual({
      contactEmail: current.contactEmail,
      contactFormTitle: CONTACT_PAGE_DEFAULTS.contactFormTitle,
      contactFormDescription: CONTACT_PAGE_DEFAULTS.contactFormDescription,
    });
    expect(CONTACT_PAGE_DEFAULTS).toEqual({
      contactFormTitle: 'Contact Us',
      contactFormDescription: 'Get in touch with us',
    });
  });

  it('lists contact messages and queued mail newest first', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Vera Visitor',
        email: 'vera@example.com',
        subject: 'Pricing question',
        message: 'How much for the custom plan?',
      },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const messages = (await staff('GET', '/api/admin/contact-messages')).json();
    expect(messages).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(messages.items[0]).toMatchObject({ email: 'vera@example.com', subject: 'Pricing question' });
    const outbox = (await staff('GET', '/api/admin/mail-outbox?pageSize=5')).json();
    expect(outbox.total).toBeGreaterThan(0);
    expect(outbox.items[0]).toMatchObject({ status: 'queued', to: expect.any(String) });
  });
});

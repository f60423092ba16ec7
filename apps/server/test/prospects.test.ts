import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospects } from '../src/infra/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';
import { registrationBody } from './helpers/factories';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
/** The founder's own browser: it registers every prospect of this file. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (payload: Record<string, unknown>) =>
  b.inject({ method: 'POST', url: '/api/prospects', payload });

describe('POST /api/prospects', () => {
  it('starts a new prospect on Free Projection with two credits, a paid choice only preferred', async () => {
    const res = await register(
      registrationBody({ email: 'New.Founder@Example.com', selectedPlan: 'Full Reports' }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'new.founder@example.com',
      selectedPlan: 'Free Projection',
      selectedPlanCode: 'P01',
      preferredPlan: 'Full Reports',
      preferredPlanCode: 'P02',
      statementsType: 'Simple',
      submissionCount: 0,
      maxSubmissions: 2,
      remainingReports: 2,
      reportCount: 0,
    });
    expect(body).not.toHaveProperty('phone');
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, body.id));
    expect(row!.phone).toBe('(555) 010-0000');
    expect(row!.selectedPlanCode).toBe('P01');
  });

  it('accepts a plan by code or plan key', async () => {
    const byKey = await register(registrationBody({ selectedPlan: 'consultation' }));
    expect(byKey.json().preferredPlanCode).toBe('P03');
    const byCode = await register(registrationBody({ selectedPlan: 'P04' }));
    expect(byCode.json().preferredPlanCode).toBe('P04');
    const free = await register(registrationBody({ selectedPlan: 'free' }));
    expect(free.json().preferredPlanCode).toBeNull();
  });

  it('returns the existing prospect to the browser holding it and fills only empty fields', async () => {
    const first = await register(registrationBody({ email: 'same@example.com', name: 'First Name' }));
    await t.database.db.update(prospects).set({ businessName: '' }).where(eq(prospects.id, first.json().id));
    const again = await register(
      registrationBody({
        email: 'SAME@example.com',
        name: 'Other Name',
        businessName: 'New Biz',
        selectedPlan: 'P02',
      }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: first.json().id,
      name: 'First Name',
      businessName: 'New Biz',
      preferredPlanCode: 'P02',
    });
    const rows = await t.database.db.select().from(prospects).where(eq(prospects.email, 'same@example.com'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ businessName: '' }, 'businessName', 'Business name is required'],
    [{ businessName: 'B' }, 'businessName', 'Business name must be at least 2 characters'],
    [{ phone: '12345' }, 'phone', 'Phone number must be at least 10 characters, with the area code'],
    [
      { phone: '555-010-0000 ext' },
      'phone',
      'Phone number can only contain numbers, +, -, spaces, and parentheses',
    ],
    [{ consentToContact: false }, 'consentToContact', 'You must authorize us to contact you to proceed'],
    [{ selectedPlan: 'Platinum' }, 'selectedPlan', 'Unknown plan "Platinum"'],
  ])('refuses %j naming the field and the rule, creating nothing', async (override, field, message) => {
    const before = (await t.database.db.select().from(prospects)).length;
    const res = await register(registrationBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'INVALID_INPUT', field, message });
    expect((await t.database.db.select().from(prospects)).length).toBe(before);
  });
});

describe('GET /api/prospects', () => {
  it('reads a prospect by id and by e-mail in any case, without the phone number', async () => {
    const created = (await register(registrationBody({ email: 'lookup@example.com' }))).json();
    const byId = await b.inject({ method: 'GET', url: `/api/prospects/${created.id}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(created);
    const byEmail = await b.inject({ method: 'GET', url: '/api/prospects/email/LOOKUP@example.com' });
    expect(byEmail.json()).toEqual(created);
    expect(byEmail.json()).not.toHaveProperty('phone');
  });

  it('answers 404 for unknown ids and e-mails and 400 for malformed ones', async () => {
    const unknown = await b.inject({
      method: 'GET',
      url: '/api/prospects/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await b.inject({ method: 'GET', url: '/api/prospects/123' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ field: 'path.id', message: 'id must be a valid prospect id' });
    const noEmail = await b.inject({ method: 'GET', url: '/api/prospects/email/nobody@example.com' });
    expect(noEmail.statusCode).toBe(404);
    expect(noEmail.json().message).toBe(
      'No account found with this email address. Please create an account first.',
    );
    const badEmail = await b.inject({ method: 'GET', url: '/api/prospects/email/nobody' });
    expect(badEmail.statusCode).toBe(400);
  });
});

// The detail step's answers (issue #25 item 2): refused with a 400 naming the field and its index, nothing
// changed, on the visitor's POST/PUT, the founder's correction, the staff edit and the sample data; the
// start-up list sets the one-time purchases answer.
import { DEFAULT_SAMPLE_DATA } from '@trajectory/contracts/admin-sample-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires } from '../src/infra/db/schema/index';
import { questionnaireRows } from '../src/admin/requests/questionnaire-sheet';
import { createCompletedRequest, staffCaller } from './helpers/admin';
import { bakerySections } from './helpers/factories';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
});
afterAll(async () => t.close());

const STREAM = { name: 'Coffee club', kind: 'subscription', price: 25, firstMonthVolume: 40 };
const ROLE = { title: 'Baker', headcount: 2, monthlySalary: 3200 };
const OVEN = { name: 'Oven', amount: 12000, kind: 'asset' };
const LAUNCH = { name: 'Launch party', amount: 1500, kind: 'expense' };

/** Bad detail answers: the sections, the field named (with its index) and the model's message. */
const BAD: Array<[string, Record<string, unknown>, string, string]> = [
  [
    'a third stream priced above 100,000',
    { revenueStreams: { streams: [STREAM, STREAM, { ...STREAM, price: 100_001 }] } },
    'revenueStreams.streams[2].price',
    'Product line 3 price must be at most 100,000',
  ],
  [
    'a role without its title',
    { staff: { roles: [{ ...ROLE, title: '' }] } },
    'staff.roles[0].title',
    'Role 1 title is required',
  ],
  [
    'a purchase of another kind',
    { startupItems: { items: [{ ...OVEN, kind: 'gift' }] } },
    'startupItems.items[0].kind',
    'Purchase 1 kind must be asset or expense',
  ],
  [
    '181 days to be paid',
    { workingCapital: { receivableDays: 181 } },
    'workingCapital.receivableDays',
    'Days to be paid must be at most 180',
  ],
  [
    'items with a different one-time purchases',
    { startupItems: { items: [OVEN, LAUNCH] }, assetInfo: { oneTimePurchases: 15000 } },
    'assetInfo.oneTimePurchases',
    'Startup cost is set by the start-up list ($12,000 of items kept)',
  ],
];

const sameField = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

const sectionsOf = async (id: string) =>
  (await t.database.db.select().from(questionnaires).where(eq(questionnaires.id, id)))[0]!.sections;

describe('the detail answers are refused out of bounds', () => {
  it.each(BAD)('visitor POST refuses %s, storing nothing', async (_n, bad, field, message) => {
    const prospect = await b.createProspect(t.database.db);
    const res = await b.inject({
      method: 'POST',
      url: '/api/questionnaires',
      payload: { prospectId: prospect.id, ...bakerySections(), ...bad, isCompleted: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID_INPUT' });
    expect(sameField(res.json().field)).toBe(sameField(field));
    expect(res.json().message).toContain(message);
    const rows = await t.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.prospectId, prospect.id));
    expect(rows).toHaveLength(0);
  });

  it.each(BAD)(
    'visitor PUT, correction, staff PUT and sample data refuse %s and change nothing',
    async (_n, bad, field, message) => {
      const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db);
      const before = await sectionsOf(questionnaireId);
      const responses = [
        await t.app.inject({
          method: 'PUT',
          url: `/api/questionnaires/${questionnaireId}`,
          headers: { cookie },
          payload: bad,
        }),
        await t.app.inject({
          method: 'PUT',
          url: `/api/questionnaires/${questionnaireId}/answers`,
          headers: { cookie },
          payload: bad,
        }),
        await staff('PUT', `/api/admin/questionnaires/${questionnaireId}`, { ...bakerySections(), ...bad }),
      ];
      for (const res of responses) {
        expect(res.statusCode).toBe(400);
        expect(sameField(res.json().field)).toBe(sameField(field));
        expect(res.json().message).toContain(message);
      }
      expect(await sectionsOf(questionnaireId)).toEqual(before);
      const sample = await staff('POST', '/api/admin/sample-reports', {
        sampleData: { ...DEFAULT_SAMPLE_DATA, ...bad },
      });
      expect(sample.statusCode).toBe(400);
      expect(sameField(sample.json().field)).toBe(sameField(`sampleData.${field}`));
    },
  );
});

describe('the start-up list and the one-time purchases answer', () => {
  it('writes the asset total when items are saved, keeps it when the list is emptied', async () => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/questionnaires/${questionnaireId}`,
        headers: { cookie },
        payload,
      });
    const saved = await put({
      startupItems: { items: [OVEN, LAUNCH, { name: 'Fit-out', amount: '8000.5', kind: 'asset' }] },
      revenueStreams: { primaryName: 'Bread', streams: [STREAM] },
      staff: { roles: [ROLE], payrollBurdenPct: 10 },
      workingCapital: { receivableDays: 30 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().assetInfo.oneTimePurchases).toBe(20001);
    const stored = await sectionsOf(questionnaireId);
    expect(stored.assetInfo).toMatchObject({ oneTimePurchases: 20001 });
    expect(stored.staff).toEqual({ roles: [ROLE], payrollBurdenPct: 10 });
    expect(stored.workingCapital).toEqual({ receivableDays: 30 });

    // The same total sent along is accepted; the staff edit follows the same rule.
    expect((await put({ assetInfo: { oneTimePurchases: 20001 } })).statusCode).toBe(200);
    const staffSaved = await staff('PUT', `/api/admin/questionnaires/${questionnaireId}`, {
      ...bakerySections(),
      assetInfo: undefined,
      startupItems: { items: [OVEN] },
    });
    expect(staffSaved.statusCode).toBe(200);
    expect((await sectionsOf(questionnaireId)).assetInfo).toMatchObject({ oneTimePurchases: 12000 });

    // Emptied: the last total stays the answer, and may be changed again.
    expect((await put({ startupItems: { items: [] } })).statusCode).toBe(200);
    expect((await sectionsOf(questionnaireId)).assetInfo).toMatchObject({ oneTimePurchases: 12000 });
    expect((await put({ assetInfo: { oneTimePurchases: 5000 } })).statusCode).toBe(200);
  });

  it('projects the saved answers: the statements answer 200 with the detailed inputs', async () => {
    const { questionnaireId, cookie } = await createCompletedRequest(t.app, t.database.db, {
      sections: {
        ...bakerySections(),
        assetInfo: {},
        revenueStreams: { streams: [STREAM] },
        staff: { roles: [ROLE], payrollBurdenPct: 8 },
        startupItems: { items: [OVEN, LAUNCH] },
        workingCapital: { receivableDays: 45, inventoryDays: 10, payableDays: 20 },
      },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/profit-loss/questionnaire/${questionnaireId}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await sectionsOf(questionnaireId)).assetInfo).toMatchObject({ oneTimePurchases: 12000 });
  });
});

describe('the questionnaire export', () => {
  it('lists each part of each item under the model labels, in its section', () => {
    const rows = questionnaireRows({
      revenueStreams: { primaryName: 'Bread', streams: [STREAM] },
      staff: { roles: [ROLE], payrollBurdenPct: 10 },
      startupItems: { items: [OVEN] },
      workingCapital: { receivableDays: 30 },
    });
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Product lines', 'Main product name', 'Bread'],
        ['Product lines', 'Product line 1 price', 25],
        ['Team', 'Role 1 title', 'Baker'],
        ['Team', 'Payroll taxes and benefits (%)', 10],
        ['Opening shopping list', 'Purchase 1 kind', 'asset'],
        ['Working capital', 'Days to be paid', 30],
      ]),
    );
  });
});

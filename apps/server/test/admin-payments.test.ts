import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentHistory } from '../src/infra/db/schema/index';
import { createProspect } from './helpers/factories';
import { csvCell } from '../src/admin/common/csv';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';
import { staffCaller } from './helpers/admin';

const CAROL_ORDER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
const base = {
  planName: 'Full Reports',
  productCode: 'P02',
  transactionType: 'new_purchase' as const,
  status: 'completed',
};

beforeAll(async () => {
  t = await createTestApp();
  staff = staffCaller(t.app, await loginAsStaff(t.app));
  const carol = await createProspect(t.database.db, { email: 'carol@example.com' });
  await t.database.db.insert(orders).values({
    id: CAROL_ORDER,
    prospectId: carol.id,
    productCode: 'P02',
    amountCents: 2999,
    provider: 'stripe',
    providerRef: 'pi_1',
  });
  await t.database.db.insert(paymentHistory).values([
    {
      ...base,
      prospectName: 'Card Carol',
      prospectEmail: 'carol@example.com',
      amountCents: 2999,
      paymentMethod: 'Credit Card',
      transactionId: 'pi_1',
      orderId: CAROL_ORDER,
      createdAt: new Date('2025-01-10T12:00:00Z'),
    },
    {
      ...base,
      prospectName: 'Pal Pete',
      prospectEmail: 'pete@example.com',
      amountCents: 5999,
      paymentMethod: 'PayPal',
      transactionId: 'pp_1',
      createdAt: new Date('2025-01-20T23:59:00Z'),
    },
    {
      ...base,
      prospectName: 'No Id',
      prospectEmail: 'noid@example.com',
      amountCents: 2999,
      paymentMethod: 'Credit Card',
      transactionId: null,
      createdAt: new Date('2025-01-21T08:00:00Z'),
    },
    {
      ...base,
      prospectName: '=HYPERLINK("x")',
      prospectEmail: 'promo@example.com',
      amountCents: 0,
      paymentMethod: 'Promo Code',
      createdAt: new Date('2025-02-01T08:00:00Z'),
    },
    {
      ...base,
      prospectName: 'Granted, Greg',
      prospectEmail: 'greg@example.com',
      amountCents: 35000,
      paymentMethod: 'Manual',
      transactionType: 'upgrade',
      transactionId: 'manual_1',
      productCode: 'P04',
      planName: 'Custom Financial Proforma',
      createdAt: new Date('2025-02-02T08:00:00Z'),
    },
  ]);
});
afterAll(async () => t.close());

describe('staff payment history', () => {
  it('lists newest first; revenue counts only card and PayPal payments with a transaction id', async () => {
    const res = (await staff('GET', '/api/admin/payment-history')).json();
    expect(res.items).toHaveLength(5);
    expect(res.items[0]).toMatchObject({
      prospectName: 'Granted, Greg',
      amount: '350.00',
      currency: 'USD',
      paymentMethod: 'Manual',
    });
    expect(res.summary).toEqual({
      totalRevenue: '89.98',
      revenueCount: 2,
      manualRevenue: '350.00',
      count: 5,
      promoCodeCount: 1,
    });
  });

  it('filters by search, method, status and an inclusive end date', async () => {
    const get = async (q: string) => (await staff('GET', `/api/admin/payment-history?${q}`)).json();
    expect((await get('search=PETE')).items.map((i: { prospectName: string }) => i.prospectName)).toEqual([
      'Pal Pete',
    ]);
    expect((await get('paymentMethod=Credit%20Card')).summary).toMatchObject({
      count: 2,
      totalRevenue: '29.99',
    });
    expect((await get('paymentMethod=all')).summary.count).toBe(5);
    expect(
      (await get('startDate=2025-01-11&endDate=2025-01-20')).items.map(
        (i: { prospectName: string }) => i.prospectName,
      ),
    ).toEqual(['Pal Pete']);
    expect((await get('status=refunded')).items).toHaveLength(0);
    expect(await get('paymentMethod=Cash')).toMatchObject({ field: 'query.paymentMethod' });
    const upgrades = await get('transactionType=upgrade');
    expect(upgrades.items.map((i: { prospectName: string }) => i.prospectName)).toEqual(['Granted, Greg']);
    expect(upgrades.summary).toMatchObject({ count: 1, manualRevenue: '350.00', totalRevenue: '0.00' });
    expect((await get('transactionType=all')).summary.count).toBe(5);
    expect(await get('transactionType=refund')).toMatchObject({
      field: 'query.transactionType',
      message: 'transactionType must be one of new_purchase, upgrade, renewal',
    });
  });

  it('exports CSV with the spec columns, escaped and formula-safe', async () => {
    const res = await staff('GET', '/api/admin/payment-history/export.csv?endDate=2025-02-28');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/filename="payment-history-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date,Order Number,Customer Name,Email,Plan,Product Code,Amount,Payment Method,Transaction ID,Transaction Type,Previous Plan,Status',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      '"Feb 02, 2025 8:00 AM",,"Granted, Greg",greg@example.com,Custom Financial Proforma,P04,350.00,Manual,manual_1,upgrade,,completed',
    );
    // A paid order: the receipt's order number and the provider's transaction id.
    const carol = lines.find((l) => l.includes('Card Carol'))!;
    expect(carol).toBe(
      '"Jan 10, 2025 12:00 PM",TRJ-0A1B2C3D,Card Carol,carol@example.com,Full Reports,P02,29.99,Credit Card,pi_1,new_purchase,,completed',
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('neutralises every formula prefix', () => {
    expect(['=1', '+1', '-1', '@x'].map(csvCell)).toEqual(["'=1", "'+1", "'-1", "'@x"]);
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell(-5)).toBe('-5');
  });
});

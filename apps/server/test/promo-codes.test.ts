import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentHistory,
  promoCodes,
  promoCodeUsages,
  prospects,
  questionnaires,
} from '../src/infra/db/schema/index';
import { createTestApp, type TestApp } from './helpers/test-app';

import { lazyTestBrowser } from './helpers/visitor';

let t: TestApp;
/** The founder's own browser: every prospect this file makes is held by it. */
const b = lazyTestBrowser(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: Record<string, unknown>, remoteAddress?: string) =>
  b.inject({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });

async function createCode(overrides: Partial<typeof promoCodes.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(promoCodes)
    .values({
      code: `FREE${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      productId: 2,
      maxUses: 100,
      ...overrides,
    })
    .returning();
  return row!;
}

describe('POST /api/promo-codes/validate', () => {
  it('accepts an active code for Full Reports with a 100% discount, case-insensitively', async () => {
    const promo = await createCode();
    const res = await post('/api/promo-codes/validate', {
      code: ` ${promo.code.toLowerCase()} `,
      productId: 2,
    });
    expect(res.json()).toEqual({
      valid: true,
      reason: 'Promo code applied: your reports are free.',
      discount: 100,
    });
  });

  it('refuses unknown, inactive, expired, used-up and wrong-product codes with the reason', async () => {
    const check = async (code: string, productId = 2) =>
      (await post('/api/promo-codes/validate', { code, productId })).json();
    expect(await check('NOPE')).toMatchObject({ valid: false, reason: 'Invalid promo code' });
    expect(await check((await createCode({ isActive: false })).code)).toMatchObject({
      valid: false,
      reason: 'Invalid promo code',
    });
    expect(await check((await createCode({ expiresAt: new Date(Date.now() - 1000) })).code)).toMatchObject({
      reason: 'This promo code has expired',
    });
    expect(await check((await createCode({ maxUses: 3, currentUses: 3 })).code)).toMatchObject({
      reason: 'This promo code has reached its usage limit',
    });
    expect(await check((await createCode()).code, 3)).toMatchObject({
      reason: 'This promo code is only valid for Full Reports',
    });
    // Expert Feedback does not accept promo codes.
    expect(await check((await createCode({ productId: 3 })).code, 3)).toMatchObject({
      reason: 'This promo code cannot be used for this product',
    });
  });

  it('refuses a blank code with the spec message', async () => {
    const res = await post('/api/promo-codes/validate', { code: '  ', productId: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'code', message: 'Please enter a promo code' });
  });
});

describe('POST /api/promo-codes/use', () => {
  it('consumes one use, records it and a zero-amount Promo Code payment, and applies Full Reports', async () => {
    const promo = await createCode({ maxUses: 2 });
    const prospect = await b.createProspect(t.database.db);
    const res = await post('/api/promo-codes/use', { code: promo.code, prospectId: prospect.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(row).toMatchObject({ selectedPlanCode: 'P02', maxSubmissions: 5 });
    const [history] = await t.database.db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.prospectId, prospect.id));
    expect(history).toMatchObject({
      amountCents: 0,
      paymentMethod: 'Promo Code',
      transactionType: 'new_purchase',
      transactionId: null,
    });
    const [code] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(code!.currentUses).toBe(1);

    const again = await post('/api/promo-codes/use', { code: promo.code, prospectId: prospect.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already used this promo code');

    const confirmed = await post('/api/payment/success', {
      prospectId: prospect.id,
      paymentMethod: 'promo_code',
    });
    expect(confirmed.json()).toMatchObject({ success: true, alreadyApplied: true });
    const [after] = await t.database.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(after!.maxSubmissions).toBe(5);
  });

  it('is used up after maxUses', async () => {
    const promo = await createCode({ maxUses: 1 });
    const first = await b.createProspect(t.database.db);
    const second = await b.createProspect(t.database.db);
    expect((await post('/api/promo-codes/use', { code: promo.code, prospectId: first.id })).statusCode).toBe(
      200,
    );
    const refused = await post('/api/promo-codes/use', { code: promo.code, prospectId: second.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This promo code has reached its usage limit');
    const [row] = await t.database.db.select().from(prospects).where(eq(prospects.id, second.id));
    expect(row!.selectedPlanCode).toBe('P01');
  });

  it('succeeds exactly ten times for fifty parallel uses of a code with ten uses left', async () => {
    const promo = await createCode({ maxUses: 15, currentUses: 5 });
    const many = await Promise.all(Array.from({ length: 50 }, () => b.createProspect(t.database.db)));
    const results = await Promise.all(
      many.map((p, i) =>
        post(
          '/api/promo-codes/use',
          { code: promo.code, prospectId: p.id },
          `10.9.${Math.floor(i / 200)}.${i % 200}`,
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    const [code] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(code!.currentUses).toBe(15);
    expect(
      await t.database.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.promoCodeId, promo.id)),
    ).toHaveLength(10);
  });

  it('refuses an unknown or another prospect’s questionnaire with 404 and uses nothing', async () => {
    // Found by the route fuzzer: an unknown questionnaireId broke the usage row's foreign key as a 500.
    const promo = await createCode({ maxUses: 5 });
    const prospect = await b.createProspect(t.database.db);
    const other = await b.createProspect(t.database.db);
    const [theirs] = await t.database.db
      .insert(questionnaires)
      .values({ prospectId: other.id, sections: {} })
      .returning();
    for (const questionnaireId of ['00000000-0000-4000-8000-000000000000', theirs!.id]) {
      const res = await post('/api/promo-codes/use', {
        code: promo.code,
        prospectId: prospect.id,
        questionnaireId,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'NOT_FOUND',
        message: 'Questionnaire not found',
        field: 'questionnaireId',
      });
    }
    const [code] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(code!.currentUses).toBe(0);
    expect(
      await t.database.db.select().from(promoCodeUsages).where(eq(promoCodeUsages.promoCodeId, promo.id)),
    ).toEqual([]);
  });

  it('refuses unknown prospects and a confirmation without a used code', async () => {
    const promo = await createCode();
    expect(
      (
        await post('/api/promo-codes/use', {
          code: promo.code,
          prospectId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    const prospect = await b.createProspect(t.database.db);
    expect(
      (await post('/api/payment/success', { prospectId: prospect.id, paymentMethod: 'promo_code' }))
        .statusCode,
    ).toBe(404);
  });
});

// Idempotent seed: the four products, default contact and AI settings, and the first admin.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PLAN_CODES } from '@trajectory/contracts/products';
import type { DbOrTx } from './client';
import { adminUsers, aiConfig, contactSettings, products } from './schema/index';
import { hashPassword } from '../../lib/passwords';

type ProductSeed = typeof products.$inferInsert;

/** The product table of ARCHITECTURE.md; "report credits" are questionnairesPerEmail. */
export const SEED_PRODUCTS: ProductSeed[] = [
  {
    code: PLAN_CODES.free,
    name: 'Free Projection',
    description: 'A three-year Profit & Loss projection from nine questions, free for every founder.',
    type: 'Free',
    priceCents: 0,
    questionnairesPerEmail: 2,
    canBookMeeting: false,
    hasAiAssessment: false,
    statementsType: 'Simple',
    chartsCount: 2,
    acceptsPromoCodes: false,
  },
  {
    code: PLAN_CODES.financialStatements,
    name: 'Full Reports',
    description:
      'The complete set a lender asks for: Profit & Loss, Balance Sheet and Cash Flow with charts.',
    type: 'Paid',
    priceCents: 2999,
    questionnairesPerEmail: 3,
    canBookMeeting: false,
    hasAiAssessment: true,
    statementsType: 'Complete',
    chartsCount: 6,
    acceptsPromoCodes: true,
  },
  {
    code: PLAN_CODES.consultation,
    name: 'Expert Feedback',
    description: 'Full Reports plus a 10-minute video call with an expert who walks through your numbers.',
    type: 'Paid',
    priceCents: 5999,
    questionnairesPerEmail: 5,
    canBookMeeting: true,
    hasAiAssessment: true,
    statementsType: 'Complete',
    chartsCount: 6,
    acceptsPromoCodes: false,
  },
  {
    code: PLAN_CODES.custom,
    name: 'Custom Financial Proforma',
    description: 'Custom documents and a 90-minute expert review, built with you for your business.',
    type: 'Paid',
    priceCents: 0,
    questionnairesPerEmail: 10,
    canBookMeeting: true,
    hasAiAssessment: true,
    statementsType: 'Complete',
    chartsCount: 6,
    acceptsPromoCodes: false,
    projectionYears: 5,
  },
];

export type SeedResult = { createdAdmin?: { username: string; generatedPassword?: string } };

export async function seed(
  db: DbOrTx,
  opts: { adminUsername?: string; adminPassword?: string; supportEmail: string },
): Promise<SeedResult> {
  await db.insert(products).values(SEED_PRODUCTS).onConflictDoNothing({ target: products.code });

  const [contact] = await db.select({ id: contactSettings.id }).from(contactSettings).limit(1);
  if (!contact) await db.insert(contactSettings).values({ contactEmail: opts.supportEmail });

  const [ai] = await db.select({ id: aiConfig.id }).from(aiConfig).limit(1);
  if (!ai) await db.insert(aiConfig).values({});

  const result: SeedResult = {};
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
  if (count === 0) {
    const username = opts.adminUsername ?? 'admin';
    const generatedPassword = opts.adminPassword ? undefined : randomBytes(12).toString('base64url');
    const password = opts.adminPassword ?? generatedPassword!;
    await db
      .insert(adminUsers)
      .values({ username, passwordHash: await hashPassword(password) })
      .onConflictDoNothing();
    result.createdAdmin = { username, generatedPassword };
  }
  return result;
}

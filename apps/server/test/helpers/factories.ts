// Factories that build rows directly, and request bodies the wizard would send.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../src/db/client';
import { prospects } from '../../src/db/schema/index';

export async function createProspect(db: DbOrTx, overrides: Partial<typeof prospects.$inferInsert> = {}) {
  const [row] = await db
    .insert(prospects)
    .values({
      name: 'Ada Founder',
      email: `founder-${randomUUID()}@example.com`,
      businessName: 'Ada Bakes',
      phone: '+1 555 010 0000',
      consentToContact: true,
      maxSubmissions: 2,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A bakery: $12 a loaf, 500 loaves in month 1 growing 20% a year, and the usual bills. */
export function bakerySections() {
  return {
    businessInfo: { name: 'Ada Bakes', description: 'Sourdough bakery' },
    productsServices: { type: 'Physical Products', unitPrice: 12 },
    revenueInfo: { startMonth: '0', growthRate: 0.2 },
    salesVolume: { firstMonthSales: 500 },
    growthRate: { annualGrowthRate: 20, isCustomGrowth: false },
    operationalCosts: { costPerItem: 4 },
    expenseInfo: {
      ownerSalary: 2000,
      monthlyAdvertising: 300,
      monthlyRent: 1200,
      monthlyUtilities: 200,
      monthlyInsurance: 100,
    },
    assetInfo: { oneTimePurchases: 15000 },
    equityInfo: { initialCash: 20000 },
  };
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Founder',
    email: `ada-${randomUUID()}@example.com`,
    businessName: 'Ada Bakes',
    phone: '(555) 010-0000',
    consentToContact: true,
    ...overrides,
  };
}

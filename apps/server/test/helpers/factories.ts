// Factories that build rows directly, and request bodies the wizard would send.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../src/db/client';
import { prospects } from '../../src/db/schema/index';

/** The bakery every test shares lives with the engine, so the browser journeys and benchmarks use it too. */
export { bakerySections } from '@trajectory/engine/fixtures';

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

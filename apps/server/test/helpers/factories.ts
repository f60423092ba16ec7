// Factories that build rows directly, and request bodies the wizard would send.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../src/infra/db/client';
import { prospects } from '../../src/infra/db/schema/index';

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

let addressCounter = 0;
/**
 * A network address of its own for one simulated registration (198.18.0.0/15, the benchmarking range), so
 * a test file's many registrations do not meet the per-address limit on new registrations.
 */
export function nextTestAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
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

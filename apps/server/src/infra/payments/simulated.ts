// A local card provider for development and tests: intents live in their own table and a test card form
// confirms them. It behaves like a real provider: only a confirmed intent with the server's amount pays.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError } from '../../lib/errors';
import { simulatedPaymentIntents } from '../db/schema/index';
import type { CardProvider, ProviderIntent } from './types';

type Row = typeof simulatedPaymentIntents.$inferSelect;

const toIntent = (row: Row): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  lastError: row.lastError,
  metadata: row.metadata,
  cardLast4: row.metadata.cardLast4 ?? null,
});

export function createSimulatedCardProvider(): CardProvider {
  return {
    name: 'simulated',
    publishableKey: null,
    createIntent: async (db, { amountCents, currency, metadata }) => {
      const id = `pi_sim_${randomBytes(12).toString('hex')}`;
      const [row] = await db
        .insert(simulatedPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amountCents,
          currency,
          metadata,
        })
        .returning();
      return toIntent(row!);
    },
    retrieveIntent: async (db, id) => {
      const [row] = await db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.id, id))
        .limit(1);
      return row ? toIntent(row) : undefined;
    },
    // The simulated provider keeps its refund on the intent (metadata.refundId), as Stripe keeps it on the charge.
    refund: async (db, id) => {
      const [row] = await db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.id, id))
        .limit(1);
      if (!row || row.status !== 'succeeded') {
        throw new AppError('CONFLICT', 'Only a succeeded payment can be refunded', {
          field: 'paymentIntentId',
        });
      }
      if (row.metadata.refundId) return { refundId: row.metadata.refundId };
      const refundId = `re_sim_${randomBytes(12).toString('hex')}`;
      await db
        .update(simulatedPaymentIntents)
        .set({ metadata: { ...row.metadata, refundId }, updatedAt: new Date() })
        .where(eq(simulatedPaymentIntents.id, id));
      return { refundId };
    },
    findRefund: async (db, id) => {
      const [row] = await db
        .select({ metadata: simulatedPaymentIntents.metadata })
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.id, id))
        .limit(1);
      return row?.metadata.refundId ? { refundId: row.metadata.refundId } : undefined;
    },
  };
}

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardDetails = { cardNumber: string; expiry: string; cvc: string; name: string };

/** What the test card form's "provider" says about a card, with Stripe's wording for its test cards. */
export function judgeCard(
  card: CardDetails,
  now = new Date(),
): { ok: true } | { ok: false; message: string } {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits))
    return { ok: false, message: 'Your card number is incorrect.' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  if (!expiry) return { ok: false, message: "Your card's expiration date is incomplete." };
  const month = Number(expiry[1]);
  const year = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]);
  if (month < 1 || month > 12) return { ok: false, message: "Your card's expiration month is invalid." };
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return { ok: false, message: "Your card's expiration year is in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return { ok: false, message: "Your card's security code is incomplete." };
  if (digits === TEST_CARDS.declined) return { ok: false, message: 'Your card was declined.' };
  return { ok: true };
}

/** Confirms an intent with a card, as the provider's servers would; a declined card leaves it unpaid. */
export async function confirmSimulatedIntent(
  db: DbOrTx,
  { id, clientSecret, card }: { id: string; clientSecret: string; card: CardDetails },
): Promise<ProviderIntent | undefined> {
  const [row] = await db
    .select()
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.id, id))
    .limit(1);
  if (!row || row.clientSecret !== clientSecret) return undefined;
  if (row.status === 'succeeded') return toIntent(row);
  const verdict = judgeCard(card);
  const [updated] = await db
    .update(simulatedPaymentIntents)
    .set(
      verdict.ok
        ? {
            status: 'succeeded',
            lastError: null,
            // Kept as the provider keeps the card: only its last four digits, for the receipt.
            metadata: { ...row.metadata, cardLast4: card.cardNumber.replace(/\D/g, '').slice(-4) },
            updatedAt: new Date(),
          }
        : { lastError: verdict.message, updatedAt: new Date() },
    )
    .where(eq(simulatedPaymentIntents.id, id))
    .returning();
  return toIntent(updated!);
}

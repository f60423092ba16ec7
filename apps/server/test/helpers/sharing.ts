// Share-link tests' set-up (issue #26): a founder holding a paid plan with a completed plan and a payment
// on record, and a link made through the founder's route.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DbOrTx } from '../../src/infra/db/client';
import { paymentHistory } from '../../src/infra/db/schema/index';
import { createCompletedRequest } from './admin';

/** A founder on Full Reports (Complete statements, three years), a completed plan and a card payment. */
export async function createPaidFounder(
  app: FastifyInstance,
  db: DbOrTx,
  {
    phone,
    cardLast4 = '4242',
    transaction = 'pi_share',
  }: { phone?: string; cardLast4?: string; transaction?: string } = {},
) {
  const made = await createCompletedRequest(app, db, {
    prospect: { selectedPlanCode: 'P02', maxSubmissions: 3, ...(phone ? { phone } : {}) },
  });
  await db.insert(paymentHistory).values({
    prospectId: made.prospect.id,
    prospectName: made.prospect.name,
    prospectEmail: made.prospect.email,
    planName: 'Financial Statements',
    productCode: 'P02',
    amountCents: 4_217,
    paymentMethod: 'Credit Card',
    cardLast4,
    transactionType: 'new_purchase',
    transactionId: `${transaction}-${made.prospect.id}`,
  });
  return made;
}

/** POST /api/questionnaires/:id/share-links as the founder; the raw answer. */
export function createShareLinkAs(
  app: FastifyInstance,
  cookie: string,
  questionnaireId: string,
  body: Record<string, unknown> = { label: 'First Bank', expiresInDays: 30 },
) {
  return app.inject({
    method: 'POST',
    url: `/api/questionnaires/${questionnaireId}/share-links`,
    headers: { cookie },
    payload: body,
  });
}

/** A link made and checked (201), with its token. */
export async function createShareLink(
  app: FastifyInstance,
  cookie: string,
  questionnaireId: string,
  label = 'First Bank',
) {
  const res = await createShareLinkAs(app, cookie, questionnaireId, { label, expiresInDays: 30 });
  expect(res.statusCode, res.body).toBe(201);
  const { link, path } = res.json();
  return { link, token: String(path).split('/').pop()! };
}

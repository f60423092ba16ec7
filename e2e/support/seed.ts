// Seeding through the visitor API that several specs share: register a founder, save their answers, pay for Full Reports.
import { expect, type APIRequestContext } from '@playwright/test';
import { bakerySections } from '@trajectory/engine/fixtures';
import { uniqueEmail } from './journey';

export { bakerySections };

export type FounderOverrides = {
  name?: string;
  /** A fixed address; otherwise a unique one tagged with `emailTag`. */
  email?: string;
  emailTag?: string;
  businessName?: string;
  phone?: string;
};

/**
 * Registers a prospect through the visitor API, as the registration dialog does; returns its id and email.
 * The visitor cookie the server sets stays in `request`'s cookie jar and is what opens the prospect's data
 * (issue #12): seed and read with the same context, and pass `page.request` when the page must open it.
 */
export async function registerFounderViaApi(request: APIRequestContext, overrides: FounderOverrides = {}) {
  const {
    name = 'Ada Founder',
    emailTag = 'founder',
    email = uniqueEmail(emailTag),
    businessName = 'Ada Bakes',
    phone = '(555) 010-0000',
  } = overrides;
  const res = await request.post('/api/prospects', {
    data: { name, email, businessName, phone, consentToContact: true },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, name, email, businessName };
}

/**
 * Saves a completed questionnaire for the prospect (which uses one report credit); with `confirm`, also
 * confirms it through /api/questionnaire/complete as the wizard's last step does. Returns its id.
 */
export async function completeQuestionnaireViaApi(
  request: APIRequestContext,
  prospectId: string,
  /** The bakery's sections, and any others a spec adds (the detailed step's, the lender step's). */
  sections: ReturnType<typeof bakerySections> & Record<string, unknown>,
  { confirm = false } = {},
) {
  const res = await request.post('/api/questionnaires', {
    data: { prospectId, isCompleted: true, ...sections },
  });
  expect(res.status()).toBe(201);
  const questionnaireId = ((await res.json()) as { id: string }).id;
  if (confirm) {
    const complete = await request.post('/api/questionnaire/complete', { data: { questionnaireId } });
    expect(complete.status()).toBe(200);
  }
  return questionnaireId;
}

/** Pays for Full Reports with the simulated card, through the API the checkout page uses. */
export async function buyFullReports(request: APIRequestContext, prospectId: string) {
  const intentRes = await request.post('/api/stripe/create-payment-intent', {
    data: { prospectId, productCode: 'P02' },
  });
  expect(intentRes.status()).toBe(200);
  const intent = (await intentRes.json()) as { paymentIntentId: string; clientSecret: string };
  const confirm = await request.post('/api/payments/simulated/confirm', {
    data: {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ada',
    },
  });
  expect(((await confirm.json()) as { status: string }).status).toBe('succeeded');
  const success = await request.post('/api/payment/success', {
    data: { prospectId, paymentMethod: 'credit_card', paymentIntentId: intent.paymentIntentId },
  });
  expect(success.status()).toBe(200);
}

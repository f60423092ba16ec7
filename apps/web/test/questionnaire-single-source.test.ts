// One place decides a field's bound: change it in the questionnaire model and every reader follows.
import { afterEach, describe, expect, it } from 'vitest';
import { ZCreateQuestionnaireRequest } from '@trajectory/contracts/questionnaires';
import { ZAdminUpdateQuestionnaireRequest } from '@trajectory/contracts/admin-requests';
import { fieldOf, normalizeQuestionnaire } from '@trajectory/engine';
import { formFromSections, validateForm } from '@/features/admin/requests/lib/questionnaire-form';
import { EMPTY_ANSWERS } from '@/features/questionnaire/lib/answers';
import { stepErrors } from '@/features/questionnaire/lib/steps';

const SECTIONS = {
  businessInfo: { name: 'Harbor Coffee', description: 'Roasted beans' },
  productsServices: { unitPrice: 60 },
  revenueInfo: { startMonth: '0' },
  salesVolume: { firstMonthSales: 10 },
  operationalCosts: { costPerItem: 4 },
  equityInfo: { initialCash: 1000 },
};
const PROSPECT_ID = '5d1f8a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

/** The unit price's entry in fields.ts, changed here as a newcomer would change it there. */
const unitPrice = fieldOf('unitPrice') as { max?: number };
const shippedMax = unitPrice.max;
afterEach(() => {
  unitPrice.max = shippedMax;
});

/** What each reader of the bound says about a price of 60. */
function verdicts() {
  const contract = ZCreateQuestionnaireRequest.safeParse({
    prospectId: PROSPECT_ID,
    ...SECTIONS,
    isCompleted: true,
  });
  const staffContract = ZAdminUpdateQuestionnaireRequest.safeParse(SECTIONS);
  const engine = normalizeQuestionnaire(SECTIONS, { completed: true });
  return {
    wizard: stepErrors(2, { ...EMPTY_ANSWERS, unitPrice: '60' }).unitPrice ?? null,
    staffEditor: validateForm(formFromSections(SECTIONS), SECTIONS).unitPrice ?? null,
    contract: contract.success ? null : (contract.error.issues[0]?.message ?? null),
    contractPath: contract.success ? null : contract.error.issues[0]?.path.join('.'),
    staffContract: staffContract.success ? null : (staffContract.error.issues[0]?.message ?? null),
    engine: engine.ok ? null : (engine.errors[0]?.message ?? null),
  };
}

describe('a field bound defined once, in packages/engine/src/questionnaire/fields.ts', () => {
  it('accepts a price of 60 under the shipped bound, everywhere', () => {
    expect(shippedMax).toBe(100_000);
    expect(verdicts()).toEqual({
      wizard: null,
      staffEditor: null,
      contract: null,
      contractPath: null,
      staffContract: null,
      engine: null,
    });
  });

  it('refuses it with one message in the wizard, the staff editor, the contracts and the engine once the bound is 50', () => {
    unitPrice.max = 50;
    const message = 'Unit price must be at most 50';
    expect(verdicts()).toEqual({
      wizard: message,
      staffEditor: message,
      contract: message,
      contractPath: 'productsServices.unitPrice',
      staffContract: message,
      engine: message,
    });
  });
});

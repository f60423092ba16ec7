// The questionnaire model: reading and writing answers, the input summary, the title and every rule.

import { describe, expect, it } from 'vitest';
import {
  answerErrors,
  businessTitle,
  EMPTY_ANSWERS,
  fieldMessages,
  fieldOf,
  fieldsOfStep,
  GROWTH_PRESETS,
  inputSummary,
  isRequiredField,
  openingMonthLabel,
  MAX_GROWTH_PERCENT,
  normalizeQuestionnaire,
  QUESTIONNAIRE_FIELDS,
  questionnaireErrors,
  readAnswers,
  writeAnswers,
} from '../src/index';

const COMPLETED = {
  businessInfo: { name: 'Harbor Coffee', description: 'Roasted beans' },
  productsServices: { unitPrice: 20 },
  revenueInfo: { startMonth: '2' },
  salesVolume: { firstMonthSales: 10 },
  operationalCosts: { costPerItem: 0 },
  equityInfo: { initialCash: 0 },
};

describe('the field model', () => {
  it('asks each wizard question for its own fields', () => {
    expect(fieldsOfStep(1)).toEqual(['businessName', 'description']);
    expect(fieldsOfStep(2)).toEqual(['unitPrice']);
    expect(fieldsOfStep(3)).toEqual(['startMonth']);
    expect(fieldsOfStep(7)).toEqual([
      'ownerSalary',
      'monthlyAdvertising',
      'monthlyRent',
      'monthlyUtilities',
      'monthlyInsurance',
    ]);
  });

  it('keeps the two meanings of "type" apart, and asks neither in the wizard', () => {
    expect(fieldOf('businessType').paths).toEqual([['businessInfo', 'type']]);
    expect(fieldOf('offeringType').paths[0]).toEqual(['productsServices', 'type']);
    expect([fieldOf('businessType').step, fieldOf('offeringType').step]).toEqual([null, null]);
    expect(fieldOf('offeringType').onceCompleted).toBeUndefined();
  });

  it('writes one message per rule from the label and bound', () => {
    expect(fieldMessages('unitPrice').above(0)).toBe('Unit price must be more than 0');
    expect(fieldMessages('annualGrowthRate').tooLarge).toBe(`Annual growth rate must be at most 1,000%`);
    expect(fieldMessages('description').required).toBe('Description or business name is required');
    expect(GROWTH_PRESETS).toEqual(['10', '20', '30', '100']);
    expect(MAX_GROWTH_PERCENT).toBe(QUESTIONNAIRE_FIELDS.annualGrowthRate.max);
  });
});

describe('reading and writing answers', () => {
  it('reads newer fields first, then the legacy ones, and growth by the display rule', () => {
    const answers = readAnswers({
      productsServices: { type: '', products: [{ category: 'Technology', unitPrice: 12, unitsPerMonth: 4 }] },
      expenseInfo: { monthlyOwnerSalary: 3000, ownerSalary: '' },
      revenueInfo: { growthRate: 0.2 },
    });
    expect(answers).toMatchObject({
      offeringType: 'Technology',
      unitPrice: '12',
      firstMonthSales: '4',
      ownerSalary: '3000',
      annualGrowthRate: '20',
      isCustomGrowth: false,
      startMonth: '',
    });
    expect(readAnswers({ growthRate: { annualGrowthRate: 15 } }).isCustomGrowth).toBe(true);
    expect(readAnswers({})).toEqual(EMPTY_ANSWERS);
  });

  it('writes each answer to its newest path over the stored sections, growth to both fields', () => {
    const stored = { businessInfo: { name: 'Kept', industry: 'Food' }, expenseInfo: { salaries: 5 } };
    const sections = writeAnswers(
      { description: ' Bread ', unitPrice: '4.5', startMonth: '3', annualGrowthRate: '20', monthlyRent: '' },
      stored,
    );
    expect(sections).toEqual({
      businessInfo: { name: 'Kept', industry: 'Food', description: 'Bread' },
      productsServices: { unitPrice: 4.5 },
      revenueInfo: { startMonth: '3', growthRate: 0.2 },
      growthRate: { annualGrowthRate: 20, isCustomGrowth: false },
      expenseInfo: { salaries: 5, monthlyRent: null },
    });
    expect(readAnswers(writeAnswers({ ...EMPTY_ANSWERS, unitPrice: '9.99' })).unitPrice).toBe('9.99');
  });

  it('keeps text that is not a number, so the rules name it instead of storing a silent zero', () => {
    expect(writeAnswers({ unitPrice: '12abc' })).toEqual({ productsServices: { unitPrice: '12abc' } });
  });
});

describe('the input summary and the business title', () => {
  it('summarises the inputs as the model reads them, 0 when absent', () => {
    const rows = inputSummary({ ...COMPLETED, assetInfo: { fixedAssets: '4000' } });
    expect(rows.find((row) => row.key === 'oneTimePurchases')).toEqual({
      key: 'oneTimePurchases',
      label: 'Startup Cost',
      value: 4000,
    });
    expect(rows.find((row) => row.key === 'annualGrowthRate')?.value).toBe(10);
    expect(rows.find((row) => row.key === 'monthlyRent')?.value).toBe(0);
  });

  it('titles a report by name, description, first product, then the prospect', () => {
    expect(businessTitle(COMPLETED)).toBe('Harbor Coffee');
    expect(businessTitle({ businessInfo: { name: 'My Business', description: 'Cakes' } })).toBe('Cakes');
    expect(businessTitle({ productsServices: { products: [{ name: 'Widget' }] } }, 'Acme')).toBe('Widget');
    expect(businessTitle({}, ' Acme ')).toBe('Acme');
    expect(businessTitle({})).toBe('Business Report');
    expect(businessTitle({ businessInfo: { name: 'x'.repeat(130) } })).toHaveLength(118);
  });
});

describe('what a questionnaire needs when it becomes completed', () => {
  it('accepts the wizard minimum', () => {
    expect(questionnaireErrors(COMPLETED, { stage: 'completing' })).toEqual([]);
  });

  it('needs a description or business name (step 1)', () => {
    const nameOnly = { ...COMPLETED, businessInfo: { name: 'Harbor Coffee' } };
    expect(questionnaireErrors(nameOnly, { stage: 'completing' })).toEqual([]);
    const neither = { ...COMPLETED, businessInfo: { name: ' ', description: '' } };
    expect(questionnaireErrors(neither, { stage: 'completing' })).toEqual([
      {
        key: 'description',
        field: 'businessInfo.description',
        path: ['businessInfo', 'description'],
        message: 'Description or business name is required',
      },
    ]);
  });

  it('needs a start month chosen (step 3); 0 counts as chosen', () => {
    const { revenueInfo: _omitted, ...noMonth } = COMPLETED;
    expect(questionnaireErrors(noMonth, { stage: 'completing' })).toEqual([
      {
        key: 'startMonth',
        field: 'revenueInfo.startMonth',
        path: ['revenueInfo', 'startMonth'],
        message: 'Start month is required',
      },
    ]);
    expect(
      questionnaireErrors({ ...COMPLETED, revenueInfo: { startMonth: '0' } }, { stage: 'completing' }),
    ).toEqual([]);
  });

  it('needs a price above 0 and at least one first-month sale', () => {
    const zero = { ...COMPLETED, productsServices: { unitPrice: 0 }, salesVolume: { firstMonthSales: 0 } };
    expect(questionnaireErrors(zero, { stage: 'completing' }).map((error) => error.message)).toEqual([
      'Unit price must be more than 0',
      'First-month sales must be at least 1',
    ]);
  });

  it('needs the cost per item and the starting cash answered: 0 is an answer, blank is not', () => {
    expect(questionnaireErrors(COMPLETED, { stage: 'completing' })).toEqual([]);
    const blank = { ...COMPLETED, operationalCosts: { costPerItem: '' }, equityInfo: {} };
    expect(questionnaireErrors(blank, { stage: 'completing' })).toEqual([
      {
        key: 'costPerItem',
        field: 'operationalCosts.costPerItem',
        path: ['operationalCosts', 'costPerItem'],
        message: 'Cost per item is required',
      },
      {
        key: 'initialCash',
        field: 'equityInfo.initialCash',
        path: ['equityInfo', 'initialCash'],
        message: 'Initial cash is required',
      },
    ]);
    // The legacy fields answer them too.
    const legacy = { ...blank, expenseInfo: { cogs: 3 }, equityInfo: { initialInvestment: '0' } };
    expect(questionnaireErrors(legacy, { stage: 'completing' })).toEqual([]);
    expect(isRequiredField('costPerItem')).toBe(true);
    expect(isRequiredField('initialCash')).toBe(true);
  });

  it('refuses an edit that blanks a required answer or breaks a rule the answers met', () => {
    const blanked = { ...COMPLETED, equityInfo: { initialCash: null } };
    expect(
      questionnaireErrors(blanked, { stage: 'completed', before: COMPLETED }).map((error) => error.field),
    ).toEqual(['equityInfo.initialCash']);
    const noPrice = { ...COMPLETED, productsServices: { unitPrice: 0 } };
    expect(
      questionnaireErrors(noPrice, { stage: 'completed', before: COMPLETED }).map((error) => error.message),
    ).toEqual(['Unit price must be more than 0']);
    // A rule the stored answers already failed stays unchecked: older plans stay editable.
    const { operationalCosts: _none, ...older } = COMPLETED;
    expect(
      questionnaireErrors(
        { ...older, salesVolume: { firstMonthSales: 12 } },
        { stage: 'completed', before: older },
      ),
    ).toEqual([]);
  });

  it('checks a draft only for the bounds', () => {
    const old = { productsServices: { unitPrice: 0 } };
    expect(questionnaireErrors(old, { stage: 'draft' })).toEqual([]);
    expect(questionnaireErrors({ productsServices: { unitPrice: 100_001 } }, { stage: 'draft' })).toEqual([
      {
        key: 'unitPrice',
        field: 'productsServices.unitPrice',
        path: ['productsServices', 'unitPrice'],
        message: 'Unit price must be at most 100,000',
      },
    ]);
  });

  it('checks only the bounds when a completed one is edited, so older answers stay editable', () => {
    const { revenueInfo: _omitted, businessInfo: _none, ...older } = COMPLETED;
    expect(questionnaireErrors(older, { stage: 'completed' })).toEqual([]);
    const zeroPrice = { ...older, productsServices: { unitPrice: 0 }, salesVolume: { firstMonthSales: 0 } };
    expect(questionnaireErrors(zeroPrice, { stage: 'completed' })).toEqual([]);
    expect(questionnaireErrors(zeroPrice, { stage: 'completing' }).map((error) => error.message)).toEqual(
      expect.arrayContaining(['Unit price must be more than 0']),
    );
    const tooDear = { ...older, productsServices: { unitPrice: 100_001 } };
    expect(questionnaireErrors(tooDear, { stage: 'completed' }).map((error) => error.message)).toEqual([
      'Unit price must be at most 100,000',
    ]);
  });

  it('bounds text by its length', () => {
    const long = { businessInfo: { description: 'x'.repeat(5001) } };
    expect(questionnaireErrors(long, { stage: 'draft' })[0]?.message).toBe(
      'Description must be at most 5000 characters',
    );
  });
});

describe('a month counted from opening', () => {
  it('reads "Month 1" and, once the opening month is answered, "Month 1 (Mar)"', () => {
    expect(openingMonthLabel(0, null)).toBe('Month 1');
    expect(openingMonthLabel(0, 3)).toBe('Month 1 (Mar)');
    expect(openingMonthLabel(10, 3)).toBe('Month 11 (Jan)');
    expect(openingMonthLabel(35, 12)).toBe('Month 36 (Nov)');
  });
});

describe('a form judged by the model', () => {
  it('gives each shown field the same message as the server', () => {
    const answers = { ...EMPTY_ANSWERS, unitPrice: '0', firstMonthSales: '2.5', annualGrowthRate: '' };
    expect(
      answerErrors(answers, ['description', 'unitPrice', 'firstMonthSales', 'annualGrowthRate']),
    ).toEqual({
      description: 'Description or business name is required',
      unitPrice: 'Unit price must be more than 0',
      firstMonthSales: 'First-month sales must be a whole number',
      annualGrowthRate: 'Annual growth rate is required',
    });
  });

  it('accepts the stored business name for the description rule when the form does not show the name', () => {
    const stored = { businessInfo: { name: 'Harbor Coffee' } };
    expect(answerErrors({ description: '' }, ['description'], stored)).toEqual({});
  });

  it('agrees with the normaliser on a bound', () => {
    const answers = { ...EMPTY_ANSWERS, monthlyRent: '10000001' };
    const result = normalizeQuestionnaire(writeAnswers(answers), { completed: false });
    const messages = result.ok ? [] : result.errors.map((error) => error.message);
    expect(messages).toEqual(['Monthly rent must be at most 10,000,000']);
    expect(answerErrors(answers, ['monthlyRent'])).toEqual({ monthlyRent: messages[0] });
  });
});

describe('questionLabel (issue #23: the staff export takes its labels from the model)', () => {
  it('numbers the wizard’s questions and leaves the rest plain', async () => {
    const { questionLabel } = await import('../src/index');
    expect(questionLabel('unitPrice')).toBe('2. Unit price');
    expect(questionLabel('firstMonthSales')).toBe('4. First-month sales');
    expect(questionLabel('incomeTaxRatePct')).toBe('Income tax rate');
    expect(questionLabel('businessType')).toBe('Business type');
  });
});

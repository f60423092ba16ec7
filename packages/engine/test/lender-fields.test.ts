// The lender step's fields in the questionnaire model: bounds, group rules, writing, and the normaliser.

import { describe, expect, it } from 'vitest';
import {
  answerErrors,
  answerPathOfStored,
  blankAnswer,
  EMPTY_ANSWERS,
  fieldKeyOfPath,
  itemFieldOf,
  itemKeysOf,
  fieldsOfStep,
  LENDER_STEP,
  normalizeQuestionnaire,
  project,
  questionnaireErrors,
  readAnswers,
  SEASON_WEIGHT_KEYS,
  SEASONALITY_PRESETS,
  writeAnswers,
} from '../src/index';

const BASE = {
  businessInfo: { name: 'Harbor Coffee' },
  productsServices: { unitPrice: 20 },
  revenueInfo: { startMonth: '0' },
  salesVolume: { firstMonthSales: 100 },
  operationalCosts: { costPerItem: 5 },
  expenseInfo: { monthlyRent: 2500 },
  assetInfo: { oneTimePurchases: 60000 },
  equityInfo: { initialCash: 20000 },
};

const errorsOf = (sections: Record<string, unknown>) =>
  questionnaireErrors({ ...BASE, ...sections }, { stage: 'draft' }).map(({ field, message }) => ({
    field,
    message,
  }));

function inputsOf(sections: unknown) {
  const result = normalizeQuestionnaire(sections, { completed: true });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.inputs;
}

describe('the lender step in the model', () => {
  it('is asked after question 9: loans, tax, useful life, draw, opening month and weights', () => {
    const keys = fieldsOfStep(LENDER_STEP);
    expect(keys[0]).toBe('loans');
    expect(itemKeysOf('loans')).toEqual(['amount', 'annualRatePct', 'termMonths', 'startMonth']);
    expect(keys).toHaveLength(1 + 5 + 12);
    expect(keys.slice(-12)).toEqual(SEASON_WEIGHT_KEYS);
  });

  it('holds the loans as a list: at most three, each item a field of its own, named by its place', () => {
    expect(itemFieldOf('loans', 1, 'termMonths')).toMatchObject({
      paths: [['financing', 'loans', 1, 'termMonths']],
      label: 'Loan 2 term',
      min: 1,
      max: 360,
    });
    const loan = { amount: 5000, annualRatePct: 8, termMonths: 60, startMonth: 0 };
    expect(errorsOf({ financing: { loans: [loan, { ...loan, amount: null }] } })).toEqual([
      { field: 'financing.loans[1].amount', message: 'Loan 2 amount is required' },
    ]);
    expect(errorsOf({ financing: { loans: [loan, loan, loan, loan] } })).toEqual([
      { field: 'financing.loans', message: 'A plan holds at most 3 loans' },
    ]);
    expect(fieldKeyOfPath('financing.loans.1.amount')).toBe('loans');
    expect(answerPathOfStored('financing.loans.1.amount')).toBe('loans[1].amount');
    expect(answerPathOfStored('financing.loans[2].startMonth')).toBe('loans[2].startMonth');
    expect(answerPathOfStored('financing.loans[2].other')).toBeNull();
    expect(answerPathOfStored('productsServices.products.0.unitPrice')).toBe('unitPrice');
  });

  it('refuses each bound with the field named and the rule said', () => {
    const loan = (part: Record<string, unknown>) => ({
      financing: { loans: [{ amount: 50000, annualRatePct: 8, termMonths: 60, startMonth: 0, ...part }] },
    });
    expect(errorsOf(loan({ amount: 0 }))).toEqual([
      { field: 'financing.loans[0].amount', message: 'Loan 1 amount must be more than 0' },
    ]);
    expect(errorsOf(loan({ amount: 1_000_000_001 }))[0]?.message).toBe(
      'Loan 1 amount must be at most 1,000,000,000',
    );
    expect(errorsOf(loan({ annualRatePct: 100.5 }))[0]?.message).toBe(
      'Loan 1 annual rate must be at most 100%',
    );
    expect(errorsOf(loan({ annualRatePct: -1 }))[0]?.message).toBe('Loan 1 annual rate cannot be negative');
    expect(errorsOf(loan({ termMonths: 0 }))[0]?.message).toBe(
      'Loan 1 term must be a whole number of months from 1 to 360',
    );
    expect(errorsOf(loan({ termMonths: 361 }))[0]?.field).toBe('financing.loans[0].termMonths');
    expect(errorsOf(loan({ startMonth: 60 }))[0]?.message).toBe(
      'Loan 1 first month must be a whole number of months from 0 to 59',
    );
    expect(errorsOf(loan({ termMonths: null }))).toEqual([
      { field: 'financing.loans[0].termMonths', message: 'Loan 1 term is required' },
    ]);
    expect(errorsOf({ taxInfo: { incomeTaxRatePct: 61 } })).toEqual([
      { field: 'taxInfo.incomeTaxRatePct', message: 'Income tax rate must be at most 60%' },
    ]);
    expect(errorsOf({ assetInfo: { oneTimePurchases: 1, usefulLifeYears: 0 } })[0]?.message).toBe(
      'Useful life of the startup purchases must be at least 1',
    );
    expect(errorsOf({ assetInfo: { usefulLifeYears: 2.5 } })[0]?.message).toBe(
      'Useful life of the startup purchases must be a whole number',
    );
    expect(errorsOf({ equityInfo: { ownerDrawMonthly: 10_000_001 } })[0]?.message).toBe(
      "Monthly owner's draw must be at most 10,000,000",
    );
    expect(errorsOf({ equityInfo: { ownerDrawStartMonth: 'soon' } })[0]?.message).toBe(
      "Owner's draw first month must be a whole number of months from 0 to 59",
    );
    expect(errorsOf({ seasonality: { firstCalendarMonth: 13 } })[0]?.message).toBe(
      'Opening month must be at most 12',
    );
  });

  it('asks for all twelve weights once one is given, each 0–1000, not all 0', () => {
    const weights = [...SEASONALITY_PRESETS.summerPeak] as (number | null)[];
    expect(errorsOf({ seasonality: { monthlyWeights: weights } })).toEqual([]);
    weights[2] = null;
    expect(errorsOf({ seasonality: { monthlyWeights: weights } })).toEqual([
      { field: 'seasonality.monthlyWeights[2]', message: 'March weight is required' },
    ]);
    weights[2] = 1001;
    expect(errorsOf({ seasonality: { monthlyWeights: weights } })[0]?.message).toBe(
      'March weight must be at most 1,000',
    );
    expect(errorsOf({ seasonality: { monthlyWeights: Array(12).fill(0) } })).toEqual([
      { field: 'seasonality.monthlyWeights[0]', message: 'Seasonality weights cannot all be 0' },
    ]);
  });

  it('gives the step its messages through answerErrors, as the wizard reads them', () => {
    const loan = { amount: '5000', annualRatePct: '', termMonths: '600', startMonth: '' };
    const answers = { ...EMPTY_ANSWERS, loans: [loan] };
    expect(answerErrors(answers, fieldsOfStep(LENDER_STEP))).toEqual({
      'loans[0].annualRatePct': 'Loan 1 annual rate is required',
      'loans[0].termMonths': 'Loan 1 term must be a whole number of months from 1 to 360',
    });
    const second = { ...EMPTY_ANSWERS, loans: [{ ...loan, annualRatePct: '8', termMonths: '60' }, loan] };
    expect(answerErrors(second, fieldsOfStep(LENDER_STEP))).toEqual({
      'loans[1].annualRatePct': 'Loan 2 annual rate is required',
      'loans[1].termMonths': 'Loan 2 term must be a whole number of months from 1 to 360',
    });
    expect(answerErrors(EMPTY_ANSWERS, fieldsOfStep(LENDER_STEP))).toEqual({});
  });
});

describe('writing and reading the lender answers', () => {
  it('writes the answers given, no nulls for blanks, and each lender section whole', () => {
    const sections = writeAnswers({
      ...EMPTY_ANSWERS,
      loans: [{ amount: '50000', annualRatePct: '8', termMonths: '60', startMonth: '' }],
      incomeTaxRatePct: '21',
    });
    expect(sections.financing).toEqual({ loans: [{ amount: 50000, annualRatePct: 8, termMonths: 60 }] });
    expect(sections.taxInfo).toEqual({ incomeTaxRatePct: 21 });
    expect(sections.seasonality).toEqual({});
    expect(writeAnswers(EMPTY_ANSWERS).financing).toEqual({});
    const back = readAnswers(sections);
    expect(back.loans).toEqual([{ amount: '50000', annualRatePct: '8', termMonths: '60', startMonth: '' }]);
    expect(back.incomeTaxRatePct).toBe('21');
  });

  it('clears a stored loan or weights the form blanks: the list shrinks, the weights become null', () => {
    const stored = {
      financing: { loans: [{ amount: 1, annualRatePct: 2, termMonths: 3, startMonth: 0 }] },
      seasonality: { monthlyWeights: [...SEASONALITY_PRESETS.summerPeak], firstCalendarMonth: 3 },
    };
    const blank = Object.fromEntries(fieldsOfStep(LENDER_STEP).map((key) => [key, blankAnswer(key)]));
    const sections = writeAnswers(blank, stored);
    expect(sections.financing).toEqual({ loans: [] });
    expect(sections.seasonality).toEqual({ monthlyWeights: null, firstCalendarMonth: null });
  });

  it('keeps the other stored answers of a section it writes into', () => {
    const stored = { assetInfo: { oneTimePurchases: 100, currentAssets: 7 } };
    expect(writeAnswers({ usefulLifeYears: '5' }, stored)).toEqual({
      assetInfo: { oneTimePurchases: 100, currentAssets: 7, usefulLifeYears: 5 },
    });
  });
});

describe('the normaliser with the lender answers', () => {
  it('passes none of them when none is given, so the figures are exactly today’s', () => {
    const inputs = inputsOf(BASE);
    expect(Object.keys(inputs).sort()).toEqual(
      [
        'advertising',
        'costPerItem',
        'firstMonthSales',
        'growthRate',
        'initialCash',
        'otherExpenses',
        'rent',
        'salaries',
        'startMonth',
        'startupCost',
        'unitPrice',
        'utilities',
      ].sort(),
    );
    const blankLender = Object.fromEntries(fieldsOfStep(LENDER_STEP).map((key) => [key, blankAnswer(key)]));
    expect(inputsOf({ ...BASE, ...writeAnswers(blankLender, BASE) })).toEqual(inputs);
  });

  it('passes each answer into the projection inputs', () => {
    const weights = [...SEASONALITY_PRESETS.holidayPeak];
    const inputs = inputsOf({
      ...BASE,
      financing: {
        loans: [
          { amount: '50000', annualRatePct: 8, termMonths: 60 },
          { amount: null, annualRatePct: null, termMonths: null, startMonth: null },
          { amount: 1000, annualRatePct: 0, termMonths: 10, startMonth: 3 },
        ],
      },
      taxInfo: { incomeTaxRatePct: 21 },
      assetInfo: { oneTimePurchases: 60000, usefulLifeYears: 5 },
      equityInfo: { initialCash: 20000, ownerDrawMonthly: 1500, ownerDrawStartMonth: 6 },
      seasonality: { monthlyWeights: weights, firstCalendarMonth: 4 },
    });
    expect(inputs).toMatchObject({
      loans: [
        { amount: 50000, annualRatePct: 8, termMonths: 60, startMonth: 0 },
        { amount: 1000, annualRatePct: 0, termMonths: 10, startMonth: 3 },
      ],
      incomeTaxRatePct: 21,
      usefulLifeYears: 5,
      ownerDrawMonthly: 1500,
      ownerDrawStartMonth: 6,
      seasonalityWeights: weights,
      firstCalendarMonth: 4,
    });
    const projection = project(inputs);
    expect(projection.profitLoss.interestExpense.year1).toBeGreaterThan(0);
    expect(projection.profitLoss.depreciation.year1).toBe(12000);
    expect(projection.balanceSheet.equity.ownerDraws.year1).toBe(-9000);
  });
});

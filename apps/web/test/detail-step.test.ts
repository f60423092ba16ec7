// The wizard's detail step (issue #25 item 2): after the lender step, optional, not counted; its answers
// judged by the model and listed on the review, which offers the step when it was skipped.
import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS, toSections } from '@/features/questionnaire/lib/answers';
import { reviewGroups } from '@/features/questionnaire/lib/review';
import { nextRequiredStep, questionTotal, stepErrors, wizardSteps } from '@/features/questionnaire/lib/steps';

const answers = {
  ...EMPTY_ANSWERS,
  description: 'Sourdough',
  unitPrice: '12',
  startMonth: '0',
  firstMonthSales: '500',
  costPerItem: '4',
  oneTimePurchases: '9000',
  initialCash: '20000',
};
const steps = wizardSteps(false);
const DETAIL = steps.findIndex((step) => step.id === 'detail') + 1;
const detailGroup = (given: typeof answers) =>
  reviewGroups(steps, given).find((group) => group.title === 'Your business in more detail');

describe('the detail step', () => {
  it('follows the lender step, optional and not counted as a question', () => {
    expect(steps[DETAIL - 2]?.id).toBe('lender');
    expect(steps[DETAIL - 1]?.isOptional).toBe(true);
    expect(nextRequiredStep(steps, DETAIL)).toBe(DETAIL + 1);
    expect(questionTotal(steps)).toBe(9);
  });

  it("judges an item's parts with the model's messages, by its place", () => {
    expect(stepErrors(DETAIL, answers)).toEqual({});
    const stream = {
      name: 'Cakes',
      kind: 'units',
      price: '',
      unitCost: '',
      firstMonthVolume: '20',
      startMonth: '',
      annualGrowthPct: '',
      monthlyChurnPct: '',
    };
    expect(stepErrors(DETAIL, { ...answers, revenueStreams: [stream] })).toEqual({
      'revenueStreams[0].price': 'Product line 1 price is required',
    });
    expect(stepErrors(DETAIL, { ...answers, receivableDays: '200' })).toEqual({
      receivableDays: 'Days to be paid must be at most 180',
    });
  });

  it('is offered on the review when skipped, and lists its answers once given', () => {
    expect(detailGroup(answers)).toMatchObject({ rows: [], isSkipped: true });
    const items = [
      { name: 'Oven', amount: '12000', kind: 'asset' },
      { name: 'Fees', amount: '900', kind: 'expense' },
    ];
    const given = { ...answers, startupItems: items, receivableDays: '30' };
    const rows = detailGroup(given)?.rows.map(({ label, value }) => [label, value]);
    expect(rows).toEqual([
      ['Purchase 1 name', 'Oven'],
      ['Purchase 1 amount', '$12,000'],
      ['Purchase 1 kind', 'Kept (equipment, fit-out)'],
      ['Purchase 2 name', 'Fees'],
      ['Purchase 2 amount', '$900'],
      ['Purchase 2 kind', 'Spent (fees, training, launch)'],
      ['Days to be paid', '30 days'],
    ]);
    // The sections sent carry the items' asset total as the one-time purchases answer.
    expect(toSections(given).assetInfo).toMatchObject({ oneTimePurchases: 12000 });
  });
});

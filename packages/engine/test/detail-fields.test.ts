// The detail step's fields in the questionnaire model (issue #25): the three lists, their text and choice
// parts, the payroll burden and the day counts; the start-up total; the normaliser's detailed inputs.

import { describe, expect, it } from 'vitest';
import {
  answerErrors,
  answerPathOfStored,
  DETAIL_STEP,
  fieldsOfStep,
  itemFieldOf,
  itemKeysOf,
  normalizeQuestionnaire,
  PAYROLL_BURDEN_PRESETS,
  questionLabel,
  questionnaireErrors,
  readAnswers,
  startupAssetTotal,
  startupAssetTotalOfAnswers,
  withStartupTotal,
  writeAnswers,
} from '../src/index';

const BASE = {
  businessInfo: { name: 'Corner Bakery' },
  productsServices: { unitPrice: 6 },
  revenueInfo: { startMonth: '0' },
  salesVolume: { firstMonthSales: 900 },
  operationalCosts: { costPerItem: 2 },
  expenseInfo: { monthlyRent: 2500 },
  assetInfo: { oneTimePurchases: 60000, usefulLifeYears: 7 },
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

const COFFEE_CLUB = {
  name: 'Coffee club',
  kind: 'subscription',
  price: 25,
  unitCost: '8',
  firstMonthVolume: 40,
  startMonth: 2,
  annualGrowthPct: 10,
  monthlyChurnPct: '5',
};

describe('the detail step in the model', () => {
  it('is asked after the lender step, not as a numbered question', () => {
    expect(fieldsOfStep(DETAIL_STEP)).toEqual([
      'primaryStreamName',
      'revenueStreams',
      'staffRoles',
      'payrollBurdenPct',
      'startupItems',
      'receivableDays',
      'inventoryDays',
      'payableDays',
    ]);
    expect(questionLabel('receivableDays')).toBe('Days to be paid');
    expect(itemKeysOf('revenueStreams')).toEqual([
      'name',
      'kind',
      'price',
      'unitCost',
      'firstMonthVolume',
      'startMonth',
      'annualGrowthPct',
      'monthlyChurnPct',
    ]);
    expect(itemKeysOf('staffRoles')).toEqual([
      'title',
      'headcount',
      'monthlySalary',
      'startMonth',
      'annualRaisePct',
    ]);
    expect(itemKeysOf('startupItems')).toEqual(['name', 'amount', 'kind']);
    expect(PAYROLL_BURDEN_PRESETS).toEqual(['0', '10', '20', '30']);
  });

  it('stores each list where the spec says, its items named by their place', () => {
    expect(itemFieldOf('revenueStreams', 2, 'price')).toMatchObject({
      paths: [['revenueStreams', 'streams', 2, 'price']],
      label: 'Product line 3 price',
    });
    expect(itemFieldOf('staffRoles', 0, 'title').paths).toEqual([['staff', 'roles', 0, 'title']]);
    expect(itemFieldOf('startupItems', 4, 'kind').paths).toEqual([['startupItems', 'items', 4, 'kind']]);
    expect(answerPathOfStored('revenueStreams.streams.2.price')).toBe('revenueStreams[2].price');
    expect(answerPathOfStored('staff.roles[0].title')).toBe('staffRoles[0].title');
  });

  it('judges each part of an item with its index: bounds, required parts, kinds, churn', () => {
    expect(
      errorsOf({
        revenueStreams: { streams: [COFFEE_CLUB, COFFEE_CLUB, { ...COFFEE_CLUB, price: 100001 }] },
      }),
    ).toEqual([
      { field: 'revenueStreams.streams[2].price', message: 'Product line 3 price must be at most 100,000' },
    ]);
    expect(errorsOf({ staff: { roles: [{ headcount: 2, monthlySalary: 3000 }] } })).toEqual([
      { field: 'staff.roles[0].title', message: 'Role 1 title is required' },
    ]);
    expect(
      errorsOf({ staff: { roles: [{ title: 'x'.repeat(81), headcount: 2.5, monthlySalary: 3000 }] } }),
    ).toEqual([
      { field: 'staff.roles[0].title', message: 'Role 1 title must be at most 80 characters' },
      { field: 'staff.roles[0].headcount', message: 'Role 1 headcount must be a whole number' },
    ]);
    expect(errorsOf({ revenueStreams: { streams: [{ ...COFFEE_CLUB, kind: 'weekly' }] } })).toEqual([
      {
        field: 'revenueStreams.streams[0].kind',
        message: 'Product line 1 kind must be units or subscription',
      },
    ]);
    expect(errorsOf({ revenueStreams: { streams: [{ ...COFFEE_CLUB, kind: 'units' }] } })).toEqual([
      {
        field: 'revenueStreams.streams[0].monthlyChurnPct',
        message: 'Product line 1 monthly churn applies to subscriptions only',
      },
    ]);
    expect(errorsOf({ startupItems: { items: [{ name: 'Oven', amount: 12000 }] } })).toEqual([
      { field: 'startupItems.items[0].kind', message: 'Purchase 1 kind is required' },
    ]);
    expect(
      errorsOf({
        workingCapital: { receivableDays: 181, inventoryDays: 7.5 },
        staff: { payrollBurdenPct: -1 },
      }),
    ).toEqual([
      { field: 'staff.payrollBurdenPct', message: 'Payroll taxes and benefits cannot be negative' },
      { field: 'workingCapital.receivableDays', message: 'Days to be paid must be at most 180' },
      { field: 'workingCapital.inventoryDays', message: 'Days of stock must be a whole number' },
    ]);
  });

  it('holds at most 4 more product lines, 20 roles and 30 purchases', () => {
    expect(errorsOf({ revenueStreams: { streams: Array(5).fill(COFFEE_CLUB) } })).toEqual([
      { field: 'revenueStreams.streams', message: 'A plan holds at most 4 product lines' },
    ]);
    const item = { name: 'Chair', amount: 80, kind: 'asset' };
    expect(errorsOf({ startupItems: { items: Array(31).fill(item) } }).map((e) => e.message)).toContain(
      'A plan holds at most 30 purchases',
    );
  });

  it('sets the one-time purchases to the asset items, refuses a different one, keeps the last total', () => {
    const items = [
      { name: 'Oven', amount: '12000.4', kind: 'asset' },
      { name: 'Launch party', amount: 1500, kind: 'expense' },
      { name: 'Fit-out', amount: 8000.5, kind: 'asset' },
    ];
    expect(startupAssetTotal({ startupItems: { items } })).toBe(20001);
    expect(startupAssetTotal({ startupItems: { items: [] } })).toBeNull();
    expect(errorsOf({ startupItems: { items } })).toEqual([
      {
        field: 'assetInfo.oneTimePurchases',
        message: 'Startup cost is set by the start-up list ($20,001 of items kept)',
      },
    ]);
    const settled = withStartupTotal({ ...BASE, startupItems: { items } });
    expect(settled.assetInfo).toEqual({ oneTimePurchases: 20001, usefulLifeYears: 7 });
    expect(errorsOf({ startupItems: { items }, assetInfo: settled.assetInfo })).toEqual([]);
    // A request that sent its own figure keeps it (and is refused when it differs).
    expect(withStartupTotal({ ...BASE, startupItems: { items } }, BASE).assetInfo).toEqual(BASE.assetInfo);
    // Emptied: the last total stays as the answer.
    expect(withStartupTotal({ ...settled, startupItems: { items: [] } }).assetInfo).toEqual(
      settled.assetInfo,
    );
  });

  it('writes the lists from a form, the one-time purchases following the items', () => {
    const answers = readAnswers(BASE);
    expect(answers.revenueStreams).toEqual([]);
    const items = [
      { name: 'Oven', amount: '12000', kind: 'asset' },
      { name: 'Fees', amount: '900', kind: 'expense' },
    ];
    expect(startupAssetTotalOfAnswers(items)).toBe(12000);
    const written = writeAnswers(
      {
        ...answers,
        startupItems: items,
        staffRoles: [
          { title: 'Baker', headcount: '2', monthlySalary: '3200', startMonth: '', annualRaisePct: '' },
        ],
      },
      BASE,
    );
    expect(written.startupItems).toEqual({
      items: [
        { name: 'Oven', amount: 12000, kind: 'asset' },
        { name: 'Fees', amount: 900, kind: 'expense' },
      ],
    });
    expect(written.staff).toEqual({ roles: [{ title: 'Baker', headcount: 2, monthlySalary: 3200 }] });
    expect(written.assetInfo).toEqual({ oneTimePurchases: 12000, usefulLifeYears: 7 });
    expect(readAnswers(written).startupItems).toEqual(items);
    expect(
      answerErrors(
        {
          ...answers,
          staffRoles: [{ title: '', headcount: '2', monthlySalary: '', startMonth: '', annualRaisePct: '' }],
        },
        ['staffRoles'],
      ),
    ).toEqual({
      'staffRoles[0].title': 'Role 1 title is required',
      'staffRoles[0].monthlySalary': 'Role 1 monthly salary is required',
    });
  });
});

describe('the detailed inputs', () => {
  it('are absent when none is answered: the inputs are exactly the extended ones', () => {
    const inputs = inputsOf(BASE);
    for (const key of [
      'primaryStreamName',
      'revenueStreams',
      'staffRoles',
      'payrollBurdenPct',
      'startupItems',
      'receivableDays',
      'inventoryDays',
      'payableDays',
    ])
      expect(inputs).not.toHaveProperty(key);
    // Empty lists and blank answers are no answers either.
    expect(
      inputsOf({
        ...BASE,
        revenueStreams: { streams: [], primaryName: ' ' },
        staff: { roles: [null], payrollBurdenPct: '' },
        startupItems: { items: [] },
        workingCapital: {},
      }),
    ).toEqual(inputs);
  });

  it('read every answer, numbers or numeric strings, with the optional parts only when given', () => {
    const inputs = inputsOf({
      ...BASE,
      assetInfo: { oneTimePurchases: 12000 },
      revenueStreams: {
        primaryName: 'Bread',
        streams: [COFFEE_CLUB, { name: 'Cakes', kind: 'units', price: '30', firstMonthVolume: '50' }],
      },
      staff: {
        roles: [{ title: 'Baker', headcount: 2, monthlySalary: '3200', startMonth: 5, annualRaisePct: 4 }],
        payrollBurdenPct: '8',
      },
      startupItems: {
        items: [
          { name: 'Oven', amount: 12000, kind: 'asset' },
          { name: 'Launch', amount: '1500', kind: 'expense' },
        ],
      },
      workingCapital: { receivableDays: '45', inventoryDays: 30, payableDays: 0 },
    });
    expect(inputs).toMatchObject({
      primaryStreamName: 'Bread',
      revenueStreams: [
        {
          name: 'Coffee club',
          kind: 'subscription',
          price: 25,
          unitCost: 8,
          firstMonthVolume: 40,
          startMonth: 2,
          annualGrowthPct: 10,
          monthlyChurnPct: 5,
        },
        { name: 'Cakes', kind: 'units', price: 30, firstMonthVolume: 50 },
      ],
      staffRoles: [{ title: 'Baker', headcount: 2, monthlySalary: 3200, startMonth: 5, annualRaisePct: 4 }],
      payrollBurdenPct: 8,
      startupItems: [
        { name: 'Oven', amount: 12000, kind: 'asset' },
        { name: 'Launch', amount: 1500, kind: 'expense' },
      ],
      receivableDays: 45,
      inventoryDays: 30,
      payableDays: 0,
      startupCost: 12000,
    });
    expect(inputs.revenueStreams?.[1]).toEqual({
      name: 'Cakes',
      kind: 'units',
      price: 30,
      firstMonthVolume: 50,
    });
  });

  it('name stream 0 by the legacy first product when no name is given', () => {
    expect(
      inputsOf({ ...BASE, productsServices: { unitPrice: 6, products: [{ name: 'Sourdough' }] } })
        .primaryStreamName,
    ).toBe('Sourdough');
  });

  it('are refused, not zeroed, when a part is wrong', () => {
    const result = normalizeQuestionnaire(
      { ...BASE, revenueStreams: { streams: [{ ...COFFEE_CLUB, firstMonthVolume: 'many' }] } },
      { completed: true },
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          field: 'revenueStreams.streams[0].firstMonthVolume',
          message: 'Product line 1 first-month sales must be a number',
        },
      ],
    });
  });
});

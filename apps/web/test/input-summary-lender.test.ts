// The assumptions table lists the optional lender answers that were given, and none when none were.
import { describe, expect, it } from 'vitest';
import { SEASONALITY_PRESETS } from '@trajectory/engine';
import type { TQuestionnaire } from '@trajectory/contracts/questionnaires';
import { buildInputSummary } from '@/lib/input-summary';

const base = {
  productsServices: { unitPrice: 12 },
  salesVolume: { firstMonthSales: 100 },
} as unknown as TQuestionnaire;

describe('the input summary with lender answers', () => {
  it('adds nothing without them', () => {
    expect(buildInputSummary(base).map((row) => row.label)).not.toContain('Loan 1 amount');
  });

  it('lists a loan, the tax rate, the useful life and a preset seasonality', () => {
    const rows = buildInputSummary({
      ...base,
      financing: { loans: [{ amount: 50000, annualRatePct: 8, termMonths: 60, startMonth: 0 }] },
      taxInfo: { incomeTaxRatePct: 21 },
      assetInfo: { usefulLifeYears: 5 },
      seasonality: { monthlyWeights: [...SEASONALITY_PRESETS.holidayPeak], firstCalendarMonth: 4 },
    } as TQuestionnaire);
    const byLabel = Object.fromEntries(rows.map((row) => [row.label, row.value]));
    expect(byLabel).toMatchObject({
      'Loan 1 amount': '$50,000',
      'Loan 1 term': '60 months',
      'Loan 1 first month': 'Month 1',
      'Useful life of the startup purchases': '5 years',
      'Opening month': 'April',
      Seasonality: 'Holiday peak',
    });
    expect(byLabel['Income tax rate']).toMatch(/^21(\.0)?%$/);
  });
});

describe('the input summary with the business in more detail', () => {
  it('adds nothing without them, and one row per product line, role and purchase with them', () => {
    expect(buildInputSummary(base).map((row) => row.label)).not.toContain('Role 1');
    const rows = buildInputSummary({
      ...base,
      revenueStreams: {
        primaryName: 'Bread',
        streams: [
          { name: 'Coffee club', kind: 'subscription', price: 25, firstMonthVolume: 40, monthlyChurnPct: 5 },
        ],
      },
      staff: {
        roles: [{ title: 'Baker', headcount: 2, monthlySalary: 3200, startMonth: 5 }],
        payrollBurdenPct: 10,
      },
      startupItems: { items: [{ name: 'Oven', amount: 12000, kind: 'asset' }] },
      workingCapital: { receivableDays: 30 },
    } as TQuestionnaire);
    const byLabel = Object.fromEntries(rows.map((row) => [row.label, row.value]));
    expect(byLabel).toMatchObject({
      'Main product name': 'Bread',
      'Product line 1':
        'Coffee club: $25 a month per subscriber, 40 new subscribers in its first month, 5% leave each month',
      'Role 1': 'Baker: 2 × $3,200 a month from Month 6',
      'Payroll taxes and benefits': '10%',
      'Purchase 1': 'Oven: $12,000, kept',
      'Days to be paid': '30 days',
    });
  });
});

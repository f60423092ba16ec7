// Staff edit the lender answers in the Edit Questionnaire dialog: the model's fields, rules and PUT body.
import { describe, expect, it } from 'vitest';
import {
  FORM_KEYS,
  formFromSections,
  formPathForServerField,
  sectionsFromForm,
  validateForm,
} from '@/features/admin/requests/lib/questionnaire-form';

const stored = {
  businessInfo: { name: 'Harbor Coffee', description: 'Coffee' },
  productsServices: { unitPrice: 20 },
  revenueInfo: { startMonth: '0' },
  operationalCosts: { costPerItem: 6 },
  salesVolume: { firstMonthSales: 100 },
  equityInfo: { initialCash: 5000, initialInvestment: 1 },
  financing: { loans: [{ amount: 40000, annualRatePct: 7.5, termMonths: 48, startMonth: 2 }] },
};

describe('the lender answers in the staff dialog', () => {
  it('lists every lender field of the model after question 9', () => {
    expect(FORM_KEYS).toContain('loans');
    expect(FORM_KEYS).toContain('seasonWeight12');
    expect(FORM_KEYS.indexOf('loans')).toBeGreaterThan(FORM_KEYS.indexOf('initialCash'));
  });

  it('reads a stored loan, keeps it when untouched and adds a draw without nulls', () => {
    const form = formFromSections(stored);
    expect(form.loans).toEqual([
      { amount: '40000', annualRatePct: '7.5', termMonths: '48', startMonth: '2' },
    ]);
    const body = sectionsFromForm({ ...form, ownerDrawMonthly: '1500' }, stored);
    expect(body.financing).toEqual(stored.financing);
    expect(body.equityInfo).toEqual({ initialCash: 5000, initialInvestment: 1, ownerDrawMonthly: 1500 });
  });

  it("refuses out-of-bounds answers with the model's message and places a server refusal", () => {
    const loaded = formFromSections(stored);
    const loan = loaded.loans[0]!;
    const form = { ...loaded, loans: [loan, { ...loan, annualRatePct: '120' }], incomeTaxRatePct: '70' };
    expect(validateForm(form, stored)).toEqual({
      'loans[1].annualRatePct': 'Loan 2 annual rate must be at most 100%',
      incomeTaxRatePct: 'Income tax rate must be at most 60%',
    });
    expect(formPathForServerField('financing.loans.0.termMonths')).toBe('loans[0].termMonths');
    expect(formPathForServerField('financing.loans[2].amount')).toBe('loans[2].amount');
    expect(formPathForServerField('businessInfo.name')).toBeNull();
  });
});

describe('the business in more detail in the staff dialog', () => {
  it('holds the detail fields after the lender ones, judged and written by the model', () => {
    expect(FORM_KEYS.indexOf('staffRoles')).toBeGreaterThan(FORM_KEYS.indexOf('seasonWeight12'));
    const form = formFromSections(stored);
    expect(form.startupItems).toEqual([]);
    const role = { title: '', headcount: '2', monthlySalary: '3000', startMonth: '', annualRaisePct: '' };
    expect(validateForm({ ...form, staffRoles: [role] }, stored)).toEqual({
      'staffRoles[0].title': 'Role 1 title is required',
    });
    const items = [
      { name: 'Oven', amount: '12000', kind: 'asset' },
      { name: 'Fees', amount: '800', kind: 'expense' },
    ];
    const body = sectionsFromForm({ ...form, startupItems: items, receivableDays: '45' }, stored);
    expect(body.startupItems).toEqual({
      items: [
        { name: 'Oven', amount: 12000, kind: 'asset' },
        { name: 'Fees', amount: 800, kind: 'expense' },
      ],
    });
    expect(body.assetInfo).toMatchObject({ oneTimePurchases: 12000 });
    expect(body.workingCapital).toEqual({ receivableDays: 45 });
    expect(formPathForServerField('staff.roles.0.title')).toBe('staffRoles[0].title');
    expect(formPathForServerField('revenueStreams.streams[2].price')).toBe('revenueStreams[2].price');
  });
});

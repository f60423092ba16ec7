// normalizeQuestionnaire: reading newer and legacy fields, and every kind of field error.

import { describe, expect, it } from 'vitest';
import { DEFAULT_GROWTH_PERCENT, growthPercentForDisplay, normalizeQuestionnaire } from '../src/index';
import type { NormalizeResult } from '../src/index';

const COMPLETE = {
  productsServices: { unitPrice: 20 },
  salesVolume: { firstMonthSales: 10 },
  revenueInfo: { startMonth: '0' },
  growthRate: { annualGrowthRate: 10 },
};

function errorsOf(result: NormalizeResult) {
  return result.ok ? [] : result.errors;
}

function draftErrors(sections: unknown) {
  return errorsOf(normalizeQuestionnaire(sections, { completed: false }));
}

describe('normalizeQuestionnaire: reading values', () => {
  it('gives a blank draft the defaults: zeros, start month 0 and 10% growth', () => {
    for (const sections of [{}, null, undefined, 'not an object', []]) {
      expect(normalizeQuestionnaire(sections, { completed: false })).toEqual({
        ok: true,
        inputs: {
          unitPrice: 0,
          firstMonthSales: 0,
          startMonth: 0,
          growthRate: 0.1,
          costPerItem: 0,
          salaries: 0,
          advertising: 0,
          rent: 0,
          utilities: 0,
          otherExpenses: 0,
          startupCost: 0,
          initialCash: 0,
        },
      });
    }
  });

  it('reads numbers and numeric strings, and treats empty or blank strings and null as absent', () => {
    const result = normalizeQuestionnaire(
      {
        productsServices: { unitPrice: ' 19.99 ' },
        salesVolume: { firstMonthSales: '1e3' },
        revenueInfo: { startMonth: '' },
        growthRate: { annualGrowthRate: '' },
        operationalCosts: { costPerItem: '.5' },
        expenseInfo: { ownerSalary: '   ', monthlyRent: null, monthlyUtilities: '+250' },
        assetInfo: { oneTimePurchases: '' },
        equityInfo: { initialCash: 0 },
      },
      { completed: true },
    );
    expect(result).toEqual({
      ok: true,
      inputs: {
        unitPrice: 19.99,
        firstMonthSales: 1000,
        startMonth: 0,
        growthRate: 0.1,
        costPerItem: 0.5,
        salaries: 0,
        advertising: 0,
        rent: 0,
        utilities: 250,
        otherExpenses: 0,
        startupCost: 0,
        initialCash: 0,
      },
    });
  });

  it('falls back to a legacy field when the newer one is an empty string', () => {
    const result = normalizeQuestionnaire(
      {
        assetInfo: { oneTimePurchases: '', fixedAssets: '4000' },
        equityInfo: { initialCash: '', initialInvestment: 9000 },
      },
      { completed: false },
    );
    expect(result.ok && [result.inputs.startupCost, result.inputs.initialCash]).toEqual([4000, 9000]);
  });

  it('reads growth in percent from the newer field, and a legacy growth by the display rule', () => {
    const growthOf = (sections: unknown) => {
      const result = normalizeQuestionnaire(sections, { completed: false });
      return result.ok ? result.inputs.growthRate : Number.NaN;
    };
    expect(growthOf({ growthRate: { annualGrowthRate: 100 } })).toBe(1);
    expect(growthOf({ growthRate: { annualGrowthRate: '0' } })).toBe(0);
    expect(growthOf({ revenueInfo: { growthRate: 0.2 } })).toBe(0.2);
    expect(growthOf({ revenueInfo: { growthRate: 1 } })).toBe(1);
    expect(growthOf({ revenueInfo: { growthRate: 5 } })).toBe(0.05);
    expect(growthOf({ revenueInfo: { growthRate: 150 } })).toBe(0.015);
    expect(growthOf({ revenueInfo: { growthRate: '' } })).toBe(DEFAULT_GROWTH_PERCENT / 100);
  });

  it('does not fall back to a legacy field when the newer one holds something invalid', () => {
    expect(draftErrors({ productsServices: { unitPrice: 'abc', products: [{ unitPrice: 20 }] } })).toEqual([
      { field: 'productsServices.unitPrice', message: 'Unit price must be a number' },
    ]);
  });
});

describe('normalizeQuestionnaire: field errors', () => {
  it('rejects negative values, naming the field read', () => {
    expect(draftErrors({ expenseInfo: { monthlyRent: -1 } })).toEqual([
      { field: 'expenseInfo.monthlyRent', message: 'Monthly rent cannot be negative' },
    ]);
    expect(draftErrors({ productsServices: { products: [{ unitPrice: '-5' }] } })).toEqual([
      { field: 'productsServices.products[0].unitPrice', message: 'Unit price cannot be negative' },
    ]);
    expect(draftErrors({ revenueInfo: { growthRate: -0.1 } })).toEqual([
      { field: 'revenueInfo.growthRate', message: 'Annual growth rate cannot be negative' },
    ]);
  });

  it('rejects values that are not numbers, including NaN, words and other types', () => {
    for (const value of ['abc', '12abc', '1,000', '0x10', 'Infinity', Number.NaN, true, {}, [5]]) {
      expect(draftErrors({ operationalCosts: { costPerItem: value } })).toEqual([
        { field: 'operationalCosts.costPerItem', message: 'Cost per item must be a number' },
      ]);
    }
    expect(draftErrors({ growthRate: { annualGrowthRate: 'fast' } })).toEqual([
      { field: 'growthRate.annualGrowthRate', message: 'Annual growth rate must be a number' },
    ]);
  });

  it('rejects infinite values through the bounds', () => {
    expect(draftErrors({ equityInfo: { initialCash: Number.POSITIVE_INFINITY } })).toEqual([
      { field: 'equityInfo.initialCash', message: 'Initial cash must be at most 1,000,000,000' },
    ]);
    expect(draftErrors({ equityInfo: { initialInvestment: Number.NEGATIVE_INFINITY } })).toEqual([
      { field: 'equityInfo.initialInvestment', message: 'Initial cash cannot be negative' },
    ]);
  });

  it('accepts every value at its upper bound and rejects anything above it', () => {
    const atBounds = {
      productsServices: { unitPrice: 100_000 },
      salesVolume: { firstMonthSales: 1_000_000 },
      growthRate: { annualGrowthRate: 1000 },
      operationalCosts: { costPerItem: 100_000 },
      expenseInfo: {
        ownerSalary: 10_000_000,
        monthlyAdvertising: 10_000_000,
        monthlyRent: 10_000_000,
        monthlyUtilities: 10_000_000,
        monthlyInsurance: 10_000_000,
      },
      assetInfo: { oneTimePurchases: 1_000_000_000 },
      equityInfo: { initialCash: 1_000_000_000 },
    };
    expect(draftErrors(atBounds)).toEqual([]);
    const above = {
      productsServices: { unitPrice: 100_000.01 },
      salesVolume: { firstMonthSales: 1_000_001 },
      growthRate: { annualGrowthRate: 1000.1 },
      operationalCosts: { costPerItem: '100001' },
      expenseInfo: {
        ownerSalary: 10_000_001,
        monthlyAdvertising: 10_000_001,
        monthlyRent: 10_000_001,
        monthlyUtilities: 10_000_001,
        monthlyInsurance: 10_000_001,
      },
      assetInfo: { oneTimePurchases: 1_000_000_001 },
      equityInfo: { initialCash: 1e10 },
    };
    expect(draftErrors(above)).toEqual([
      { field: 'productsServices.unitPrice', message: 'Unit price must be at most 100,000' },
      { field: 'salesVolume.firstMonthSales', message: 'First-month sales must be at most 1,000,000' },
      { field: 'operationalCosts.costPerItem', message: 'Cost per item must be at most 100,000' },
      { field: 'expenseInfo.ownerSalary', message: 'Monthly salaries must be at most 10,000,000' },
      { field: 'expenseInfo.monthlyAdvertising', message: 'Monthly advertising must be at most 10,000,000' },
      { field: 'expenseInfo.monthlyRent', message: 'Monthly rent must be at most 10,000,000' },
      { field: 'expenseInfo.monthlyUtilities', message: 'Monthly utilities must be at most 10,000,000' },
      { field: 'expenseInfo.monthlyInsurance', message: 'Monthly other expenses must be at most 10,000,000' },
      { field: 'assetInfo.oneTimePurchases', message: 'Startup cost must be at most 1,000,000,000' },
      { field: 'equityInfo.initialCash', message: 'Initial cash must be at most 1,000,000,000' },
      { field: 'growthRate.annualGrowthRate', message: 'Annual growth rate must be at most 1,000%' },
    ]);
  });

  it('bounds a legacy growth on the percent it stands for', () => {
    expect(draftErrors({ revenueInfo: { growthRate: 100_000 } })).toEqual([]);
    expect(draftErrors({ revenueInfo: { growthRate: 100_001 } })).toEqual([
      { field: 'revenueInfo.growthRate', message: 'Annual growth rate must be at most 1,000%' },
    ]);
  });

  it('requires first-month sales to be a whole number', () => {
    expect(draftErrors({ salesVolume: { firstMonthSales: 2.5 } })).toEqual([
      { field: 'salesVolume.firstMonthSales', message: 'First-month sales must be a whole number' },
    ]);
    expect(draftErrors({ productsServices: { products: [{ unitsPerMonth: '10.25' }] } })).toEqual([
      {
        field: 'productsServices.products[0].unitsPerMonth',
        message: 'First-month sales must be a whole number',
      },
    ]);
  });

  it('requires the start month to be a whole number from 0 to 12', () => {
    for (const startMonth of ['13', 13, -1, '2.5', 'soon']) {
      expect(draftErrors({ revenueInfo: { startMonth } })).toEqual([
        {
          field: 'revenueInfo.startMonth',
          message: 'Start month must be a whole number of months from 0 to 12',
        },
      ]);
    }
    for (const startMonth of ['0', 0, '12', 12])
      expect(draftErrors({ revenueInfo: { startMonth } })).toEqual([]);
  });

  it('lists every wrong field at once', () => {
    expect(
      draftErrors({
        expenseInfo: { monthlyRent: -1, monthlyUtilities: 'x' },
        revenueInfo: { startMonth: 20 },
      }),
    ).toEqual([
      { field: 'expenseInfo.monthlyRent', message: 'Monthly rent cannot be negative' },
      { field: 'expenseInfo.monthlyUtilities', message: 'Monthly utilities must be a number' },
      {
        field: 'revenueInfo.startMonth',
        message: 'Start month must be a whole number of months from 0 to 12',
      },
    ]);
  });
});

describe('normalizeQuestionnaire: a completed questionnaire', () => {
  it('accepts the wizard minimum', () => {
    expect(normalizeQuestionnaire(COMPLETE, { completed: true }).ok).toBe(true);
  });

  it('requires a unit price and first-month sales, while a draft may leave them blank', () => {
    const blank = { ...COMPLETE, productsServices: { unitPrice: '' }, salesVolume: {} };
    expect(draftErrors(blank)).toEqual([]);
    expect(errorsOf(normalizeQuestionnaire(blank, { completed: true }))).toEqual([
      { field: 'productsServices.unitPrice', message: 'Unit price is required' },
      { field: 'salesVolume.firstMonthSales', message: 'First-month sales is required' },
    ]);
  });

  it('needs a price above 0 and at least one sale', () => {
    const zero = { ...COMPLETE, productsServices: { unitPrice: 0 }, salesVolume: { firstMonthSales: '0' } };
    expect(draftErrors(zero)).toEqual([]);
    expect(errorsOf(normalizeQuestionnaire(zero, { completed: true }))).toEqual([
      { field: 'productsServices.unitPrice', message: 'Unit price must be more than 0' },
      { field: 'salesVolume.firstMonthSales', message: 'First-month sales must be at least 1' },
    ]);
  });

  it('names the legacy field when that is the one read', () => {
    const legacy = { productsServices: { products: [{ unitPrice: '0', unitsPerMonth: 3 }] } };
    expect(errorsOf(normalizeQuestionnaire(legacy, { completed: true }))).toEqual([
      { field: 'productsServices.products[0].unitPrice', message: 'Unit price must be more than 0' },
    ]);
  });

  it('gives a field that is already wrong one message, not two', () => {
    const wrong = { ...COMPLETE, productsServices: { unitPrice: -3 }, salesVolume: { firstMonthSales: 0.5 } };
    expect(errorsOf(normalizeQuestionnaire(wrong, { completed: true }))).toEqual([
      { field: 'productsServices.unitPrice', message: 'Unit price cannot be negative' },
      { field: 'salesVolume.firstMonthSales', message: 'First-month sales must be a whole number' },
    ]);
  });
});

describe('growthPercentForDisplay', () => {
  it('reads 0..1 as a fraction, above 1 up to 100 as a percent, above 100 as stored ×100', () => {
    expect([0, 0.2, 0.5, 1, 1.5, 5, 100, 150, 1000].map(growthPercentForDisplay)).toEqual([
      0, 20, 50, 100, 1.5, 5, 100, 1.5, 10,
    ]);
  });

  it('has a 10% default', () => {
    expect(DEFAULT_GROWTH_PERCENT).toBe(10);
  });
});

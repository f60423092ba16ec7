// Issue #24 item 3: the built-in analyst's sentences agree with the figures they state. One test per
// sentence family (first-month sales, break-even, coverage, tax): each reads the figure out of the
// sentence and the same figure out of the engine, and fails when they disagree.
import { cashAvailableForDebtService, formatCalendarMonths, SEASONALITY_PRESETS } from '@trajectory/engine';
import { describe, expect, it } from 'vitest';
import { analystInput, analystText, LANGUAGE_LEVELS } from './helpers/analyst';
import { bakeryWithLoan, bakeryWithTaxAfterLoss } from './assessments-lender-fixtures';

const number = (text: string) => Number(text.replace(/,/g, ''));

/**
 * An ice-cream stand opening in March with the summer-peak season: 1,000 scoops at $10 answered for its
 * first month, $8,000 of monthly salaries. Profitable from Month 1 at its average season; January and
 * February (750 scoops, $7,500) still lose money.
 */
function iceCreamStand(): Record<string, unknown> {
  return {
    businessInfo: { name: 'Sunny Scoops', description: 'Ice cream by the beach' },
    productsServices: { type: 'Food & Beverage', unitPrice: 10 },
    revenueInfo: { startMonth: '0' },
    salesVolume: { firstMonthSales: 1000 },
    growthRate: { annualGrowthRate: 0, isCustomGrowth: true },
    operationalCosts: { costPerItem: 0 },
    expenseInfo: {
      ownerSalary: 8000,
      monthlyAdvertising: 0,
      monthlyRent: 0,
      monthlyUtilities: 0,
      monthlyInsurance: 0,
    },
    assetInfo: { oneTimePurchases: 0 },
    equityInfo: { initialCash: 5000 },
    seasonality: { monthlyWeights: [...SEASONALITY_PRESETS.summerPeak], firstCalendarMonth: 3 },
  };
}

describe.each(LANGUAGE_LEVELS)('the analyst at the %s level', (level) => {
  it('states the first month’s sales the engine sells in the first selling month', () => {
    const input = analystInput(iceCreamStand(), { businessName: 'Sunny Scoops', level });
    const text = analystText(input);
    const engine = input.projection.months[input.inputs.startMonth]!.units;
    expect(engine).toBe(1000);
    const stated = [
      ...text.matchAll(
        /(?:starting with|opening with|opens with|from) ([\d,]+) (?:sales|units|scoops|items)? ?in Month 1\b|Month 1: ([\d,]+) of them|([\d,]+) sales in the first month/g,
      ),
    ].map((m) => number(m[1] ?? m[2] ?? m[3] ?? ''));
    expect(stated.length).toBeGreaterThan(0);
    for (const figure of stated) expect(figure).toBe(Math.round(engine));
  });

  it('states the engine’s break-even month and names the seasonal losses after it', () => {
    const input = analystInput(iceCreamStand(), { businessName: 'Sunny Scoops', level });
    const { breakEvenMonth, seasonalLossMonths } = input.projection.metrics;
    expect(breakEvenMonth).toBe(0);
    expect(seasonalLossMonths).toEqual([1, 2]);
    const text = analystText(input);
    const months = [
      ...text.matchAll(
        /(?:making money every month from|turns positive for good in|break even in|breaks even in|Break-even is reached in|[Bb]reak-even in) Month (\d+)/g,
      ),
    ].map((m) => Number(m[1]) - 1);
    expect(months.length).toBeGreaterThan(0);
    for (const m of months) expect(m).toBe(breakEvenMonth);
    const losses = /; expect losses in ([A-Za-z ,]+?)\./.exec(text);
    expect(losses?.[1]).toBe(formatCalendarMonths(seasonalLossMonths));
    expect(text).not.toMatch(/\blate\b|third year/);
  });

  it('states the engine’s debt-service coverage and the cash available for it, after tax and draws', () => {
    const sections = {
      ...bakeryWithLoan(),
      taxInfo: { incomeTaxRatePct: 21 },
      equityInfo: { ...(bakeryWithLoan().equityInfo as object), ownerDrawMonthly: 300 },
    };
    const input = analystInput(sections, { businessName: 'Sunny Scoops', level });
    const text = analystText(input);
    const { metrics, years } = input.projection;
    const sentence = /so debt-service coverage is (.+?)\.(?:\s|$)/.exec(text)?.[1];
    expect(sentence).toBeDefined();
    const stated = [...sentence!.matchAll(/(\d+\.\d\d) in Years? (\d+(?:(?:, | and )\d+\b(?!\.))*)/g)];
    expect(stated.length).toBeGreaterThan(0);
    for (const [, ratio, yearList] of stated) {
      for (const year of yearList!.match(/\d+/g)!) {
        const engine = (metrics.debtServiceCoverage as Record<string, number | null>)[`year${year}`];
        expect(engine).not.toBeNull();
        expect(Number(ratio)).toBeCloseTo(engine!, 2);
      }
    }
    // The cash available is the engine's: operating profit + depreciation − income tax − draws.
    const available = cashAvailableForDebtService(years[0]);
    expect(available).toBe(
      years[0].profitLoss.operatingProfit +
        years[0].profitLoss.depreciation -
        years[0].profitLoss.incomeTax +
        years[0].cashFlow.financing.ownerDraws,
    );
    const money = `$${Math.abs(available).toLocaleString('en-US')}`;
    expect(text).toContain(money);
  });

  it('states the engine’s income tax per year, with a carried loss offsetting at most 80%', () => {
    const input = analystInput(bakeryWithTaxAfterLoss(), { businessName: 'Sunny Scoops', level });
    const text = analystText(input);
    const tax = input.projection.profitLoss.incomeTax;
    const sentence = /Income tax at [\d.]+% of taxable profit comes to ([^.]+?), each year/.exec(text)?.[1];
    expect(sentence).toBeDefined();
    const stated = [...sentence!.matchAll(/\$([\d,]+) in Year (\d)/g)];
    expect(stated.map(([, , year]) => Number(year))).toEqual([1, 2, 3]);
    for (const [, amount, year] of stated) {
      expect(number(amount!)).toBe((tax as Record<string, number>)[`year${year}`]);
    }
  });
});

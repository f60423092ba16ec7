// The money format family (issue #14 item 7): one way per context to write the same amount.
import { describe, expect, it } from 'vitest';
import {
  cashFlowNote,
  formatBreakEven,
  formatFundingGap,
  FUNDING_GAP_NUMBER_FORMAT,
  NO_FUNDING_GAP,
  formatMoney,
  formatMoneyInProse,
  formatMoneySigned,
  formatPrice,
  MONEY_NUMBER_FORMAT,
} from '../src/index';

describe('money formats', () => {
  it('tables and the PDF write accounting brackets', () => {
    expect(formatMoney(19712)).toBe('$19,712');
    expect(formatMoney(-19712)).toBe('($19,712)');
    expect(formatMoney(-19711.5)).toBe('($19,712)');
    expect(formatMoney(1234567.49)).toBe('$1,234,567');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-0.4)).toBe('$0');
  });

  it('charts write a true minus sign', () => {
    expect(formatMoneySigned(-19712)).toBe('\u2212$19,712');
    expect(formatMoneySigned(19712)).toBe('$19,712');
    expect(formatMoneySigned(-0.2)).toBe('$0');
  });

  it('prose names a negative amount in words, never with a minus', () => {
    expect(formatMoneyInProse(-19712)).toBe('a loss of $19,712');
    expect(formatMoneyInProse(-5000, 'deficit')).toBe('a deficit of $5,000');
    expect(formatMoneyInProse(-41163, 'below zero')).toBe('$41,163 below zero');
    expect(formatMoneyInProse(41163)).toBe('$41,163');
  });

  it('answers keep their cents', () => {
    expect(formatPrice(5.5)).toBe('$5.50');
    expect(formatPrice(1.6)).toBe('$1.60');
    expect(formatPrice(20)).toBe('$20');
    expect(formatPrice(1234.05)).toBe('$1,234.05');
  });

  it('Excel and Word use the accounting number format', () => {
    expect(MONEY_NUMBER_FORMAT).toBe('$#,##0;($#,##0)');
  });
});

describe('words for a figure that is not there (issue #24 item 4)', () => {
  it('writes break-even as a month, or "Not within N years" with the plan\'s years', () => {
    expect(formatBreakEven(6, 3)).toBe('Month 7');
    expect(formatBreakEven(null, 3)).toBe('Not within 3 years');
    expect(formatBreakEven(null, 5)).toBe('Not within 5 years');
  });

  it('never writes a funding gap as "None" or "$0"', () => {
    expect(formatFundingGap(12_000)).toBe('$12,000');
    expect(formatFundingGap(0)).toBe(NO_FUNDING_GAP);
    expect(formatFundingGap(0.4)).toBe(NO_FUNDING_GAP);
    expect(NO_FUNDING_GAP).not.toMatch(/none|\$0/i);
    // Excel's zero section says the same words.
    expect(FUNDING_GAP_NUMBER_FORMAT.split(';')[2]).toBe(`"${NO_FUNDING_GAP}"`);
  });

  it('says "not considered" of taxes and depreciation only when the plan has neither', () => {
    const none = 'Taxes, depreciation and amortization are not considered in this cash flow statement.';
    expect(cashFlowNote({})).toBe(none);
    expect(cashFlowNote({ incomeTaxRatePct: 0, usefulLifeYears: null })).toBe(none);
    const taxed = cashFlowNote({ incomeTaxRatePct: 21 });
    expect(taxed).toContain('income tax at 21%');
    expect(taxed).toContain('depreciation and amortization are not considered');
    expect(taxed).not.toMatch(/taxes[^.]*not considered/i);
    const depreciated = cashFlowNote({ usefulLifeYears: 5 });
    expect(depreciated).toContain('straight-line over 5 years');
    expect(depreciated).toContain('taxes and amortization are not considered');
    const both = cashFlowNote({ incomeTaxRatePct: 25, usefulLifeYears: 7 });
    expect(both).toContain('income tax at 25%');
    expect(both).toContain('over 7 years');
    expect(both).toContain('amortization is not considered');
    expect(both).not.toMatch(/(taxes|depreciation)[^.;]*not considered/i);
  });
});

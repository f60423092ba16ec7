// The money format family (issue #14 item 7): one way per context to write the same amount.
import { describe, expect, it } from 'vitest';
import {
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

// The lender checklist in words: every sentence's figure is the engine's (issue #25).

import { describe, expect, it } from 'vitest';
import {
  formatMoneyInProse,
  lenderCheckFigure,
  lenderCheckLine,
  lenderChecks,
  lenderCheckThreshold,
  lenderCheckVerdict,
  lenderFixSentence,
  project,
} from '../src/index';
import type { LenderCheck, LenderCheckCode, ProjectionInputs } from '../src/index';
import { makeInputs } from './helpers';

const LOAN = { amount: 50_000, annualRatePct: 8, termMonths: 60, startMonth: 0 };

function checkOf(inputs: ProjectionInputs, code: LenderCheckCode): LenderCheck {
  return lenderChecks(inputs, project(inputs)).find((check) => check.code === code) as LenderCheck;
}

function fixAmount(check: LenderCheck, kind: string): number {
  return check.fixes.find((fix) => fix.kind === kind)?.amount as number;
}

describe('the fix sentences carry the engine figures', () => {
  it('coverage: find more cash a year', () => {
    const check = checkOf(
      makeInputs({ unitPrice: 1, firstMonthSales: 1000, initialCash: 10_000, loans: [LOAN] }),
      'DSCR_FIRST_TWO_YEARS',
    );
    expect(fixAmount(check, 'extraYearlyCash')).toBe(1990);
    expect(lenderFixSentence(check)).toBe(
      `Find ${formatMoneyInProse(fixAmount(check, 'extraYearlyCash'))} more cash a year for the loans (in the year that needs most)`,
    );
    expect(lenderFixSentence(check)).toContain('$1,990');
    expect(lenderCheckFigure(check)).toBe('0.98');
    expect(lenderCheckThreshold(check)).toBe('at least 1.15');
    expect(lenderCheckVerdict(check)).toBe('Fails');
    expect(lenderCheckLine(check)).toBe(
      'Debt-service coverage, Years 1–2: 0.98 (lenders look for at least 1.15): fails. ' +
        'Find $1,990 more cash a year for the loans (in the year that needs most).',
    );
  });

  it('equity: borrow less or put in more', () => {
    const check = checkOf(
      makeInputs({ initialCash: 8_000, loans: [{ ...LOAN, amount: 92_000 }] }),
      'EQUITY_INJECTION',
    );
    expect(lenderFixSentence(check)).toBe(
      `Borrow ${formatMoneyInProse(fixAmount(check, 'lessBorrowing'))} less or put in ` +
        `${formatMoneyInProse(fixAmount(check, 'moreOwnerCash'))} more`,
    );
    expect(lenderFixSentence(check)).toBe('Borrow $20,000 less or put in $2,223 more');
    expect(lenderCheckFigure(check)).toBe('8%');
    expect(lenderCheckThreshold(check)).toBe('at least 10%');
  });

  it('a gap: the loan that closes it; year 2 operations: the shortfall; break-even: no sentence', () => {
    const inputs = makeInputs({ rent: 1000 });
    const gap = checkOf(inputs, 'CASH_NEVER_NEGATIVE');
    const loan = fixAmount(gap, 'loan');
    expect(lenderFixSentence(gap)).toBe(`A loan of ${formatMoneyInProse(loan)} closes the gap`);
    expect(lenderCheckFigure(gap)).toBe('a gap of $37,830');
    const operations = checkOf(inputs, 'OPERATING_CASH_POSITIVE_YEAR_2');
    expect(lenderFixSentence(operations)).toBe('Find $12,600 more cash a year from operations in Year 2');
    expect(lenderCheckFigure(operations)).toBe('($12,600)');
    expect(lenderCheckThreshold(operations)).toBe('more than $0');
    expect(lenderCheckLine(operations)).toBe(
      'Cash from operations in Year 2: $12,600 below zero (lenders look for more than $0): fails. ' +
        'Find $12,600 more cash a year from operations in Year 2.',
    );
    const breakEven = checkOf(inputs, 'BREAK_EVEN_WITHIN_24_MONTHS');
    expect(lenderFixSentence(breakEven)).toBeNull();
    expect(lenderCheckFigure(breakEven)).toBe('No break-even within the plan');
    const coverage = checkOf(inputs, 'DSCR_EVERY_YEAR');
    expect(lenderCheckVerdict(coverage)).toBe('Does not apply');
    expect(lenderCheckFigure(coverage)).toBe('Does not apply');
    expect(lenderCheckLine(checkOf(inputs, 'EQUITY_INJECTION'))).toBe(
      "Owner's share of the opening money: does not apply (nothing is borrowed at the opening).",
    );
  });

  it('a failing figure never reads as its threshold, and a passing check has no fix', () => {
    const failing: LenderCheck = {
      code: 'DSCR_EVERY_YEAR',
      passed: false,
      figure: 1.2499,
      threshold: 1.25,
      fixes: [{ kind: 'extraYearlyCash', amount: 1 }],
    };
    expect(lenderCheckFigure(failing)).toBe('1.24');
    const share: LenderCheck = {
      code: 'EQUITY_INJECTION',
      passed: false,
      figure: 9.996,
      threshold: 10,
      fixes: [],
    };
    expect(lenderCheckFigure(share)).toBe('9.9%');
    expect(lenderCheckFigure({ ...failing, figure: -0.4 })).toBe('below zero');
    const passing = checkOf(
      makeInputs({ unitPrice: 10, firstMonthSales: 100 }),
      'BREAK_EVEN_WITHIN_24_MONTHS',
    );
    expect(lenderFixSentence(passing)).toBeNull();
    expect(lenderCheckLine(passing)).toBe(
      'Break-even within 24 months: Month 1 (lenders look for Month 24 or sooner): passes.',
    );
  });
});

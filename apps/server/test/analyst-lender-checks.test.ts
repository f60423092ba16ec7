// The analyst and the OpenAI prompt name every failed lender check with its fix (issue #25), in the
// engine's words, with the engine's amounts; a plan that does not borrow reads as before.
import { describe, expect, it } from 'vitest';
import { lenderCheckLine, lenderChecks, lenderFixSentence } from '@trajectory/engine';
import { writeAnalystAssessment } from '../src/domains/assessments/analyst/index';
import { buildPrompts } from '../src/domains/assessments/prompt';
import { analystInput } from './helpers/analyst';
import { bakerySections } from './helpers/factories';

/** The bakery with $8,000 of the owner's cash beside a $92,000 loan at the opening. */
function borrower(): Record<string, unknown> {
  const base = bakerySections('Ada Bakes') as Record<string, Record<string, unknown>>;
  return {
    ...base,
    equityInfo: { ...base.equityInfo, initialCash: 8000 },
    financing: { loans: [{ amount: 92_000, annualRatePct: 8, termMonths: 60, startMonth: 0 }] },
  };
}

describe('the lender checklist in the assessment', () => {
  it('names every failed check with its fix in the recommendations', () => {
    const input = analystInput(borrower());
    const checks = lenderChecks(input.inputs, input.projection);
    const failed = checks.filter((check) => check.passed === false);
    expect(failed.map((check) => check.code)).toContain('EQUITY_INJECTION');
    const { recommendations } = writeAnalystAssessment(input);
    for (const check of failed) expect(recommendations).toContain(lenderCheckLine(check));
    const equity = failed.find((check) => check.code === 'EQUITY_INJECTION')!;
    expect(lenderFixSentence(equity)).toBe('Borrow $20,000 less or put in $2,223 more');
    expect(recommendations).toContain('Borrow $20,000 less or put in $2,223 more.');
    // Passing checks are not listed.
    for (const check of checks.filter((c) => c.passed !== false)) {
      expect(recommendations).not.toContain(lenderCheckLine(check));
    }
  });

  it('puts the checks, with their words, in the OpenAI prompt', () => {
    const input = analystInput(borrower());
    const { system, user } = buildPrompts(input);
    expect(system).toContain('lenderChecklist');
    const data = JSON.parse(user.slice(user.indexOf('{'))) as {
      lenderChecklist: { code: string; passed: boolean | null; inWords: string; fixes: unknown[] }[];
    };
    const checks = lenderChecks(input.inputs, input.projection);
    expect(data.lenderChecklist).toEqual(
      checks.map((check) => ({ ...check, inWords: lenderCheckLine(check) })),
    );
  });

  it('leaves a plan that does not borrow as it was', () => {
    const input = analystInput(bakerySections('Ada Bakes'));
    expect(writeAnalystAssessment(input).recommendations).not.toMatch(/checklist/i);
    const { system, user } = buildPrompts(input);
    expect(system).not.toContain('lenderChecklist');
    expect(user).not.toContain('lenderChecklist');
  });
});

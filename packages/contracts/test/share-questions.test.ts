// Issue #26 item 2: the one rule of what a question may point at.
import { describe, expect, it } from 'vitest';
import {
  assumptionTarget,
  assumptionTargetOfInput,
  parseTarget,
  questionTargetError,
  statementTarget,
  targetDescription,
} from '../src/share-questions';
import { BALANCE_SHEET_LABELS, CASH_FLOW_LABELS, PROFIT_LOSS_LABELS } from '../src/statements';

const THREE = { projectionYears: 3, hasCompleteStatements: true };
const FIVE = { projectionYears: 5, hasCompleteStatements: true };
const SIMPLE = { projectionYears: 3, hasCompleteStatements: false };

describe('question targets', () => {
  it('every printed figure row of the three statements is a target; section headings are not', () => {
    for (const { key } of PROFIT_LOSS_LABELS) {
      expect(questionTargetError({ target: statementTarget('profitLoss', key) }, SIMPLE)).toBeNull();
    }
    for (const [statement, labels] of [
      ['balanceSheet', BALANCE_SHEET_LABELS],
      ['cashFlow', CASH_FLOW_LABELS],
    ] as const) {
      for (const { path, isSection } of labels) {
        const error = questionTargetError({ target: statementTarget(statement, path) }, THREE);
        expect(error, path).toEqual(isSection ? expect.objectContaining({ field: 'target' }) : null);
        // Without Complete statements the plan shows neither.
        expect(questionTargetError({ target: statementTarget(statement, path) }, SIMPLE)).toMatchObject({
          field: 'target',
        });
      }
    }
  });

  it('assumptions are the fields the model reads, without a year', () => {
    expect(questionTargetError({ target: assumptionTarget('unitPrice') }, SIMPLE)).toBeNull();
    expect(questionTargetError({ target: assumptionTarget('monthlyRent') }, SIMPLE)).toBeNull();
    expect(questionTargetError({ target: 'assumptions.businessName' }, SIMPLE)).toMatchObject({
      field: 'target',
    });
    expect(questionTargetError({ target: 'assumptions.unitPrice', year: 'year1' }, SIMPLE)).toMatchObject({
      field: 'year',
    });
    // The shared read names assumptions by the input they feed.
    expect(assumptionTargetOfInput('rent')).toBe('assumptions.monthlyRent');
    expect(assumptionTargetOfInput('unitPrice')).toBe('assumptions.unitPrice');
    expect(assumptionTargetOfInput('projectionYears')).toBeNull();
    expect(parseTarget('assumptions.unitPrice')).toEqual({
      kind: 'assumption',
      key: 'unitPrice',
      label: 'Unit price',
    });
  });

  it("a year must be within the plan's projection years", () => {
    const rent = 'profitLoss.rent';
    expect(questionTargetError({ target: rent, year: 'year3' }, THREE)).toBeNull();
    expect(questionTargetError({ target: rent, year: 'year4' }, THREE)).toMatchObject({ field: 'year' });
    expect(questionTargetError({ target: rent, year: 'year5' }, FIVE)).toBeNull();
    expect(questionTargetError({ target: rent, year: 'year6' }, FIVE)).toMatchObject({ field: 'year' });
  });

  it('unknown or malformed targets are refused, and described as they came', () => {
    for (const target of ['', 'rent', 'profitLoss.', 'profitLoss.yacht', 'metrics.breakEven', 'toString.x']) {
      expect(questionTargetError({ target }, THREE), target).toMatchObject({ field: 'target' });
    }
    expect(targetDescription('profitLoss.rent', 'year2')).toBe('Rent (Profit & Loss), Year 2');
    expect(targetDescription('balanceSheet.assets.cash')).toBe('Cash (Balance Sheet)');
    expect(targetDescription('assumptions.unitPrice')).toBe('Unit price (assumption)');
    expect(targetDescription('nowhere')).toBe('nowhere');
  });
});

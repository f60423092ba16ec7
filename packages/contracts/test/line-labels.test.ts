// A line has one name: the month-by-month tables (the engine's MONTH_ROW_LABELS) call a line what the
// yearly statements call it, so a founder reading both sees one word for one figure.
import { MONTH_ROW_LABELS } from '@trajectory/engine';
import { describe, expect, it } from 'vitest';
import { CASH_FLOW_LABELS, PROFIT_LOSS_LABELS } from '../src/statements';

describe('line labels', () => {
  it('names every monthly line that is also a statement line as the statement does', () => {
    const statementLabel = new Map<string, string>([
      ...PROFIT_LOSS_LABELS.map(({ key, label }) => [key, label] as [string, string]),
      ...CASH_FLOW_LABELS.filter(({ path }) => path.startsWith('operations.change')).map(
        ({ path, label }) => [path.replace('operations.', ''), label] as [string, string],
      ),
    ]);
    const shared = Object.entries(MONTH_ROW_LABELS).filter(([key]) => statementLabel.has(key));
    expect(shared.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'salaries',
        'staffWages',
        'payrollTaxesBenefits',
        'startupExpenses',
        'changeInReceivables',
      ]),
    );
    for (const [key, label] of shared) expect(label, key).toBe(statementLabel.get(key));
  });
});

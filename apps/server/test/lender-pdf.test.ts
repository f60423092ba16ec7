// The one PDF carries the lender's view with the balance sheet (issue #25): sources and uses whose totals
// are the engine's, and each check in the engine's words, read back from the document.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  lenderCheckLine,
  lenderChecks,
  lenderFixSentence,
  normalizeQuestionnaire,
  project,
  type ProjectionInputs,
} from '@trajectory/engine';
import { drawReportPdf, lenderViewOf } from '../src/documents/pdf/pdf-document';
import { bakerySections } from './helpers/factories';

/** The bakery with $8,000 of the owner's cash beside a $92,000 loan at the opening: an 8% share. */
function borrowerInputs(): ProjectionInputs {
  const base = bakerySections('Lender Loaves') as Record<string, Record<string, unknown>>;
  const normalized = normalizeQuestionnaire(
    {
      ...base,
      equityInfo: { ...base.equityInfo, initialCash: 8000 },
      financing: { loans: [{ amount: 92_000, annualRatePct: 8, termMonths: 60, startMonth: 0 }] },
    },
    { completed: true },
  );
  if (!normalized.ok) throw new Error('the sections must normalise');
  return normalized.inputs;
}

async function textOf(
  inputs: ProjectionInputs,
  statements: ('profit_loss' | 'balance_sheet' | 'cash_flow')[],
) {
  const pdf = await drawReportPdf({
    businessName: 'Lender Loaves',
    planName: 'Full Reports',
    preparedAt: new Date('2026-11-27T12:00:00Z'),
    statements,
    charts: [],
    inputs,
    projection: project(inputs),
  });
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the lender view in the PDF', () => {
  it('prints sources and uses with their totals and every check with its fix', async () => {
    const inputs = borrowerInputs();
    const projection = project(inputs);
    const text = await textOf(inputs, ['profit_loss', 'balance_sheet', 'cash_flow']);
    expect(text).toContain('Sources and Uses');
    expect(projection.sourcesAndUses.totalSources).toBe(100_000);
    expect(text).toContain(`Total Sources ${formatMoney(projection.sourcesAndUses.totalSources)}`);
    expect(text).toContain(`Total Uses ${formatMoney(projection.sourcesAndUses.totalUses)}`);
    for (const row of [...projection.sourcesAndUses.sources, ...projection.sourcesAndUses.uses]) {
      expect(text).toContain(`${row.name} ${formatMoney(row.amount)}`);
    }
    expect(text).toContain('Lender Checklist');
    const checks = lenderChecks(inputs, projection);
    const equity = checks.find((check) => check.code === 'EQUITY_INJECTION')!;
    expect(lenderFixSentence(equity)).toBe('Borrow $20,000 less or put in $2,223 more');
    expect(text).toContain('Borrow $20,000 less or put in $2,223 more.');
    for (const check of checks) expect(text).toContain(lenderCheckLine(check));
    expect(lenderViewOf(inputs, projection).checkLines.map((line) => line.text)).toEqual(
      checks.map(lenderCheckLine),
    );
  });

  it('leaves it out of a plan without the balance sheet', async () => {
    const text = await textOf(borrowerInputs(), ['profit_loss']);
    expect(text).not.toContain('Sources and Uses');
    expect(text).not.toContain('Lender Checklist');
  });
});

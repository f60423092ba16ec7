// Issue #24 item 4: the PDF, Excel and Word say a missing break-even, a missing funding gap and the cash flow's
// note in the engine's one wording (packages/engine/src/format.ts), never "None", "$0" or a note that denies
// the tax and depreciation the plan has. Built without an app or a database.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  cashFlowNote,
  formatBreakEven,
  FUNDING_GAP_NUMBER_FORMAT,
  NO_FUNDING_GAP,
  normalizeQuestionnaire,
  project,
  projectScenarios,
  type ProjectionInputs,
} from '@trajectory/engine';
import { bakeryWithLenderAnswers } from '@trajectory/engine/fixtures';
import { drawReportPdf } from '../src/documents/pdf/pdf-document';
import { buildFinancialWorkbook } from '../src/documents/excel/excel-model';
import { SHEET } from '../src/documents/excel/excel-layout';
import { bakerySections } from './helpers/factories';

function inputsOf(sections: unknown, years: 3 | 5 = 3): ProjectionInputs {
  const normalized = normalizeQuestionnaire(sections, { completed: true });
  if (!normalized.ok) throw new Error(JSON.stringify(normalized.errors));
  return { ...normalized.inputs, projectionYears: years };
}

/** A bakery that never covers its costs: no break-even, a funding gap. */
const losingSections = () => ({
  ...bakerySections('Ada Loses', 'Sourdough bakery'),
  expenseInfo: { ownerSalary: 9000, monthlyAdvertising: 500, monthlyRent: 4000, monthlyUtilities: 300 },
});

async function pdfText(inputs: ProjectionInputs): Promise<string> {
  const pdf = await drawReportPdf({
    businessName: 'Ada',
    planName: 'Full Reports',
    preparedAt: new Date('2026-11-27T09:00:00Z'),
    statements: ['profit_loss', 'balance_sheet', 'cash_flow'],
    charts: [],
    inputs,
    projection: project(inputs),
  });
  const document = await getDocumentProxy(new Uint8Array(pdf));
  // PDF text comes back line by line: join the lines so a wrapped sentence reads whole.
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('the PDF says what the plan includes and names a missing figure in words', () => {
  it('a plan without tax or depreciation: "not considered", and the scenarios write no "None" or "$0"', async () => {
    const inputs = inputsOf(bakerySections('Ada', 'Sourdough bakery'));
    const text = await pdfText(inputs);
    expect(text).toContain(cashFlowNote(inputs));
    expect(text).toContain('Taxes, depreciation and amortization are not considered');
    const scenarios = projectScenarios(inputs);
    expect(Object.values(scenarios).some((s) => s.fundingGap === 0)).toBe(true);
    expect(text).toContain(NO_FUNDING_GAP);
    expect(text).not.toMatch(/Funding Gap( \$0)+/);
    expect(text).not.toMatch(/Break-even( None)+/);
  });

  it('a taxed, depreciating plan: the note says so and never that taxes are not considered', async () => {
    const inputs = inputsOf(bakeryWithLenderAnswers('Ada Lends', 'Sourdough bakery'));
    expect(inputs.incomeTaxRatePct).toBeGreaterThan(0);
    expect(inputs.usefulLifeYears).not.toBeNull();
    const text = await pdfText(inputs);
    expect(text).toContain(cashFlowNote(inputs));
    expect(text).toContain('income tax at 21%');
    expect(text).not.toContain('Taxes, depreciation and amortization are not considered');
  });

  it('no break-even: "Not within N years" with the plan\'s years, in the key numbers and the scenarios', async () => {
    for (const years of [3, 5] as const) {
      const inputs = inputsOf(losingSections(), years);
      expect(project(inputs).metrics.breakEvenMonth).toBeNull();
      const text = await pdfText(inputs);
      expect(text).toContain(`Break-even: ${formatBreakEven(null, years)}`);
      expect(text).toContain(`Not within ${years} years`);
      expect(text).not.toMatch(/not within the (three|five) years/i);
    }
  });
});

describe('the Excel scenarios sheet', () => {
  it('writes break-even in the one wording and a zero funding gap as words, still a number', () => {
    const inputs = inputsOf(losingSections());
    const projection = project(inputs);
    const workbook = buildFinancialWorkbook({ title: 'Ada', inputs, projection, charts: [] });
    const sheet = workbook.getWorksheet(SHEET.scenarios)!;
    const rows: Record<string, unknown[]> = {};
    sheet.eachRow((row) => {
      const label = row.getCell(1).value;
      if (typeof label === 'string') rows[label] = [2, 3, 4].map((c) => row.getCell(c));
    });
    const breakEven = (rows['Break-even month'] ?? []).map((c) => (c as { value: unknown }).value);
    expect(breakEven).toContain('Not within 3 years');
    for (const cell of (rows['Funding gap'] ?? []) as Array<{ value: unknown; numFmt: string }>) {
      expect(typeof cell.value).toBe('number');
      expect(cell.numFmt).toBe(FUNDING_GAP_NUMBER_FORMAT);
    }
  });
});

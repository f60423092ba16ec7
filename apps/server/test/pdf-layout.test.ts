// The PDF's table layout: a long statement flows over pages, each row whole on one page under repeated heads.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@trajectory/engine';
import {
  createDocument,
  drawStatementTable,
  stampPages,
  type TableRow,
} from '../src/modules/reports/pdf-layout';

async function drawRows(rows: TableRow[]): Promise<string[]> {
  const { doc, bytes } = createDocument({ Title: 'Layout test' });
  doc.text('Above the table');
  drawStatementTable(doc, rows);
  stampPages(doc, { business: 'Layout Co', date: 'Nov 23, 2026' });
  doc.end();
  const pdf = await getDocumentProxy(new Uint8Array(await bytes));
  return (await extractText(pdf, { mergePages: false })).text;
}

describe('drawStatementTable', () => {
  it('never splits a row: every row is on one page with its three years, each page repeats the heads', async () => {
    const rows: TableRow[] = Array.from({ length: 120 }, (_, i) => ({
      label: `Line ${i + 1}`,
      values: { year1: 1000 * (i + 1) + 1, year2: -(1000 * (i + 1) + 2), year3: 1000 * (i + 1) + 3 },
    }));
    const pages = await drawRows(rows);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const { year1, year2, year3 } = row.values!;
      const holding = pages.filter((page) => new RegExp(`\\b${row.label}\\b`).test(page));
      expect(holding, row.label).toHaveLength(1);
      for (const value of [year1, year2, year3]) expect(holding[0]).toContain(formatMoney(value));
    }
    pages.forEach((page, i) => {
      expect(page).toContain('Year 1');
      expect(page).toContain('Layout Co');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });
});

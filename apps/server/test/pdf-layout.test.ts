// The PDF's table layout: a long statement flows over pages, each row whole on one page under repeated heads.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@trajectory/engine';
import {
  createDocument,
  drawStatementTable,
  isLandscapeFor,
  stampPages,
  type TableRow,
} from '../src/documents/pdf/pdf-layout';

async function drawRows(rows: TableRow[], years: 3 | 5 = 3): Promise<string[]> {
  const { doc, bytes } = createDocument({ Title: 'Layout test' }, { landscape: isLandscapeFor(years) });
  doc.text('Above the table');
  drawStatementTable(doc, rows, years);
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

  it('five years: landscape, every row on one page with its five years, heads Year 1 to Year 5', async () => {
    const big = 1_234_567_890;
    const rows: TableRow[] = Array.from({ length: 60 }, (_, i) => ({
      label: i === 0 ? 'Less Accumulated Depreciation' : `Line ${i + 1}`,
      values: {
        year1: big + i,
        year2: -(big + i),
        year3: 1000 * i + 3,
        year4: -(1000 * i + 4),
        year5: 1000 * i + 5,
      },
    }));
    const pages = await drawRows(rows, 5);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      const holding = pages.filter((page) => new RegExp(`\\b${row.label}\\b`).test(page));
      expect(holding, row.label).toHaveLength(1);
      for (const value of Object.values(row.values!)) expect(holding[0]).toContain(formatMoney(value));
    }
    pages.forEach((page) => {
      for (const head of ['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5']) expect(page).toContain(head);
    });
    // The widest figure fits its column: no cell is cut or wrapped onto a second line.
    expect(pages[0]).toContain(`($${big.toLocaleString('en-US')})`);
  });
});

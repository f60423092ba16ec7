// The PDF's page furniture and building blocks: running header and page numbers, headings kept with what
// follows, and tables (a statement's year columns, or any heads) whose rows never split across pages. Pure
// drawing; runs in a render worker.
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { yearKeysOf, yearLabelsOf } from '@trajectory/charts';
import { formatMoney, type ProjectionYears, type YearValues } from '@trajectory/engine';

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
export const FONT = path.join(fontDir, 'DejaVuSans.ttf');
export const FONT_BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

export const INK = '#0f172a';
export const MUTED = '#475569';
export const RULE = '#cbd5e1';
export const LOSS = '#be123c';
export const BRAND = '#4338ca';
export const WARN = '#b45309';

/** Content starts below the running header and stops above the page number. */
const MARGINS = { top: 76, bottom: 64, left: 54, right: 54 };
const ROW_HEIGHT = 16;
/** A figure column's widest; narrower only when the label column would drop below LABEL_MIN_WIDTH. */
const COLUMN_MAX_WIDTH = 95;
const LABEL_MIN_WIDTH = 200;

/**
 * One table row: a statement's `values` by year, or ready-made `cells` (one per column). A cell written
 * in brackets, an accounting negative, is set in rose.
 */
export type TableRow = {
  label: string;
  values?: YearValues;
  cells?: readonly string[];
  isTotal?: boolean;
  isSection?: boolean;
  /** A part of the line above (one stream's revenue or cost), indented under it in muted type. */
  isSub?: boolean;
};

/**
 * A Letter document whose pages stay open until `stampPages`, and its bytes once it ends. Landscape for a
 * five-year projection, so five year columns keep the statements' type size (docs/decisions.md).
 */
export function createDocument(
  info: { Title: string },
  { landscape = false }: { landscape?: boolean } = {},
): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: landscape ? 'landscape' : 'portrait',
    margins: MARGINS,
    bufferPages: true,
    info: { ...info, Author: 'Trajectory' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

export const contentWidth = (doc: PDFKit.PDFDocument): number =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

const bottomOf = (doc: PDFKit.PDFDocument): number => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more points fit on this one. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
  doc.x = doc.page.margins.left;
}

/** A section heading, kept on the page with at least `keepWith` points of what follows it. */
export function heading(doc: PDFKit.PDFDocument, text: string, keepWith = 3 * ROW_HEIGHT): void {
  ensureSpace(doc, 24 + keepWith);
  doc.font(FONT_BOLD).fontSize(13).fillColor(INK).text(text, doc.page.margins.left, doc.y);
  doc.moveDown(0.4);
}

/** Body text, set in full on one page when it fits on a page at all. */
export function paragraph(
  doc: PDFKit.PDFDocument,
  text: string,
  { size = 9.5, color = INK, bold = false } = {},
): void {
  doc.font(bold ? FONT_BOLD : FONT).fontSize(size);
  ensureSpace(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 2);
  doc.fillColor(color).text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.25);
}

/** Landscape for five years: the one rule for the report's page layout. */
export const isLandscapeFor = (years: ProjectionYears): boolean => years === 5;

function columnWidthOf(doc: PDFKit.PDFDocument, columns: number): number {
  return Math.min(COLUMN_MAX_WIDTH, (contentWidth(doc) - LABEL_MIN_WIDTH) / Math.max(columns, 1));
}

function drawColumnHeads(doc: PDFKit.PDFDocument, heads: readonly string[], labelWidth: number): void {
  const left = doc.page.margins.left;
  const columnWidth = columnWidthOf(doc, heads.length);
  const y = doc.y;
  doc.font(FONT_BOLD).fontSize(9).fillColor(MUTED);
  heads.forEach((head, i) =>
    doc.text(head, left + labelWidth + columnWidth * i, y, {
      width: columnWidth,
      align: 'right',
      lineBreak: false,
    }),
  );
  rule(doc, y + ROW_HEIGHT - 3, 0.8);
  doc.y = y + ROW_HEIGHT;
}

function rule(doc: PDFKit.PDFDocument, y: number, width: number): void {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc), y)
    .strokeColor(RULE)
    .lineWidth(width)
    .stroke();
}

/** The height a statement table takes: column heads, its rows and the space after it. */
export function tableHeight(rowCount: number): number {
  return (rowCount + 1) * ROW_HEIGHT + 8;
}

/** The most a heading can ask to keep with it: a page's content height, less the heading itself. */
export function pageRoom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.top - doc.page.margins.bottom - 40;
}

/**
 * A table: one line per row, figures right-aligned under `heads`, accounting negatives in rose, totals
 * bold with a rule above. A row that would cross the page bottom moves to the next page, which repeats
 * the column heads; a section heading moves with its first row.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  heads: readonly string[],
  rows: readonly TableRow[],
): void {
  const left = doc.page.margins.left;
  const columnWidth = columnWidthOf(doc, heads.length);
  const labelWidth = contentWidth(doc) - columnWidth * heads.length;
  ensureSpace(doc, ROW_HEIGHT * 3);
  drawColumnHeads(doc, heads, labelWidth);
  for (const row of rows) {
    const needed = row.isSection ? ROW_HEIGHT * 2 : ROW_HEIGHT;
    if (doc.y + needed > bottomOf(doc)) {
      doc.addPage();
      drawColumnHeads(doc, heads, labelWidth);
    }
    const y = doc.y;
    if (row.isTotal) rule(doc, y - 2, 0.5);
    const indent = row.isSection || row.isTotal ? 0 : row.isSub ? 20 : 8;
    doc
      .font(row.isTotal || row.isSection ? FONT_BOLD : FONT)
      .fontSize(9.5)
      .fillColor(row.isSection || row.isSub ? MUTED : INK)
      .text(row.label, left + indent, y, { width: labelWidth - indent, height: ROW_HEIGHT, ellipsis: true });
    (row.cells ?? []).forEach((cell, i) => {
      doc.fillColor(cell.startsWith('(') ? LOSS : INK).text(cell, left + labelWidth + columnWidth * i, y, {
        width: columnWidth,
        align: 'right',
        lineBreak: false,
      });
    });
    doc.y = y + ROW_HEIGHT;
  }
  doc.x = left;
  doc.y += 8;
}

/** A statement over `years` years (3 or 5): whole dollars under "Year 1" … "Year N". */
export function drawStatementTable(
  doc: PDFKit.PDFDocument,
  rows: readonly TableRow[],
  years: ProjectionYears = 3,
): void {
  const keys = yearKeysOf({ projectionYears: years });
  drawTable(
    doc,
    yearLabelsOf({ projectionYears: years }),
    rows.map((row) =>
      row.values ? { ...row, cells: keys.map((key) => formatMoney(row.values?.[key] ?? 0)) } : row,
    ),
  );
}

/**
 * Heads every page with the business and the date and numbers it "Page n of N" (drawn once all pages
 * exist). The margins are lifted while drawing so the furniture never pushes a new page.
 */
export function stampPages(doc: PDFKit.PDFDocument, { business, date }: { business: string; date: string }) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { margins } = doc.page;
    const saved = { ...margins };
    doc.page.margins = { top: 0, bottom: 0, left: saved.left, right: saved.right };
    const width = doc.page.width - saved.left - saved.right;
    doc.font(FONT_BOLD).fontSize(8.5).fillColor(INK);
    doc.text(business, saved.left, 30, { width: width - 110, height: 12, ellipsis: true, lineBreak: false });
    doc
      .font(FONT)
      .fillColor(MUTED)
      .text(date, saved.left + width - 110, 30, { width: 110, align: 'right', lineBreak: false });
    doc
      .moveTo(saved.left, 46)
      .lineTo(saved.left + width, 46)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`Page ${index - start + 1} of ${count}`, saved.left, doc.page.height - 40, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins = saved;
  }
}

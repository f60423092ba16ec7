// Draws the PDF of one report from plain data (no database): runs in a render worker thread.
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { normalizeQuestionnaire, type Projection, type YearValues } from '@trajectory/engine';
import {
  BALANCE_SHEET_LABELS,
  CASH_FLOW_LABELS,
  isLineShown,
  PROFIT_LOSS_LABELS,
} from '@trajectory/contracts/statements';
import { REPORT_TYPE_LABEL } from '@trajectory/contracts/visitor';
import type { QuestionnaireSections } from '../../db/schema/index';
import { renderChartPng, type ChartName } from '../charts/render';
import type { ReportType } from './repo';

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const FONT = path.join(fontDir, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const LOSS = '#be123c';
const BRAND = '#4338ca';

const CHARTS: Record<ReportType, ChartName[]> = {
  profit_loss: ['expenses', 'trend'],
  balance_sheet: ['cash-balance'],
  cash_flow: ['cash-balance', 'net-profit-1st-year'],
};

/** Whole dollars with separators, accounting negatives: ($12,345). */
function money(x: number): string {
  const s = `$${Math.abs(x).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
  return x < 0 ? `(${s})` : s;
}

type Row = { label: string; values?: YearValues; isTotal?: boolean; isSection?: boolean };

function rowsOf(type: ReportType, projection: Projection): Row[] {
  const pick = (root: unknown, p: string) =>
    p.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], root) as YearValues;
  if (type === 'profit_loss') {
    return PROFIT_LOSS_LABELS.filter((r) => isLineShown(r, r.key, projection.profitLoss)).map((r) => ({
      label: r.label,
      values: projection.profitLoss[r.key],
      isTotal: r.isTotal,
    }));
  }
  const [labels, root] =
    type === 'balance_sheet'
      ? [BALANCE_SHEET_LABELS, projection.balanceSheet]
      : [CASH_FLOW_LABELS, projection.cashFlow];
  const shown = labels.filter((r) => r.isSection || isLineShown(r, r.path, root));
  return shown.map((r) => ({
    label: r.label,
    isTotal: r.isTotal,
    isSection: r.isSection,
    values: r.isSection ? undefined : pick(root, r.path),
  }));
}

function drawTable(doc: PDFKit.PDFDocument, rows: Row[]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const col = 95;
  const labelWidth = width - col * 3;
  let y = doc.y;
  doc.font(FONT_BOLD).fontSize(9).fillColor(MUTED);
  ['Year 1', 'Year 2', 'Year 3'].forEach((h, i) =>
    doc.text(h, left + labelWidth + col * i, y, { width: col, align: 'right' }),
  );
  y += 16;
  doc
    .moveTo(left, y - 3)
    .lineTo(left + width, y - 3)
    .strokeColor(RULE)
    .lineWidth(0.8)
    .stroke();
  for (const row of rows) {
    if (row.isTotal) {
      doc
        .moveTo(left, y - 2)
        .lineTo(left + width, y - 2)
        .strokeColor(RULE)
        .lineWidth(0.5)
        .stroke();
    }
    doc
      .font(row.isTotal || row.isSection ? FONT_BOLD : FONT)
      .fontSize(9.5)
      .fillColor(INK);
    doc.text(row.label, left + (row.isSection || row.isTotal ? 0 : 8), y, { width: labelWidth - 8 });
    if (row.values) {
      [row.values.year1, row.values.year2, row.values.year3].forEach((v, i) => {
        doc
          .fillColor(v < 0 ? LOSS : INK)
          .text(money(v), left + labelWidth + col * i, y, { width: col, align: 'right' });
      });
    }
    y += 16;
  }
  doc.x = left;
  doc.y = y + 6;
}

function assumptionLines(sections: QuestionnaireSections): string[] {
  const normalized = normalizeQuestionnaire(sections, { completed: false });
  if (!normalized.ok) return [];
  const i = normalized.inputs;
  return [
    `Unit price: ${money(i.unitPrice)} · Unit cost: ${money(i.costPerItem)} · Units in the first selling month: ${i.firstMonthSales.toLocaleString('en-US')}`,
    `First sale: Month ${i.startMonth + 1} · Annual growth: ${Math.round(i.growthRate * 1000) / 10}%`,
    `Monthly salaries ${money(i.salaries)}, advertising ${money(i.advertising)}, rent ${money(i.rent)}, utilities ${money(i.utilities)}, other ${money(i.otherExpenses)}`,
    `Startup cost: ${money(i.startupCost)} · Initial cash: ${money(i.initialCash)}`,
    'Operating expenses grow 5% a year and salaries 3%; revenue is unit price times monthly units with compounding growth; cost of goods is cost per item times units; no depreciation, amortization or taxes.',
  ];
}

export type ReportPdfInput = {
  reportType: ReportType;
  yearRange: string;
  title: string;
  prospectName: string;
  sections: QuestionnaireSections;
  projection: Projection;
  preparedAt: Date;
};

export async function drawReportPdf({
  reportType,
  yearRange,
  title,
  prospectName,
  sections,
  projection,
  preparedAt,
}: ReportPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `${title} — ${REPORT_TYPE_LABEL[reportType]}`, Author: 'Trajectory' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(FONT_BOLD).fontSize(10).fillColor(BRAND).text('Trajectory');
  doc.moveDown(0.6);
  doc.font(FONT_BOLD).fontSize(20).fillColor(INK).text(title);
  doc
    .font(FONT)
    .fontSize(12)
    .fillColor(MUTED)
    .text(`${REPORT_TYPE_LABEL[reportType]} · 3-Year Projection (${yearRange})`);
  doc
    .fontSize(9)
    .text(
      `Prepared ${preparedAt.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' })} for ${prospectName}`,
    );
  doc.moveDown(1.2);
  drawTable(doc, rowsOf(reportType, projection));

  const m = projection.metrics;
  doc.font(FONT_BOLD).fontSize(11).fillColor(INK).text('Key figures');
  doc.font(FONT).fontSize(9.5).fillColor(INK);
  doc.text(
    `Break-even: ${m.breakEvenMonth === null ? 'not within the three years' : `Month ${m.breakEvenMonth + 1}`}`,
  );
  doc.text(
    m.fundingGap > 0
      ? `Funding gap: ${money(m.fundingGap)} — the extra cash needed so the bank balance never goes below zero.`
      : 'Funding gap: none — the bank balance stays at or above zero.',
  );
  for (const w of projection.warnings) doc.fillColor('#b45309').text(`• ${w.message}`);
  doc.moveDown(1);

  for (const name of CHARTS[reportType]) {
    const png = renderChartPng(name, projection, { businessName: title });
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const height = width / 2;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.image(png, doc.page.margins.left, doc.y, { width, height });
    doc.y += height + 12;
  }

  if (doc.y > doc.page.height - 220) doc.addPage();
  doc.font(FONT_BOLD).fontSize(11).fillColor(INK).text('Assumptions', doc.page.margins.left);
  doc.font(FONT).fontSize(9).fillColor(INK);
  for (const line of assumptionLines(sections)) doc.text(line);
  doc.moveDown(1);
  doc.font(FONT_BOLD).fontSize(9).fillColor(MUTED).text('Disclaimer');
  doc
    .font(FONT)
    .fontSize(8.5)
    .text(
      'These figures are estimates meant to guide discussion, not a guarantee of results. Consult a licensed financial advisor for advice about your situation. Startup costs are not part of the income statement, and most businesses take 1-3 years to become consistently profitable.',
    );
  doc.end();
  return done;
}

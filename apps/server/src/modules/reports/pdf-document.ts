// Draws the one PDF of a questionnaire from plain data (no database): cover with key numbers, the statements
// the plan holds, its charts, the assumptions with the answers to the cent, the warnings, the disclaimer.
// Runs in a render worker thread.
import {
  formatMoney,
  formatMoneyInProse,
  formatPercent,
  formatPrice,
  normalizeQuestionnaire,
  type Projection,
  type YearValues,
} from '@trajectory/engine';
import {
  BALANCE_SHEET_LABELS,
  CASH_FLOW_LABELS,
  isLineShown,
  PROFIT_LOSS_LABELS,
  type StatementLabel,
} from '@trajectory/contracts/statements';
import type { QuestionnaireSections } from '../../db/schema/index';
import { renderChartPng, type ChartName } from '../charts/service';
import {
  BRAND,
  FONT,
  FONT_BOLD,
  INK,
  MUTED,
  WARN,
  contentWidth,
  createDocument,
  drawStatementTable,
  ensureSpace,
  heading,
  pageRoom,
  paragraph,
  stampPages,
  tableHeight,
  type TableRow,
} from './pdf-layout';
import type { ReportType } from './repo';

export type ReportPdfInput = {
  businessName: string;
  planName: string;
  preparedAt: Date;
  /** The statements the plan holds now, in print order. */
  statements: readonly ReportType[];
  /** The charts the plan holds, in print order. */
  charts: readonly ChartName[];
  sections: QuestionnaireSections;
  projection: Projection;
};

const STATEMENT_TITLE: Record<ReportType, string> = {
  profit_loss: 'Profit & Loss Statement',
  balance_sheet: 'Balance Sheet',
  cash_flow: 'Cash Flow Statement',
};

export const CALCULATION_RULES =
  'Operating expenses grow 5% a year and salaries 3%; revenue is unit price times monthly units with compounding growth; cost of goods is cost per item times units; no depreciation, amortization or taxes.';

export const DISCLAIMER =
  'These figures are estimates meant to guide discussion, not a guarantee of results. Consult a licensed financial advisor for advice about your situation. Startup costs are not part of the income statement, and most businesses take 1-3 years to become consistently profitable.';

/** 'MMM dd, yyyy', as every page of the product writes dates. */
export function formatReportDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function yearValuesAt(root: unknown, dottedPath: string): YearValues | undefined {
  const node = dottedPath
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], root);
  return node && typeof node === 'object' && 'year1' in node ? (node as YearValues) : undefined;
}

function nestedRows(root: unknown, labels: readonly StatementLabel[]): TableRow[] {
  return labels.flatMap((entry): TableRow[] => {
    if (entry.isSection) return [{ label: entry.label, isSection: true }];
    const values = yearValuesAt(root, entry.path);
    return values && isLineShown(entry, entry.path, root)
      ? [{ label: entry.label, values, isTotal: entry.isTotal }]
      : [];
  });
}

/** A statement's rows as the web prints them: the contracts' one rule leaves out zero-only hidden lines. */
export function statementRows(type: ReportType, projection: Projection): TableRow[] {
  if (type === 'profit_loss') {
    return PROFIT_LOSS_LABELS.filter((r) => isLineShown(r, r.key, projection.profitLoss)).map((r) => ({
      label: r.label,
      values: projection.profitLoss[r.key],
      isTotal: r.isTotal,
    }));
  }
  return type === 'balance_sheet'
    ? nestedRows(projection.balanceSheet, BALANCE_SHEET_LABELS)
    : nestedRows(projection.cashFlow, CASH_FLOW_LABELS);
}

/** The answers the projection was made from, dollars to the cent: "Unit price: $5.50 · Unit cost: $1.60". */
export function answerLines(sections: QuestionnaireSections): string[] {
  const normalized = normalizeQuestionnaire(sections, { completed: false });
  if (!normalized.ok) return [];
  const i = normalized.inputs;
  return [
    `Unit price: ${formatPrice(i.unitPrice)} · Unit cost: ${formatPrice(i.costPerItem)} · Units in the first selling month: ${i.firstMonthSales.toLocaleString('en-US')}`,
    `First sale: Month ${i.startMonth + 1} · Annual growth: ${formatPercent(i.growthRate * 100)}`,
    `Monthly salaries: ${formatPrice(i.salaries)} · Advertising: ${formatPrice(i.advertising)} · Rent: ${formatPrice(i.rent)} · Utilities: ${formatPrice(i.utilities)} · Other expenses: ${formatPrice(i.otherExpenses)}`,
    `Startup cost: ${formatPrice(i.startupCost)} · Initial cash: ${formatPrice(i.initialCash)}`,
  ];
}

function drawCover(doc: PDFKit.PDFDocument, input: ReportPdfInput, date: string): void {
  doc.moveDown(4);
  doc.font(FONT_BOLD).fontSize(11).fillColor(BRAND).text('Trajectory');
  doc.moveDown(0.8);
  doc
    .font(FONT_BOLD)
    .fontSize(26)
    .fillColor(INK)
    .text(input.businessName, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  doc.font(FONT).fontSize(13).fillColor(MUTED).text('Financial report · 3-year projection');
  doc.moveDown(1.2);
  doc.fontSize(10.5).fillColor(INK);
  doc.text(`Prepared ${date}`);
  doc.text(`Plan: ${input.planName}`);
  doc.text(`Statements: ${input.statements.map((type) => STATEMENT_TITLE[type]).join(', ')}`);
  doc.moveDown(2);
}

function drawKeyNumbers(doc: PDFKit.PDFDocument, { projection, statements }: ReportPdfInput): void {
  const m = projection.metrics;
  heading(doc, 'Key numbers');
  const margin = m.grossMarginPct.year1;
  const lowWhen = m.lowestCashMonth === null ? 'at opening' : `in Month ${m.lowestCashMonth + 1}`;
  paragraph(
    doc,
    `Break-even: ${m.breakEvenMonth === null ? 'not within the three years' : `Month ${m.breakEvenMonth + 1}`}`,
  );
  paragraph(
    doc,
    m.fundingGap > 0
      ? `Funding gap: ${formatMoney(m.fundingGap)}. The bank balance would dip to ${formatMoneyInProse(m.lowestCash, 'below zero')} ${lowWhen}; plan for about this much more cash.`
      : `Funding gap: none. Cash is lowest ${lowWhen}, at ${formatMoneyInProse(m.lowestCash, 'below zero')}, and the starting cash covers it.`,
  );
  paragraph(doc, `Gross margin (Year 1): ${margin === null ? 'no sales in Year 1' : formatPercent(margin)}`);
  doc.moveDown(0.4);
  const rows: TableRow[] = [
    { label: 'Total Revenue', values: projection.profitLoss.totalRevenue },
    { label: 'Net Profit', values: projection.profitLoss.netProfit, isTotal: true },
  ];
  if (statements.includes('cash_flow')) {
    rows.push({ label: 'Cash at End of Year', values: projection.cashFlow.cashEndOfYear, isTotal: true });
  }
  drawStatementTable(doc, rows);
}

function drawCharts(doc: PDFKit.PDFDocument, charts: readonly ChartName[], projection: Projection): void {
  if (charts.length === 0) return;
  const width = contentWidth(doc);
  const height = width / 2;
  heading(doc, 'Charts', height + 12);
  for (const name of charts) {
    ensureSpace(doc, height + 12);
    const png = renderChartPng(name, projection, { width: 800, height: 400 });
    doc.image(png, doc.page.margins.left, doc.y, { width, height });
    doc.y += height + 12;
  }
}

export async function drawReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { businessName, projection } = input;
  const date = formatReportDate(input.preparedAt);
  const { doc, bytes } = createDocument({ Title: `${businessName}: financial report` });

  drawCover(doc, input, date);
  drawKeyNumbers(doc, input);

  doc.addPage();
  for (const type of input.statements) {
    const rows = statementRows(type, projection);
    // A statement starts on a fresh page rather than break, when it fits on one.
    heading(doc, STATEMENT_TITLE[type], Math.min(tableHeight(rows.length), pageRoom(doc)));
    drawStatementTable(doc, rows);
    doc.moveDown(0.8);
  }

  drawCharts(doc, input.charts, projection);

  ensureSpace(doc, 160);
  heading(doc, 'Assumptions');
  for (const line of answerLines(input.sections)) paragraph(doc, line);
  paragraph(doc, CALCULATION_RULES, { size: 9, color: MUTED });
  doc.moveDown(0.6);

  heading(doc, 'Warnings', 2 * 16);
  if (projection.warnings.length === 0)
    paragraph(doc, 'None: the answers raise no warning.', { color: MUTED });
  for (const warning of projection.warnings) {
    // A word joiner keeps a minus sign on the line of its amount.
    paragraph(doc, `• ${warning.message.replaceAll('\u2212$', '\u2212\u2060$')}`, { color: WARN });
  }
  doc.moveDown(0.6);

  doc.font(FONT).fontSize(8.5);
  ensureSpace(doc, 30 + doc.heightOfString(DISCLAIMER, { width: contentWidth(doc) }));
  paragraph(doc, 'Disclaimer', { size: 9, color: MUTED, bold: true });
  paragraph(doc, DISCLAIMER, { size: 8.5, color: MUTED });

  stampPages(doc, { business: businessName, date });
  doc.end();
  return bytes;
}

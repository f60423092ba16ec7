// Draws the one PDF of a questionnaire from plain data (no database): cover with key numbers, the statements
// the plan holds, debt service when it borrows, the default scenarios, its charts, the assumptions with the
// answers to the cent, the warnings, the disclaimer. Three or five years (landscape for five).
// Runs in a render worker thread.
import { yearKeysOf, yearLabelsOf, type ChartName } from '@trajectory/charts';
import {
  CALENDAR_MONTHS,
  cashAvailableForDebtService,
  DEFAULT_SCENARIOS,
  DSCR_MINIMUM,
  SEASONALITY_PRESETS,
  cashFlowNote,
  fieldOfInput,
  formatBreakEven,
  breakEvenSentence,
  formatFundingGap,
  formatMoney,
  formatMoneyInProse,
  formatMonth,
  MONTH_ROW_LABELS,
  monthRowsOf,
  type MonthFigureKey,
  formatPercent,
  formatPrice,
  formatRatio,
  lenderCheckLine,
  lenderChecks,
  NO_FUNDING_GAP,
  yearRangeLabel,
  projectScenarios,
  type Projection,
  type ProjectionInputs,
  type ScenarioAdjustment,
  type ScenarioName,
  type YearValues,
} from '@trajectory/engine';
import {
  BALANCE_SHEET_LABELS,
  CASH_FLOW_LABELS,
  isLineShown,
  profitLossLines,
  type StatementLabel,
} from '@trajectory/contracts/statements';
import type { TReport } from '@trajectory/contracts/visitor';
import { renderChartPng } from '../charts/render';
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
  drawTable,
  ensureSpace,
  heading,
  isLandscapeFor,
  pageRoom,
  paragraph,
  stampPages,
  tableHeight,
  type TableRow,
} from './pdf-layout';

/** A statement the report prints: profit_loss, balance_sheet or cash_flow. */
type ReportType = TReport['reportType'];

export type ReportPdfInput = {
  businessName: string;
  planName: string;
  preparedAt: Date;
  /** The statements the plan holds now, in print order. */
  statements: readonly ReportType[];
  /** The charts the plan holds, in print order. */
  charts: readonly ChartName[];
  /** The answers as the engine read them (normalised once, by the caller's projection). */
  inputs: ProjectionInputs;
  /** The one projection of `inputs` over the plan's years. */
  projection: Projection;
  /** A share link's label, when the PDF is downloaded through one: "Shared with First Bank" on the cover. */
  sharedWith?: string;
  /** With `sharedWith`: the version the link shows ("Version 2, saved Mar 03, 2026"), under it. */
  sharedVersion?: string;
};

const STATEMENT_TITLE: Record<ReportType, string> = {
  profit_loss: 'Profit & Loss Statement',
  balance_sheet: 'Balance Sheet',
  cash_flow: 'Cash Flow Statement',
};

export const CALCULATION_RULES =
  'Operating expenses grow 5% a year and salaries 3%; revenue is unit price times monthly units with compounding growth; cost of goods is cost per item times units; no depreciation, amortization or taxes.';

/** How the figures were computed: CALCULATION_RULES, or with the extended model's answers what they add. */
export function calculationRules(inputs: ProjectionInputs | undefined): string {
  const life = inputs?.usefulLifeYears ?? null;
  const tax = inputs?.incomeTaxRatePct ?? 0;
  const hasLoans = (inputs?.loans ?? []).length > 0;
  if (life === null && tax === 0 && !hasLoans && !inputs?.seasonalityWeights && !inputs?.ownerDrawMonthly)
    return CALCULATION_RULES;
  const rules = [
    'Operating expenses grow 5% a year and salaries 3%',
    `revenue is unit price times monthly units with compounding growth${inputs?.seasonalityWeights ? ', shaped by the seasonality weights' : ''}`,
    'cost of goods is cost per item times units',
    life === null
      ? 'the startup purchases are not depreciated'
      : `the startup purchases are depreciated straight-line over ${life} years`,
    ...(hasLoans
      ? [
          'loans are repaid in equal monthly payments from the month after they arrive, interest on the balance',
        ]
      : []),
    tax === 0
      ? 'no income tax'
      : `income tax is ${formatPercent(tax)} of each year's profit before tax after losses carried forward, paid in the year's last month`,
    ...(inputs?.ownerDrawMonthly ? ["the owner's draw is paid from cash and is not an expense"] : []),
  ];
  return `${rules.join('; ')}.`;
}

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
    // With more than one stream, each is listed by name under the revenue and cost lines (issue #25).
    return profitLossLines(projection.profitLoss, projection.revenueStreams).map((r) => ({
      label: r.label,
      values: r.values,
      isTotal: r.isTotal,
      ...(r.isStream ? { isSub: true } : {}),
    }));
  }
  return type === 'balance_sheet'
    ? nestedRows(projection.balanceSheet, BALANCE_SHEET_LABELS)
    : nestedRows(projection.cashFlow, CASH_FLOW_LABELS);
}

const monthName = (month: number) => `Month ${month + 1}`;

/** The seasonality the twelve weights describe, with the opening month they start from. */
function seasonalityLine(weights: readonly number[], firstCalendarMonth = 1): string {
  const preset = (
    [
      ['Summer peak', SEASONALITY_PRESETS.summerPeak],
      ['Holiday peak', SEASONALITY_PRESETS.holidayPeak],
    ] as const
  ).find(([, values]) => values.every((w, i) => w === weights[i]));
  const named = preset ? preset[0] : `Weights ${weights.join(', ')} (January to December)`;
  return `Seasonality: ${named} · Opening month: ${CALENDAR_MONTHS[firstCalendarMonth - 1] ?? 'January'}`;
}

/** The lender step's answers (issue #15), one line each, dollars to the cent. */
function lenderAnswerLines(i: ProjectionInputs): string[] {
  const lines = (i.loans ?? []).map(
    (loan, k) =>
      `Loan ${k + 1}: ${formatPrice(loan.amount)} at ${formatPercent(loan.annualRatePct)} a year over ${loan.termMonths} months, received ${loan.startMonth === 0 ? 'at opening' : `in ${monthName(loan.startMonth)}`}`,
  );
  const taxAndLife = [
    ...(i.incomeTaxRatePct ? [`Income tax rate: ${formatPercent(i.incomeTaxRatePct)}`] : []),
    ...(i.usefulLifeYears ? [`Useful life of the startup purchases: ${i.usefulLifeYears} years`] : []),
  ];
  if (taxAndLife.length > 0) lines.push(taxAndLife.join(' · '));
  if (i.ownerDrawMonthly) {
    lines.push(
      `Owner's draw: ${formatPrice(i.ownerDrawMonthly)} a month from ${monthName(i.ownerDrawStartMonth ?? 0)}`,
    );
  }
  if (i.seasonalityWeights) lines.push(seasonalityLine(i.seasonalityWeights, i.firstCalendarMonth));
  return lines;
}

/** The answers the projection was made from, dollars to the cent: "Unit price: $5.50 · Unit cost: $1.60". */
export function answerLines(i: ProjectionInputs): string[] {
  return [
    `Unit price: ${formatPrice(i.unitPrice)} · Unit cost: ${formatPrice(i.costPerItem)} · Units in the first selling month: ${i.firstMonthSales.toLocaleString('en-US')}`,
    `First sale: Month ${i.startMonth + 1} · Annual growth: ${formatPercent(i.growthRate * 100)}`,
    `Monthly salaries: ${formatPrice(i.salaries)} · Advertising: ${formatPrice(i.advertising)} · Rent: ${formatPrice(i.rent)} · Utilities: ${formatPrice(i.utilities)} · Other expenses: ${formatPrice(i.otherExpenses)}`,
    `Startup cost: ${formatPrice(i.startupCost)} · Initial cash: ${formatPrice(i.initialCash)}`,
    ...lenderAnswerLines(i),
  ];
}

/** "Year 1-3" or "Year 1-5": the span every table and title of the report names. */
export const yearSpan = (projection: Pick<Projection, 'projectionYears'>): string =>
  yearRangeLabel(projection.projectionYears);

/** A coverage ratio as lenders quote it: two decimals and a times sign ("1.42×"); below zero in words. */
const formatCoverage = (ratio: number): string => (ratio < 0 ? 'below zero' : `${formatRatio(ratio)}×`);

/**
 * Debt service per year when the plan borrows: the cash available for it (operating profit, depreciation
 * added back, less income tax and the owner's draws), interest, principal repaid, their total and the
 * coverage (cash available over debt service; "—" in a year without payments).
 */
export function debtServiceRows(projection: Projection): TableRow[] {
  const interest = projection.profitLoss.interestExpense;
  const repayments = projection.cashFlow.financing.loanRepayments;
  const keys = yearKeysOf(projection);
  const borrows = keys.some((key) => (interest[key] ?? 0) !== 0 || (repayments[key] ?? 0) !== 0);
  if (!borrows) return [];
  const principal = Object.fromEntries(keys.map((key) => [key, -(repayments[key] ?? 0)])) as YearValues;
  const total = Object.fromEntries(
    keys.map((key) => [key, (interest[key] ?? 0) - (repayments[key] ?? 0)]),
  ) as YearValues;
  const coverage = projection.metrics.debtServiceCoverage;
  const available = Object.fromEntries(
    keys.map((key, y) => [key, cashAvailableForDebtService(projection.years[y]!)]),
  ) as YearValues;
  return [
    { label: 'Cash Available for Debt Service', values: available },
    { label: 'Interest Expense', values: interest },
    { label: 'Principal Repaid', values: principal },
    { label: 'Total Debt Service', values: total, isTotal: true },
    {
      label: 'Debt-Service Coverage',
      cells: keys.map((key) => {
        const ratio = coverage[key];
        return ratio === null || ratio === undefined ? '—' : formatCoverage(ratio);
      }),
      isTotal: true,
    },
  ];
}

export const SCENARIO_TITLES: Record<ScenarioName, string> = {
  worst: 'Worst case',
  base: 'Base case',
  best: 'Best case',
};

const SCENARIO_ORDER = ['worst', 'base', 'best'] as const satisfies readonly ScenarioName[];

/** What a scenario changes, in the questionnaire's words: "units sold −20%, unit cost +10%". */
export function describeAdjustment(adjustment: ScenarioAdjustment): string {
  const parts = (
    [
      ['Units sold', adjustment.unitsPct],
      [fieldOfInput('unitPrice').label, adjustment.pricePct],
      [fieldOfInput('costPerItem').label, adjustment.unitCostPct],
      ['Monthly expenses', adjustment.expensesPct],
    ] as const
  )
    .filter(([, pct]) => pct !== 0)
    .map(
      ([label, pct]) => `${label.toLowerCase()} ${pct > 0 ? '+' : '\u2212'}${formatPercent(Math.abs(pct))}`,
    );
  return parts.length === 0 ? 'your answers as given' : parts.join(', ');
}

/** The default worst / base / best scenarios of the same inputs and years, as table rows. */
export function scenarioRows(
  inputs: ProjectionInputs,
  projection: Pick<Projection, 'projectionYears'>,
): { sentences: string[]; rows: TableRow[] } {
  const results = projectScenarios({ ...inputs, projectionYears: projection.projectionYears });
  const ordered = SCENARIO_ORDER.map((name) => results[name]);
  const keys = yearKeysOf(projection);
  const labels = yearLabelsOf(projection);
  const byYear = (pick: (r: (typeof ordered)[number]) => YearValues): TableRow[] =>
    keys.map((key, y) => ({
      label: labels[y] ?? key,
      cells: ordered.map((result) => formatMoney(pick(result)[key] ?? 0)),
    }));
  return {
    sentences: SCENARIO_ORDER.map(
      (name) => `${SCENARIO_TITLES[name]}: ${describeAdjustment(DEFAULT_SCENARIOS[name])}.`,
    ),
    rows: [
      { label: 'Revenue', isSection: true },
      ...byYear((result) => result.revenue),
      { label: 'Net Profit', isSection: true },
      ...byYear((result) => result.netProfit),
      { label: 'Cash', isSection: true },
      {
        label: 'Break-even',
        cells: ordered.map((result) => formatBreakEven(result.breakEvenMonth, projection.projectionYears)),
      },
      { label: 'Lowest Cash', cells: ordered.map((result) => formatMoney(result.lowestCash)) },
      {
        label: 'Funding Gap',
        cells: ordered.map((result) => formatFundingGap(result.fundingGap)),
        isTotal: true,
      },
    ],
  };
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
  doc
    .font(FONT)
    .fontSize(13)
    .fillColor(MUTED)
    .text(
      `Financial report · ${input.projection.projectionYears}-year projection, ${yearSpan(input.projection)}`,
    );
  doc.moveDown(1.2);
  doc.fontSize(10.5).fillColor(INK);
  doc.text(`Prepared ${date}`);
  doc.text(`Plan: ${input.planName}`);
  doc.text(`Statements: ${input.statements.map((type) => STATEMENT_TITLE[type]).join(', ')}`);
  if (input.sharedWith) doc.text(`Shared with ${input.sharedWith}`);
  if (input.sharedWith && input.sharedVersion) doc.text(input.sharedVersion);
  doc.moveDown(2);
}

function drawKeyNumbers(doc: PDFKit.PDFDocument, { projection, statements }: ReportPdfInput): void {
  const m = projection.metrics;
  heading(doc, 'Key numbers');
  const margin = m.grossMarginPct.year1;
  const lowWhen = m.lowestCashMonth === null ? 'at opening' : `in Month ${m.lowestCashMonth + 1}`;
  paragraph(
    doc,
    m.breakEvenMonth === null
      ? `Break-even: ${formatBreakEven(null, projection.projectionYears)}`
      : `${breakEvenSentence(m.breakEvenMonth, m.seasonalLossMonths)}.`,
  );
  paragraph(
    doc,
    m.fundingGap > 0
      ? `Funding gap: ${formatMoney(m.fundingGap)}. The bank balance would dip to ${formatMoneyInProse(m.lowestCash, 'below zero')} ${lowWhen}; plan for about this much more cash.`
      : `Funding gap: ${NO_FUNDING_GAP}. Cash is lowest ${lowWhen}, at ${formatMoneyInProse(m.lowestCash, 'below zero')}, and the starting cash covers it.`,
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
  drawStatementTable(doc, rows, projection.projectionYears);
}

function drawCharts(doc: PDFKit.PDFDocument, charts: readonly ChartName[], projection: Projection): void {
  if (charts.length === 0) return;
  // Two charts to a page: the content's width on a portrait page, less on a landscape one, centred.
  const height = Math.min(contentWidth(doc) / 2, (pageRoom(doc) - 2 * 12) / 2);
  const width = 2 * height;
  const left = doc.page.margins.left + (contentWidth(doc) - width) / 2;
  heading(doc, 'Charts', height + 12);
  for (const name of charts) {
    ensureSpace(doc, height + 12);
    const png = renderChartPng(name, projection, { width: 800, height: 400 });
    doc.image(png, left, doc.y, { width, height });
    doc.y += height + 12;
  }
}

/** The month rows drawn as totals, as on the page's monthly table. */
const MONTH_TOTAL_ROWS: ReadonlySet<MonthFigureKey> = new Set([
  'grossMargin',
  'totalExpenses',
  'profitBeforeTax',
  'netProfit',
  'cash',
]);

/**
 * The first two years month by month (issue #24 item 2; two years since issue #25, what a lender asks for),
 * in tables of six months so the figures keep their type size: Months 1-6, then Months 7-12 with the
 * year, and likewise for Year 2. Every line the two years have (`monthRowsOf`), from the engine's
 * displayed months, so each month's net profit is its rows' sum and each year's months add up to its
 * statements (month 12's and month 24's cash are the years' end).
 */
export function monthlyTables(
  projection: Projection,
): { heads: string[]; rows: TableRow[]; year: number; title: string }[] {
  const displayed = projection.displayedMonths;
  const keys = monthRowsOf(displayed);
  const cellOf = (key: MonthFigureKey, value: number) =>
    key === 'units' ? Math.round(value).toLocaleString('en-US') : formatMoney(value);
  const years = [...new Set(displayed.map((m) => m.year))];
  return years.flatMap((year) => {
    const months = displayed.filter((m) => m.year === year);
    const yearOf = (key: MonthFigureKey) =>
      key === 'cash' ? (months.at(-1)?.cash ?? 0) : months.reduce((sum, m) => sum + m[key], 0);
    return [months.slice(0, 6), months.slice(6)].map((half, i) => {
      const isLast = i === 1;
      return {
        year,
        title: `Year ${year}, Month by Month: Months ${half[0]!.month + 1}-${half.at(-1)!.month + 1}`,
        heads: [...half.map((m) => formatMonth(m.month)), ...(isLast ? [`Year ${year}`] : [])],
        rows: keys.map((key) => ({
          label: MONTH_ROW_LABELS[key],
          cells: [...half.map((m) => cellOf(key, m[key])), ...(isLast ? [cellOf(key, yearOf(key))] : [])],
          isTotal: MONTH_TOTAL_ROWS.has(key) || undefined,
        })),
      };
    });
  });
}

function drawMonthly(doc: PDFKit.PDFDocument, { projection, statements }: ReportPdfInput): void {
  if (!statements.includes('profit_loss')) return;
  for (const { title, heads, rows } of monthlyTables(projection)) {
    heading(doc, title, Math.min(tableHeight(rows.length), pageRoom(doc)));
    drawTable(doc, heads, rows);
    doc.moveDown(0.4);
  }
}

/** Interest, principal and coverage per year, with the cash flow (principal repaid is in it), when the plan borrows. */
function drawDebtService(doc: PDFKit.PDFDocument, { projection, statements }: ReportPdfInput): void {
  if (!statements.includes('cash_flow')) return;
  const rows = debtServiceRows(projection);
  if (rows.length === 0) return;
  heading(doc, `Debt Service, ${yearSpan(projection)}`, tableHeight(rows.length) + 30);
  drawStatementTable(doc, rows, projection.projectionYears);
  paragraph(
    doc,
    `Debt-service coverage is the cash available for debt service (operating profit with depreciation added back, less income tax and the owner's draws) divided by the year's interest and principal; lenders look for at least ${DSCR_MINIMUM.toFixed(2)}.`,
    { size: 9, color: MUTED },
  );
  doc.moveDown(0.8);
}

/**
 * What a lender reads of the plan (issue #25): sources and uses as one table (sources, then uses, each
 * with its total), and one line per lender check in the engine's words (lender-words.ts).
 */
export function lenderViewOf(
  inputs: ProjectionInputs,
  projection: Projection,
): { rows: TableRow[]; checkLines: { text: string; failed: boolean }[] } {
  const { sources, uses, totalSources, totalUses } = projection.sourcesAndUses;
  const money = (row: { name: string; amount: number }): TableRow => ({
    label: row.name,
    cells: [formatMoney(row.amount)],
  });
  return {
    rows: [
      { label: 'Sources', isSection: true },
      ...sources.map(money),
      { label: 'Total Sources', cells: [formatMoney(totalSources)], isTotal: true },
      { label: 'Uses', isSection: true },
      ...uses.map(money),
      { label: 'Total Uses', cells: [formatMoney(totalUses)], isTotal: true },
    ],
    checkLines: lenderChecks(inputs, projection).map((check) => ({
      text: lenderCheckLine(check),
      failed: check.passed === false,
    })),
  };
}

/** Sources and uses and the lender checklist, with the balance sheet (the same plans hold them). */
function drawLenderView(doc: PDFKit.PDFDocument, { inputs, projection, statements }: ReportPdfInput): void {
  if (!statements.includes('balance_sheet')) return;
  const { rows, checkLines } = lenderViewOf(inputs, projection);
  heading(doc, 'Sources and Uses', tableHeight(rows.length) + 30);
  paragraph(
    doc,
    'The money the business opens with and what it pays for; what is left after the start-up spending is its working capital.',
    { color: MUTED },
  );
  drawTable(doc, ['Amount'], rows);
  doc.moveDown(0.4);
  heading(doc, 'Lender Checklist', 6 * 16);
  paragraph(doc, 'What a bank (and the SBA) checks before it lends, and what would fix a failed check.', {
    color: MUTED,
  });
  for (const line of checkLines) paragraph(doc, `• ${line.text}`, { color: line.failed ? WARN : INK });
  doc.moveDown(0.8);
}

/** The default worst / base / best cases side by side, with what each changes. */
function drawScenarios(doc: PDFKit.PDFDocument, { inputs, projection }: ReportPdfInput): void {
  const { sentences, rows } = scenarioRows(inputs, projection);
  heading(doc, `Scenarios, ${yearSpan(projection)}`, Math.min(tableHeight(rows.length) + 60, pageRoom(doc)));
  paragraph(
    doc,
    'The same plan with its sales, prices, unit cost or monthly expenses moved: each case changes only what it names.',
    { color: MUTED },
  );
  for (const sentence of sentences) paragraph(doc, sentence);
  doc.moveDown(0.8);
  drawTable(
    doc,
    SCENARIO_ORDER.map((name) => SCENARIO_TITLES[name]),
    rows,
  );
  doc.moveDown(0.8);
}

export async function drawReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const { businessName, projection } = input;
  const years = projection.projectionYears;
  const date = formatReportDate(input.preparedAt);
  const { doc, bytes } = createDocument(
    { Title: `${businessName}: financial report` },
    { landscape: isLandscapeFor(years) },
  );

  drawCover(doc, input, date);
  drawKeyNumbers(doc, input);

  doc.addPage();
  for (const type of input.statements) {
    const rows = statementRows(type, projection);
    // A statement starts on a fresh page rather than break, when it fits on one.
    heading(
      doc,
      `${STATEMENT_TITLE[type]}, ${yearSpan(projection)}`,
      Math.min(tableHeight(rows.length), pageRoom(doc)),
    );
    drawStatementTable(doc, rows, years);
    if (type === 'cash_flow') paragraph(doc, cashFlowNote(input.inputs), { size: 9, color: MUTED });
    doc.moveDown(0.8);
  }
  drawMonthly(doc, input);
  drawDebtService(doc, input);
  drawLenderView(doc, input);
  drawScenarios(doc, input);

  drawCharts(doc, input.charts, projection);

  ensureSpace(doc, 160);
  heading(doc, 'Assumptions');
  for (const line of answerLines(input.inputs)) paragraph(doc, line);
  paragraph(doc, calculationRules(input.inputs), { size: 9, color: MUTED });
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

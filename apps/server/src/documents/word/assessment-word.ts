// The Word (.docx) assessment: title, business, date, key figures, then the seven sections.
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import {
  DSCR_MINIMUM,
  formatBreakEven,
  formatFundingGap,
  formatMoney,
  type Projection,
  type YearValues,
} from '@trajectory/engine';
import {
  ASSESSMENT_SECTION_KEYS,
  ASSESSMENT_SECTION_TITLES,
  type TAssessment,
} from '@trajectory/contracts/assessments';
import {
  BALANCE_SHEET_LABELS,
  CASH_FLOW_LABELS,
  isLineShown,
  PROFIT_LOSS_LABELS,
  type StatementLabel,
} from '@trajectory/contracts/statements';
import { month, percent, ratio } from '../../lib/prose-format';
import { yearKeysOf } from '@trajectory/charts';

const FONT = 'Calibri';
const MUTED = '475569';
const RULE = 'CBD5E1';

const cellBorders = {
  top: { style: BorderStyle.SINGLE, size: 4, color: RULE },
  bottom: { style: BorderStyle.SINGLE, size: 4, color: RULE },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};

function cell(text: string, { bold = false, alignRight = false } = {}) {
  return new TableCell({
    borders: cellBorders,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: [
      new Paragraph({
        alignment: alignRight ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [new TextRun({ text, bold, font: FONT, size: 20 })],
      }),
    ],
  });
}

const pct = (v: number | null) => (v === null ? 'n/a' : percent(v));

const plFlags = (key: (typeof PROFIT_LOSS_LABELS)[number]['key']) =>
  PROFIT_LOSS_LABELS.find((l) => l.key === key) ?? {};
const plLabel = (key: (typeof PROFIT_LOSS_LABELS)[number]['key']) =>
  PROFIT_LOSS_LABELS.find((l) => l.key === key)?.label ?? key;
const flagsAt = (labels: readonly StatementLabel[], path: string) =>
  labels.find((l) => l.path === path) ?? {};

/**
 * Year 1..N of the projection, the lines of the extended model (depreciation, interest, tax, draws, the
 * loan balance) and of the detailed one (the team, start-up expenses) only where the statements print
 * them (isLineShown), and debt-service coverage with loans.
 */
function keyFiguresTable(projection: Projection): Table {
  const { profitLoss: pl, cashFlow: cf, balanceSheet: bs, metrics: m } = projection;
  const keys = yearKeysOf(projection);
  const money = (values: YearValues) => keys.map((k) => formatMoney(values[k] ?? 0));
  const coverage = keys.map((k) => m.debtServiceCoverage[k] ?? null);
  const yearly: [string, string[]][] = [
    ['Revenue', money(pl.totalRevenue)],
    ['Gross margin', keys.map((k) => pct(m.grossMarginPct[k] ?? null))],
    ['Total expenses', money(pl.totalExpenses)],
    // The detailed model's expense lines (issue #25), where the statements print them.
    ...(['staffWages', 'payrollTaxesBenefits', 'startupExpenses'] as const).flatMap((key) =>
      isLineShown(plFlags(key), key, pl)
        ? [[`Of which ${plLabel(key).toLowerCase()}`, money(pl[key])] as [string, string[]]]
        : [],
    ),
    ...(isLineShown(plFlags('depreciation'), 'depreciation', pl)
      ? [['Depreciation', money(pl.depreciation)] as [string, string[]]]
      : []),
    ...(isLineShown(plFlags('interestExpense'), 'interestExpense', pl)
      ? [['Interest', money(pl.interestExpense)] as [string, string[]]]
      : []),
    ...(isLineShown(plFlags('incomeTax'), 'incomeTax', pl)
      ? [['Income tax', money(pl.incomeTax)] as [string, string[]]]
      : []),
    ['Net profit', money(pl.netProfit)],
    ...(isLineShown(flagsAt(CASH_FLOW_LABELS, 'financing.ownerDraws'), 'financing.ownerDraws', cf)
      ? [["Owner's draws", money(cf.financing.ownerDraws)] as [string, string[]]]
      : []),
    ['Cash at year end', money(cf.cashEndOfYear)],
    ...(isLineShown(flagsAt(BALANCE_SHEET_LABELS, 'liabilities.loans'), 'liabilities.loans', bs)
      ? [['Loan balance at year end', money(bs.liabilities.loans)] as [string, string[]]]
      : []),
    ...(coverage.some((c) => c !== null)
      ? [
          [
            `Debt-service coverage (lenders look for ${ratio(DSCR_MINIMUM)})`,
            coverage.map((c) => (c === null ? 'n/a' : ratio(c))),
          ] as [string, string[]],
        ]
      : []),
  ];
  const single: [string, string][] = [
    ['Break-even month', formatBreakEven(m.breakEvenMonth, projection.projectionYears)],
    [
      'Lowest cash',
      `${formatMoney(m.lowestCash)} (${m.lowestCashMonth === null ? 'at opening' : month(m.lowestCashMonth)})`,
    ],
    ['Funding gap', formatFundingGap(m.fundingGap)],
  ];
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: [
          cell('Key figures', { bold: true }),
          ...keys.map((_, i) => cell(`Year ${i + 1}`, { bold: true, alignRight: true })),
        ],
      }),
      ...yearly.map(
        ([label, values]) =>
          new TableRow({ children: [cell(label), ...values.map((v) => cell(v, { alignRight: true }))] }),
      ),
      ...single.map(
        ([label, value]) =>
          new TableRow({
            children: [cell(label), new TableCell({ ...cellSpan(value), columnSpan: keys.length })],
          }),
      ),
    ],
  });
}

function cellSpan(text: string) {
  return {
    borders: cellBorders,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [new TextRun({ text, font: FONT, size: 20 })],
      }),
    ],
  };
}

/** Plain text to paragraphs: blank lines separate paragraphs, "- " lines become bullets. */
function textToParagraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    for (const line of block.split('\n')) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      const bullet = /^[-•*]\s+/.test(trimmed);
      out.push(
        new Paragraph({
          ...(bullet ? { bullet: { level: 0 } } : {}),
          spacing: { after: bullet ? 60 : 160, line: 288 },
          children: [
            new TextRun({ text: bullet ? trimmed.replace(/^[-•*]\s+/, '') : trimmed, font: FONT, size: 22 }),
          ],
        }),
      );
    }
  }
  return out;
}

export async function renderAssessmentDocx({
  businessName,
  assessment,
  projection,
  date,
}: {
  businessName: string;
  assessment: TAssessment;
  projection?: Projection;
  date: Date;
}): Promise<Buffer> {
  const dateText = date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  const children: (Paragraph | Table)[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      children: [new TextRun({ text: 'Business Assessment Report', font: FONT })],
    }),
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      children: [new TextRun({ text: businessName, font: FONT })],
    }),
    new Paragraph({
      spacing: { after: 240 },
      children: [new TextRun({ text: dateText, font: FONT, color: MUTED, size: 20 })],
    }),
  ];
  if (projection) {
    children.push(keyFiguresTable(projection), new Paragraph({ spacing: { after: 200 }, children: [] }));
  }
  for (const key of ASSESSMENT_SECTION_KEYS) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        spacing: { before: 240, after: 120 },
        children: [new TextRun({ text: ASSESSMENT_SECTION_TITLES[key], font: FONT })],
      }),
      ...textToParagraphs(assessment[key]),
    );
  }
  if (assessment.reportDetails) {
    children.push(
      new Paragraph({
        spacing: { before: 360 },
        children: [
          new TextRun({ text: assessment.reportDetails, font: FONT, size: 18, color: MUTED, italics: true }),
        ],
      }),
    );
  }
  const doc = new Document({
    creator: 'Trajectory',
    title: `Business Assessment Report: ${businessName}`,
    description: `Business assessment of ${businessName}`,
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

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
import type { Projection } from '@trajectory/engine';
import {
  ASSESSMENT_SECTION_KEYS,
  ASSESSMENT_SECTION_TITLES,
  type TAssessment,
} from '@trajectory/contracts/assessments';
import { money, month, percent } from '../../providers/ai/analyst/format';

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

function keyFiguresTable(projection: Projection): Table {
  const { profitLoss: pl, cashFlow: cf, metrics: m } = projection;
  const yearly: [string, [string, string, string]][] = [
    ['Revenue', [money(pl.totalRevenue.year1), money(pl.totalRevenue.year2), money(pl.totalRevenue.year3)]],
    ['Gross margin', [pct(m.grossMarginPct.year1), pct(m.grossMarginPct.year2), pct(m.grossMarginPct.year3)]],
    [
      'Total expenses',
      [money(pl.totalExpenses.year1), money(pl.totalExpenses.year2), money(pl.totalExpenses.year3)],
    ],
    ['Net profit', [money(pl.netProfit.year1), money(pl.netProfit.year2), money(pl.netProfit.year3)]],
    [
      'Cash at year end',
      [money(cf.cashEndOfYear.year1), money(cf.cashEndOfYear.year2), money(cf.cashEndOfYear.year3)],
    ],
  ];
  const single: [string, string][] = [
    ['Break-even month', m.breakEvenMonth === null ? 'None within 36 months' : month(m.breakEvenMonth)],
    [
      'Lowest cash',
      `${money(m.lowestCash)} (${m.lowestCashMonth === null ? 'at opening' : month(m.lowestCashMonth)})`,
    ],
    ['Funding gap', m.fundingGap > 0 ? money(m.fundingGap) : 'None'],
  ];
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: [
          cell('Key figures', { bold: true }),
          ...['Year 1', 'Year 2', 'Year 3'].map((h) => cell(h, { bold: true, alignRight: true })),
        ],
      }),
      ...yearly.map(
        ([label, values]) =>
          new TableRow({ children: [cell(label), ...values.map((v) => cell(v, { alignRight: true }))] }),
      ),
      ...single.map(
        ([label, value]) =>
          new TableRow({
            children: [cell(label), new TableCell({ ...cellSpan(value), columnSpan: 3 })],
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

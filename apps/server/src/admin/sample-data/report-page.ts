// The sample statements as a self-contained HTML page, readable in a browser tab and printable.
import {
  CALENDAR_MONTHS,
  formatBreakEven,
  formatMoney,
  NO_FUNDING_GAP,
  roundDollars,
  type Projection,
  type ProjectionInputs,
} from '@trajectory/engine';
import {
  SAMPLE_REPORT_LABEL,
  SAMPLE_REPORT_TYPES,
  sampleReportUrl,
  type TSampleReportType,
} from '@trajectory/contracts/admin-sample-data';
import {
  BALANCE_SHEET_LABELS,
  CASH_FLOW_LABELS,
  isLineShown,
  profitLossLines,
} from '@trajectory/contracts/statements';
import { escapeHtml } from '../../lib/html';

export type StatementType = Exclude<TSampleReportType, 'excel'>;

type YearValues = { year1: number; year2: number; year3: number };
type Row = { label: string; values?: YearValues; isTotal?: boolean; isSection?: boolean };

/** Whole dollars with separators; negatives in accounting style, ($12,345) (DESIGN.md "Numbers"). */
export function accountingDollars(x: number): string {
  return formatMoney(x);
}

function pick(root: unknown, path: string): YearValues {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], root) as YearValues;
}

export function statementRows(type: StatementType, projection: Projection): Row[] {
  if (type === 'profit-loss') {
    return profitLossLines(projection.profitLoss, projection.revenueStreams).map((r) => ({
      label: r.label,
      values: r.values,
      isTotal: r.isTotal,
    }));
  }
  const [labels, root] =
    type === 'balance-sheet'
      ? [BALANCE_SHEET_LABELS, projection.balanceSheet]
      : [CASH_FLOW_LABELS, projection.cashFlow];
  return labels
    .filter((r) => r.isSection || isLineShown(r, r.path, root))
    .map((r) => ({
      label: r.label,
      isTotal: r.isTotal,
      isSection: r.isSection,
      values: r.isSection ? undefined : pick(root, r.path),
    }));
}

function tableHtml(rows: Row[]): string {
  const body = rows
    .map((row) => {
      if (row.isSection)
        return `<tr class="section"><th colspan="4" scope="colgroup">${escapeHtml(row.label)}</th></tr>`;
      const cells = row.values
        ? [row.values.year1, row.values.year2, row.values.year3]
            .map((v) => `<td${roundDollars(v) < 0 ? ' class="neg"' : ''}>${accountingDollars(v)}</td>`)
            .join('')
        : '<td></td><td></td><td></td>';
      return `<tr${row.isTotal ? ' class="total"' : ''}><th scope="row">${escapeHtml(row.label)}</th>${cells}</tr>`;
    })
    .join('\n');
  return `<div class="scroll"><table>
<thead><tr><th scope="col">Line item</th><th scope="col">Year 1</th><th scope="col">Year 2</th><th scope="col">Year 3</th></tr></thead>
<tbody>
${body}
</tbody></table></div>`;
}

function keyFigures(projection: Projection): string[] {
  const m = projection.metrics;
  return [
    `Year 1 revenue: ${accountingDollars(m.year1Revenue)}; Year 3 revenue: ${accountingDollars(m.year3Revenue)}`,
    `Year 1 net profit: ${accountingDollars(m.year1NetProfit)}`,
    `Break-even: ${formatBreakEven(m.breakEvenMonth, projection.projectionYears)}`,
    m.fundingGap > 0
      ? `Funding gap: ${accountingDollars(m.fundingGap)}, the extra cash needed so the bank balance never goes below zero`
      : `Funding gap: ${NO_FUNDING_GAP}`,
  ];
}

const monthName = (m: number) => `Month ${m + 1}`;

/** The lender answers the sample holds (issue #15), one sentence each; none when it has none. */
export function lenderAssumptions(i: ProjectionInputs): string[] {
  const lines = (i.loans ?? []).map(
    (loan, k) =>
      `Loan ${k + 1}: ${accountingDollars(loan.amount)} at ${loan.annualRatePct}% a year over ${loan.termMonths} months, received in ${monthName(loan.startMonth)}`,
  );
  if ((i.incomeTaxRatePct ?? 0) > 0) {
    lines.push(`Income tax ${i.incomeTaxRatePct}% of each year's profit before tax, after earlier losses`);
  }
  if (i.usefulLifeYears) {
    lines.push(`Startup purchases depreciated straight-line over ${i.usefulLifeYears} years`);
  }
  if ((i.ownerDrawMonthly ?? 0) > 0) {
    lines.push(
      `Owner's draw ${accountingDollars(i.ownerDrawMonthly ?? 0)} a month from ${monthName(i.ownerDrawStartMonth ?? 0)}`,
    );
  }
  if (i.seasonalityWeights) {
    const weights = i.seasonalityWeights.map((w, m) => `${CALENDAR_MONTHS[m]?.slice(0, 3)} ${w}`).join(', ');
    lines.push(
      `Seasonal sales, weights ${weights}; the projection opens in ${CALENDAR_MONTHS[(i.firstCalendarMonth ?? 1) - 1]}`,
    );
  }
  return lines;
}

function assumptions(i: ProjectionInputs): string[] {
  const lender = lenderAssumptions(i);
  const untaxed = (i.incomeTaxRatePct ?? 0) === 0 && !i.usefulLifeYears;
  return [
    `Unit price ${accountingDollars(i.unitPrice)}, cost per item ${accountingDollars(i.costPerItem)}, ${i.firstMonthSales.toLocaleString('en-US')} units in the first selling month (Month ${i.startMonth + 1}), annual growth ${Math.round(i.growthRate * 1000) / 10}%`,
    `Monthly salaries ${accountingDollars(i.salaries)}, advertising ${accountingDollars(i.advertising)}, rent ${accountingDollars(i.rent)}, utilities ${accountingDollars(i.utilities)}, other expenses ${accountingDollars(i.otherExpenses)}`,
    `Startup cost ${accountingDollars(i.startupCost)}, initial cash ${accountingDollars(i.initialCash)}`,
    `Expenses grow 5% a year and salaries 3%; revenue growth compounds; cost of goods is cost per item times units${untaxed ? '; no taxes, depreciation or amortization' : ''}.`,
    ...lender,
  ];
}

const STYLE = `
:root{color-scheme:light;font-family:Inter,"Segoe UI",system-ui,-apple-system,sans-serif;color:#0f172a;background:#f8fafc}
body{margin:0;padding:24px 16px}
main{max-width:960px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px}
.brand{color:#4338ca;font-weight:700;font-size:14px;margin:0 0 8px}
h1{font-size:24px;margin:0 0 4px}
h2{font-size:16px;margin:24px 0 8px}
.muted{color:#475569;font-size:14px;margin:0}
nav{display:flex;flex-wrap:wrap;gap:8px;margin:16px 0}
nav a{border:1px solid #cbd5e1;border-radius:8px;padding:6px 12px;color:#0f172a;text-decoration:none;font-size:14px}
nav a[aria-current="page"]{background:#4338ca;border-color:#4338ca;color:#fff}
.scroll{overflow-x:auto}
table{width:100%;min-width:520px;border-collapse:collapse;font-size:14px;font-variant-numeric:tabular-nums}
th,td{padding:8px 10px;border-bottom:1px solid #e2e8f0}
thead th{text-align:right;color:#475569;font-weight:600;font-size:13px}
thead th:first-child,tbody th{text-align:left}
tbody th{font-weight:400}
@media (max-width:767px){thead th:first-child,tbody th{position:sticky;left:0;background:#fff;z-index:1}}
td{text-align:right;white-space:nowrap}
tr.total th,tr.total td{font-weight:600;border-top:2px solid #cbd5e1}
tr.section th{font-size:12px;font-weight:600;letter-spacing:.05em;text-transform:uppercase;color:#475569;padding-top:16px}
.neg{color:#be123c}
ul{padding-left:20px;font-size:14px;line-height:1.6}
.warn li{color:#b45309}
.disclaimer{font-size:12px;color:#475569;margin-top:24px}
@media print{body{background:#fff;padding:0}main{border:0}nav{display:none}}
`;

export function renderStatementPage({
  type,
  title,
  projection,
  inputs,
  savedAt,
}: {
  type: StatementType;
  title: string;
  projection: Projection;
  inputs: ProjectionInputs;
  savedAt: Date;
}): string {
  const label = SAMPLE_REPORT_LABEL[type];
  const nav = SAMPLE_REPORT_TYPES.map(
    (t) =>
      `<a href="${sampleReportUrl(t)}"${t === type ? ' aria-current="page"' : ''}>${escapeHtml(SAMPLE_REPORT_LABEL[t])}</a>`,
  ).join('');
  const saved = savedAt.toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
  const list = (items: string[], cls = '') =>
    `<ul${cls ? ` class="${cls}"` : ''}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${title} — ${label} (sample)`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Trajectory · Sample report</p>
<h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(label)} · 3-Year Projection (Year 1-3) · sample data saved ${escapeHtml(saved)}</p>
<nav aria-label="Sample reports">${nav}</nav>
<h2>${escapeHtml(label)}</h2>
${tableHtml(statementRows(type, projection))}
<h2>Key figures</h2>
${list(keyFigures(projection))}
${
  projection.warnings.length > 0
    ? `<h2>Warnings</h2>${list(
        projection.warnings.map((w) => w.message),
        'warn',
      )}`
    : ''
}
<h2>Assumptions</h2>
${list(assumptions(inputs))}
<p class="disclaimer">These figures are estimates meant to guide discussion, not a guarantee of results. Consult a licensed financial advisor for advice about your situation.</p>
</main>
</body>
</html>`;
}

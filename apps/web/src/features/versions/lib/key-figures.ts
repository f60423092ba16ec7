// The key figures of two versions side by side, row by row: revenue, net profit and year-end cash per
// year, the funding gap, and the debt service coverage of the years with loan payments; each with its
// difference (b − a), signed, and whether it is better or worse for the plan (DESIGN.md: emerald for a
// gain, rose for a loss).
import { yearKeysOf, type TStatementYears } from '@trajectory/contracts/statements';
import type { TKeyFigures, TVersionComparison } from '@trajectory/contracts/versions';
import { formatFundingGap, roundDollars } from '@trajectory/engine';
import { formatDollars, formatDollarsChange, formatRatio } from '@/lib/format';

/** better: the change helps the plan (more revenue, profit, cash or coverage; a smaller gap). */
export type ChangeTone = 'better' | 'worse' | 'same';

export type KeyFigureRow = {
  key: string;
  /** The figure the row belongs to: "Revenue", "Net profit", … */
  group: string;
  /** The row's own name: "Year 1", or the figure's for a single value. */
  label: string;
  a: string;
  b: string;
  difference: string;
  tone: ChangeTone;
};

export const FIGURE_GROUPS = {
  revenue: 'Revenue',
  netProfit: 'Net profit',
  cash: 'Year-end cash',
  fundingGap: 'Funding gap',
  debtServiceCoverage: 'Debt service coverage',
} as const;

/** Said once where the year-end cash would be, on a plan without the cash flow statement. */
export const NO_CASH_FIGURES =
  'Year-end cash comes from the cash flow statement, which your plan does not include.';

const NOT_APPLICABLE = '—';

function toneOf(change: number, higherIsBetter: boolean): ChangeTone {
  if (change === 0) return 'same';
  return change > 0 === higherIsBetter ? 'better' : 'worse';
}

const coverageText = (value: number | null | undefined): string =>
  value === null || value === undefined ? NOT_APPLICABLE : `${formatRatio(value)}×`;

function coverageChange(value: number): string {
  const text = formatRatio(value);
  return value > 0 && text !== '0.00' ? `+${text}` : text;
}

type DollarsByYear = 'revenue' | 'netProfit' | 'cash';

export function keyFigureRows(comparison: TVersionComparison): KeyFigureRow[] {
  const { a, b, difference } = comparison;
  const years = yearKeysOf(comparison.projectionYears as TStatementYears);
  const rows: KeyFigureRow[] = [];
  const byYear = (figure: DollarsByYear) => {
    const [fa, fb, fd] = [a.figures[figure], b.figures[figure], difference[figure]];
    if (!fa || !fb || !fd) return;
    years.forEach((year, i) => {
      const change = roundDollars(fd[year] ?? 0);
      rows.push({
        key: `${figure}.${year}`,
        group: FIGURE_GROUPS[figure],
        label: `Year ${i + 1}`,
        a: formatDollars(fa[year]),
        b: formatDollars(fb[year]),
        difference: formatDollarsChange(change),
        tone: toneOf(change, true),
      });
    });
  };
  byYear('revenue');
  byYear('netProfit');
  byYear('cash');
  const gapChange = roundDollars(difference.fundingGap);
  rows.push({
    key: 'fundingGap',
    group: FIGURE_GROUPS.fundingGap,
    label: FIGURE_GROUPS.fundingGap,
    a: formatFundingGap(a.figures.fundingGap),
    b: formatFundingGap(b.figures.fundingGap),
    difference: formatDollarsChange(gapChange),
    // A smaller gap is the better plan.
    tone: toneOf(gapChange, false),
  });
  // Coverage only for the years with loan payments in either version.
  const coverage = (figures: TKeyFigures, year: (typeof years)[number]) => figures.debtServiceCoverage[year];
  years.forEach((year, i) => {
    const [ca, cb] = [coverage(a.figures, year), coverage(b.figures, year)];
    if ((ca ?? null) === null && (cb ?? null) === null) return;
    const change = coverage(difference, year);
    rows.push({
      key: `debtServiceCoverage.${year}`,
      group: FIGURE_GROUPS.debtServiceCoverage,
      label: `Year ${i + 1}`,
      a: coverageText(ca),
      b: coverageText(cb),
      difference: change === null || change === undefined ? NOT_APPLICABLE : coverageChange(change),
      tone:
        change === null || change === undefined || formatRatio(change) === '0.00'
          ? 'same'
          : toneOf(change, true),
    });
  });
  return rows;
}

/** Whether the comparison holds the year-end cash (a plan with the full statements). */
export const hasCashFigures = (comparison: TVersionComparison): boolean =>
  Boolean(comparison.a.figures.cash && comparison.b.figures.cash);

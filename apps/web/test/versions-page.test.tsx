// Issue #26 item 3: the founder's Versions page — the list newest first with who made each, one version
// read-only with its figures "as computed today", two compared (changed answers and key figures with the
// difference; stacked on a phone, no cash on a plan without the cash flow), and a restore behind a
// confirmation that reads the list anew.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TVersionComparison, TVersionDetail, TVersionSummary } from '@trajectory/contracts/versions';
import { formatDollarsChange } from '@/lib/format';
import { keyFigureRows } from '@/features/versions/lib/key-figures';
import {
  cashFlowResponse,
  balanceSheetResponse,
  metrics,
  mockStatements,
  mockViewport,
  profitLossResponse,
  prospect,
  PROSPECT_ID,
  questionnaire,
  QUESTIONNAIRE_ID,
} from './full-statements-fixtures';
import { MemoryRouter } from 'react-router';
import { ReportCard } from '@/features/reports/components/report-card';
import { jsonResponse, mockApi, renderRoute, renderWithClient } from './utils';

vi.setConfig({ testTimeout: 20_000 });

const BASE = `/api/questionnaires/${QUESTIONNAIRE_ID}/versions`;
const PAGE = `/versions/${PROSPECT_ID}?questionnaireId=${QUESTIONNAIRE_ID}`;

const v = (number: number, over: Partial<TVersionSummary> = {}): TVersionSummary => ({
  number,
  createdAt: `2026-03-0${number + 2}T10:00:00.000Z`,
  madeBy: 'founder',
  staffUserId: null,
  restoredFrom: null,
  ...over,
});

const years = (year1: number, year2: number, year3: number) => ({ year1, year2, year3 });
const coverage = { year1: null, year2: null, year3: null };

function comparison({ withCash = true } = {}): TVersionComparison {
  const cash = (c: ReturnType<typeof years>) => (withCash ? { cash: c } : {});
  return {
    questionnaireId: QUESTIONNAIRE_ID,
    projectionYears: 3,
    computedAt: '2026-11-27T10:00:00.000Z',
    a: {
      ...v(1),
      figures: {
        revenue: years(120000, 150000, 187500),
        netProfit: years(-12345, -780, 18417),
        ...cash(years(-7345, -8125, 10292)),
        fundingGap: 4200,
        debtServiceCoverage: coverage,
      },
    },
    b: {
      ...v(2),
      figures: {
        revenue: years(90000, 112500, 140625),
        netProfit: years(-20000, -9000, 5000),
        ...cash(years(-15000, -24000, -19000)),
        fundingGap: 24000,
        debtServiceCoverage: coverage,
      },
    },
    changes: [{ field: 'salesVolume.firstMonthSales', label: 'First month sales', a: '1200', b: '900' }],
    difference: {
      revenue: years(-30000, -37500, -46875),
      netProfit: years(-7655, -8220, -13417),
      ...cash(years(-7655, -15875, -29292)),
      fundingGap: 19800,
      debtServiceCoverage: coverage,
    },
  };
}

const detail = (number: number): TVersionDetail => ({
  ...v(number),
  questionnaireId: QUESTIONNAIRE_ID,
  sections: { ...questionnaire, salesVolume: { firstMonthSales: 1200 } },
  computedAt: '2026-11-27T10:00:00.000Z',
  projectionYears: 3,
  metrics,
  profitLoss: profitLossResponse.profitLoss,
  balanceSheet: balanceSheetResponse().balanceSheet,
  cashFlow: cashFlowResponse.cashFlow,
});

function mockVersions({
  versions = [v(1), v(2)],
  compare = comparison(),
  list,
}: {
  versions?: TVersionSummary[];
  compare?: TVersionComparison;
  list?: () => Response;
} = {}) {
  const restores: string[] = [];
  const current = [...versions];
  const fetchMock = mockApi({
    [`/api/prospects/${PROSPECT_ID}`]: () => jsonResponse(prospect('P02')),
    [`/api/questionnaires/${QUESTIONNAIRE_ID}`]: () => jsonResponse(questionnaire),
    [BASE]: list ?? (() => jsonResponse({ questionnaireId: QUESTIONNAIRE_ID, versions: current })),
    [`${BASE}/compare?a=1&b=2`]: () => jsonResponse(compare),
    [`${BASE}/1`]: () => jsonResponse(detail(1)),
    [`${BASE}/1/restore`]: (init) => {
      restores.push(init?.method ?? 'GET');
      const version = v(current.length + 1, { madeBy: 'restore', restoredFrom: 1 });
      current.push(version);
      return jsonResponse({ success: true, version, regenerated: ['profit_loss'] });
    },
  });
  return { fetchMock, restores };
}

const rowOf = (number: number) =>
  screen
    .getAllByTestId('version-row')
    .find((row) => within(row).queryByText(`Version ${number}`, { exact: true }))!;

describe('the Versions page', () => {
  it('lists the versions newest first, who made each, the current one marked', async () => {
    mockViewport({ isPhone: false });
    mockVersions({
      versions: [
        v(1),
        v(2, { madeBy: 'staff', staffUserId: 4 }),
        v(3, { madeBy: 'restore', restoredFrom: 1 }),
      ],
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sweet Rise Bakery - Versions' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const rows = await screen.findAllByTestId('version-row');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Version 3Current',
      'Version 2',
      'Version 1',
    ]);
    expect(rows[0]).toHaveTextContent('Restored from version 1');
    expect(rows[1]).toHaveTextContent('Our staff');
    expect(rows[2]).toHaveTextContent('You');
    expect(rows[2]).toHaveTextContent('Mar 03, 2026 at');
    // The current version is never offered for restore; the others are.
    expect(within(rows[0]!).queryByRole('button', { name: /Restore this version/ })).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: 'Restore this version (version 1)' })).toBeVisible();
    expect(within(rows[2]!).getByRole('link', { name: 'Open version 1' })).toHaveAttribute(
      'href',
      `${PAGE}&version=1`,
    );
  });

  it('compares the two newest: the changed answer as the review writes it, and each figure with its difference', async () => {
    mockViewport({ isPhone: false });
    mockVersions();
    renderRoute(PAGE);
    const changed = await screen.findByRole('table', { name: 'Answers that changed' }, { timeout: 10_000 });
    expect(
      within(changed)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Answer', 'Version 1', 'Version 2']);
    const row = within(changed).getByRole('row', { name: /First month sales/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,200', '900']);

    const figures = screen.getByRole('table', { name: 'Key figures compared' });
    const revenue = within(figures).getByTestId('figure-revenue.year1');
    expect(within(revenue).getByRole('rowheader')).toHaveTextContent('Revenue, Year 1');
    const [a, b, diff] = within(revenue).getAllByRole('cell');
    expect([a?.textContent, b?.textContent, diff?.textContent]).toEqual(['$120,000', '$90,000', '−$30,000']);
    expect(diff).toHaveClass('text-negative');
    // A larger funding gap is worse for the plan, though the number rose.
    const gap = within(figures).getByTestId('figure-fundingGap');
    expect(within(gap).getAllByRole('cell').at(-1)).toHaveTextContent('+$19,800');
    expect(within(gap).getAllByRole('cell').at(-1)).toHaveClass('text-negative');
    expect(within(figures).getByTestId('figure-cash.year3')).toHaveTextContent('($19,000)');
    expect(screen.queryByText(/which your plan does not include/)).toBeNull();
    expect(screen.getByTestId('computed-today')).toHaveTextContent(
      'Figures as computed today from the answers of Mar 03, 2026 (version 1) and Mar 04, 2026 (version 2).',
    );
  });

  it('says in one line why a plan without the cash flow has no year-end cash, and stacks on a phone', async () => {
    mockViewport({ isPhone: true });
    mockVersions({ compare: comparison({ withCash: false }) });
    renderRoute(PAGE);
    expect(
      await screen.findByText(
        'Year-end cash comes from the cash flow statement, which your plan does not include.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('figure-cash.year1')).toBeNull();
    // Stacked: no tables, each row a list item with both versions and the difference.
    expect(screen.queryByRole('table', { name: 'Key figures compared' })).toBeNull();
    const figures = screen.getByRole('list', { name: 'Key figures compared' });
    expect(within(figures).getByTestId('figure-netProfit.year3')).toHaveTextContent(
      'Net profit, Year 3Version 1$18,417Version 2$5,000Difference−$13,417',
    );
    expect(screen.getByRole('list', { name: 'Answers that changed' })).toHaveTextContent('First month sales');
  });

  it('opens a version read-only with its figures as computed today and its answers', async () => {
    mockViewport({ isPhone: false });
    mockVersions();
    renderRoute(`${PAGE}&version=1`);
    expect(
      await screen.findByText(
        'Figures as computed today from the answers of Mar 03, 2026.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Version 1' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '3-year Profit & Loss projection' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '3-year Balance Sheet projection' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '3-year Cash Flow projection' })).toBeInTheDocument();
    const answers = screen.getByRole('table', { name: 'Answers of this version' });
    expect(within(answers).getByRole('row', { name: /Unit Price/ })).toHaveTextContent('$12.50');
    expect(screen.getByRole('button', { name: 'Restore this version (version 1)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All versions' })).toHaveAttribute('href', PAGE);
  });

  it('restores a version after a confirmation that says it makes a new one, and lists it', async () => {
    mockViewport({ isPhone: false });
    const { restores } = mockVersions();
    const { queryClient } = renderRoute(PAGE);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findAllByTestId('version-row', {}, { timeout: 10_000 });
    await userEvent.click(within(rowOf(1)).getByRole('button', { name: 'Restore this version (version 1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(dialog).toHaveTextContent('saved as a new version. Nothing else changes');
    expect(restores).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(restores).toEqual(['POST']));
    // Everything cached is read anew: the statements follow the restored answers.
    expect(invalidate).toHaveBeenCalledWith();
    await waitFor(() => expect(screen.getAllByTestId('version-row')).toHaveLength(3));
    expect(rowOf(3)).toHaveTextContent('Restored from version 1');
    expect(rowOf(3)).toHaveTextContent('Current');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an error with Try Again when the list cannot load', async () => {
    mockViewport({ isPhone: false });
    let calls = 0;
    mockVersions({
      list: () => {
        calls += 1;
        return calls === 1
          ? new Response('Server down', { status: 500, statusText: 'Internal Server Error' })
          : jsonResponse({ questionnaireId: QUESTIONNAIRE_ID, versions: [v(1)] });
      },
    });
    renderRoute(PAGE);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Error loading versions');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('version-row')).toHaveTextContent('Version 1');
    // One version: nothing to compare yet, said plainly.
    expect(screen.getByText(/There is one version so far/)).toBeInTheDocument();
  });
});

describe('the way in', () => {
  it('the full statements page links to the plan’s versions', async () => {
    mockViewport({ isPhone: false });
    mockStatements();
    renderRoute(`/full-statements/${PROSPECT_ID}?questionnaireId=${QUESTIONNAIRE_ID}`);
    expect(await screen.findByRole('link', { name: 'Versions' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      PAGE,
    );
  });

  it('the dashboard’s report card links to the plan’s versions', () => {
    const report = {
      id: '33333333-3333-4333-8333-333333333333',
      prospectId: PROSPECT_ID,
      questionnaireId: QUESTIONNAIRE_ID,
      reportType: 'profit_loss' as const,
      statementType: 'Complete' as const,
      planName: 'Full Reports',
      yearRange: '2026-2028',
      title: 'Sweet Rise Bakery',
      createdAt: '2026-03-03T10:00:00.000Z',
    };
    renderWithClient(
      <MemoryRouter>
        <ReportCard
          group={{ questionnaireId: QUESTIONNAIRE_ID, report, reportTypes: ['profit_loss'] }}
          hasFullStatements
          canShare={false}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Versions' })).toHaveAttribute('href', PAGE);
  });
});

describe('key figure rows', () => {
  it('signs each difference and colours it by what is better for the plan', () => {
    const rows = keyFigureRows(comparison());
    expect(rows.map((row) => row.key)).toEqual([
      'revenue.year1',
      'revenue.year2',
      'revenue.year3',
      'netProfit.year1',
      'netProfit.year2',
      'netProfit.year3',
      'cash.year1',
      'cash.year2',
      'cash.year3',
      'fundingGap',
    ]);
    expect(rows.find((r) => r.key === 'fundingGap')).toMatchObject({ difference: '+$19,800', tone: 'worse' });
    expect(formatDollarsChange(1200.4)).toBe('+$1,200');
    expect(formatDollarsChange(-0.2)).toBe('$0');
    expect(formatDollarsChange(-1500)).toBe('−$1,500');
  });
});

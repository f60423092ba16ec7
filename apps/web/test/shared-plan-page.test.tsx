// Issue #26: the lender's page /shared/{token}. It reads the link once (the read counts a view), shows
// the plan read-only with the version it is, offers the downloads only when allowed, and an expired,
// revoked or unknown link is a plain page with the server's message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SHARE_LINK_GONE,
  SHARE_LINK_UNKNOWN,
  ZSharedPlan,
  type TSharedPlan,
} from '@trajectory/contracts/sharing';
import {
  balanceSheetResponse,
  cashFlowResponse,
  mockViewport,
  profitLossResponse,
  questionnaire,
} from './full-statements-fixtures';
import { jsonResponse, mockApi, renderRoute } from './utils';

// The first render of a file loads the lazy page module, which is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA';
const READ = `/api/shared/${TOKEN}`;

function sharedPlan(overrides: Partial<TSharedPlan> = {}): TSharedPlan {
  const balance = balanceSheetResponse();
  return ZSharedPlan.parse({
    link: {
      label: 'First Bank',
      expiresAt: '2026-04-02T10:00:00.000Z',
      allowDownloads: false,
      followsLatest: false,
      pinnedVersion: 2,
    },
    version: { number: 2, createdAt: '2026-03-03T10:00:00.000Z' },
    businessName: 'Sweet Rise Bakery',
    answersUpdatedAt: '2026-03-05T10:00:00.000Z',
    computedAt: '2026-03-06T10:00:00.000Z',
    projectionYears: 3,
    sections: questionnaire,
    assumptions: {},
    metrics: profitLossResponse.metrics,
    months: profitLossResponse.months,
    warnings: profitLossResponse.warnings,
    profitLoss: profitLossResponse.profitLoss,
    revenueStreams: profitLossResponse.revenueStreams,
    balanceSheet: balance.balanceSheet,
    cashFlow: cashFlowResponse.cashFlow,
    sourcesAndUses: balance.sourcesAndUses,
    lenderChecks: balance.lenderChecks,
    charts: [],
    ...overrides,
  });
}

describe('the shared plan page', () => {
  it('shows the plan read-only, which version and when, and reads the link once', async () => {
    mockViewport({ isPhone: false });
    const fetchMock = mockApi({ [READ]: () => jsonResponse(sharedPlan()) });
    renderRoute(`/shared/${TOKEN}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Sweet Rise Bakery - Financial Statements' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Shared with First Bank')).toBeInTheDocument();
    expect(screen.getByTestId('shared-version')).toHaveTextContent(
      'Version 2, saved Mar 03, 2026. Figures as computed today from the answers of Mar 03, 2026.',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profit & Loss',
      'Balance Sheet',
      'Cash Flow',
      'Financial Charts',
      'Assumptions & Notes',
    ]);
    expect(screen.getByRole('table', { name: '3-year Profit & Loss projection' })).toBeInTheDocument();
    // Downloads were not allowed, and no founder action is offered.
    expect(screen.queryByRole('button', { name: /download/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /dashboard|edit|upgrade/i })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('what-if')).getByText(/Nothing you change is saved/),
    ).toBeInTheDocument();
    // The plan is read once (each read is a view); the link's threads are a read of their own.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([READ, `${READ}/questions`]);
  });

  it('offers to ask about each line and input, and lists the link’s questions', async () => {
    mockViewport({ isPhone: false });
    mockApi({
      [READ]: () => jsonResponse(sharedPlan()),
      [`${READ}/questions`]: () => jsonResponse({ threads: [] }),
    });
    renderRoute(`/shared/${TOKEN}`);
    const pl = await screen.findByRole(
      'table',
      { name: '3-year Profit & Loss projection' },
      { timeout: 10_000 },
    );
    expect(within(pl).getByRole('button', { name: 'Ask about Rent' })).toBeInTheDocument();
    // The row keeps its label as its name beside the button.
    expect(within(pl).getByRole('rowheader', { name: 'Rent' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Assumptions & Notes' }));
    const inputs = screen.getByRole('table', { name: 'The inputs' });
    expect(within(inputs).getByRole('button', { name: 'Ask about Unit price' })).toBeInTheDocument();
    const questions = screen.getByRole('region', { name: 'Questions' });
    expect(
      await within(questions).findByText(/No questions yet. Ask about any line or assumption/),
    ).toBeInTheDocument();
  });

  it('shows the written assessment in an AI Assessment tab, read-only', async () => {
    mockViewport({ isPhone: false });
    const sections = {
      executiveSummary: 'A bakery with a steady first year.',
      marketOpportunity: 'Growing demand.',
      profitLossAnalysis: 'Margins hold.',
      balanceSheetAnalysis: 'Assets cover the loan.',
      cashFlowAnalysis: 'Cash stays positive.',
      benchmarkComparison: 'How busy are mornings?',
      recommendations: '- Keep a reserve',
    };
    mockApi({
      [READ]: () =>
        jsonResponse(sharedPlan({ assessment: { ...sections, updatedAt: '2026-03-04T10:00:00.000Z' } })),
      [`${READ}/questions`]: () => jsonResponse({ threads: [] }),
    });
    const user = userEvent.setup();
    renderRoute(`/shared/${TOKEN}`);
    const tab = await screen.findByRole('tab', { name: 'AI Assessment' }, { timeout: 10_000 });
    await user.click(tab);
    const panel = screen.getByTestId('shared-assessment');
    expect(within(panel).getAllByTestId('assessment-section')).toHaveLength(7);
    expect(within(panel).getByText('A bakery with a steady first year.')).toBeInTheDocument();
    expect(within(panel).getByText(/written for the founder on Mar 04, 2026/)).toBeInTheDocument();
    // Read-only: nothing to download, regenerate or start.
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a plan without Complete statements: the P&L only, and only the PDF to download', async () => {
    mockViewport({ isPhone: false });
    const plan = sharedPlan({
      link: { ...sharedPlan().link, allowDownloads: true, followsLatest: true, pinnedVersion: null },
    });
    for (const key of ['balanceSheet', 'cashFlow', 'sourcesAndUses', 'lenderChecks'] as const)
      delete plan[key];
    mockApi({ [READ]: () => jsonResponse(plan) });
    renderRoute(`/shared/${TOKEN}`);
    expect(
      await screen.findByRole('button', { name: 'Download PDF Report' }, { timeout: 10_000 }),
    ).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Download Excel Report' })).not.toBeInTheDocument();
    expect(screen.getByTestId('shared-version')).toHaveTextContent(
      'Latest version (version 2), saved Mar 03, 2026.',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profit & Loss',
      'Financial Charts',
      'Assumptions & Notes',
    ]);
  });

  it('an expired, revoked or unknown link is a plain page with the server’s message', async () => {
    for (const [status, body, title] of [
      [410, { error: 'LINK_EXPIRED', message: SHARE_LINK_GONE.expired }, 'This plan is no longer shared'],
      [404, { error: 'NOT_FOUND', message: SHARE_LINK_UNKNOWN }, 'Shared plan not found'],
    ] as const) {
      mockApi({ [READ]: () => jsonResponse(body, { status }) });
      const view = renderRoute(`/shared/${TOKEN}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(body.message)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { products } from './fixtures';
import { jsonResponse, mockApi, renderRoute } from './utils';

const PROSPECT_ID = '11111111-1111-4111-8111-111111111111';
const Q_OLD = '22222222-2222-4222-8222-222222222222';
const Q_NEW = '33333333-3333-4333-8333-333333333333';
const SESSION_URL = '/api/access/session';

/** The session of a browser that opens these plans (newest first). */
const sessionOf = (...prospects: unknown[]) => ({
  prospects: prospects.map((body) => ({ prospect: body, isVerified: true, otherBrowsers: 0 })),
});

const prospect = (overrides: Record<string, unknown> = {}) => ({
  id: PROSPECT_ID,
  name: 'Jane Founder',
  email: 'jane@example.com',
  businessName: 'Jane Bakes',
  selectedPlan: 'Free Projection',
  selectedPlanCode: 'P01',
  preferredPlan: null,
  preferredPlanCode: null,
  statementsType: 'Simple',
  submissionCount: 1,
  maxSubmissions: 2,
  remainingReports: 1,
  reportCount: 1,
  createdAt: '2025-01-05T10:00:00.000Z',
  ...overrides,
});

let reportSeq = 0;
const report = (questionnaireId: string, reportType: string, createdAt: string, title: string) => ({
  id: `44444444-4444-4444-8444-${String(++reportSeq).padStart(12, '0')}`,
  prospectId: PROSPECT_ID,
  questionnaireId,
  reportType,
  statementType: 'Simple',
  planName: 'Free Projection',
  yearRange: 'Year 1-3',
  title,
  createdAt,
});

const reports = [
  report(Q_NEW, 'cash_flow', '2025-03-02T10:00:00.000Z', 'Jane Bakes Cafe'),
  report(Q_NEW, 'profit_loss', '2025-03-01T10:00:00.000Z', 'Jane Bakes Cafe (old title)'),
  report(Q_OLD, 'profit_loss', '2025-02-01T10:00:00.000Z', 'Jane Bakes'),
];

function mockDashboard(prospectBody: unknown = prospect(), reportList: unknown = reports) {
  return mockApi({
    [SESSION_URL]: () => jsonResponse(sessionOf(prospectBody)),
    [`/api/reports/prospect/${PROSPECT_ID}`]: () => jsonResponse(reportList),
    '/api/products': () => jsonResponse(products),
  });
}

describe('reports dashboard', () => {
  it('shows the account, usage and reports grouped by questionnaire with the newest kept', async () => {
    mockDashboard();
    renderRoute('/reports');
    expect(await screen.findByRole('heading', { name: 'Reports for Jane Founder' })).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
    expect(screen.getByText('Member since Jan 05, 2025')).toBeInTheDocument();
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Free Projection');
    expect(screen.getByTestId('usage')).toHaveTextContent('1 of 2');
    expect(screen.queryByTestId('payment-pending')).not.toBeInTheDocument();

    const cards = await screen.findAllByTestId('report-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByTestId('report-count')).toHaveTextContent('2 financial reports found');
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Jane Bakes Cafe');
    expect(within(cards[0]!).getByText(/Cash Flow, Profit & Loss/)).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Preview Report' })).toHaveAttribute(
      'href',
      `/results/${PROSPECT_ID}?questionnaireId=${Q_NEW}`,
    );
    expect(within(cards[1]!).getByRole('heading')).toHaveTextContent('Jane Bakes');
    expect(within(cards[1]!).getByRole('button', { name: 'Download Report' })).toBeEnabled();
    expect(screen.getByTestId('other-browsers')).toHaveTextContent(
      'No other browser can open these reports.',
    );
    expect(screen.queryByRole('button', { name: 'Sign out other browsers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your plans' })).not.toBeInTheDocument();
  });

  it('offers a new report while credits remain and validates the business name', async () => {
    mockDashboard();
    render(<Toaster />);
    const { router } = renderRoute('/reports');
    expect(await screen.findByText('Ready to create new questionnaire')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy a New Plan' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Get a New Report' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Business Name');
    await userEvent.type(input, '   {Enter}');
    expect(await screen.findByText('Business Name Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a business name for your new report.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');

    await userEvent.type(input, ' Sunrise Bakery {Enter}');
    expect(router.state.location.pathname).toBe(`/questionnaire/${PROSPECT_ID}`);
    expect(router.state.location.search).toBe('?new-questionnaire=true&businessName=Sunrise%20Bakery');
  });

  it('shows the limit-reached message, the plan dialog and no expert button on the free plan', async () => {
    mockDashboard(prospect({ submissionCount: 2 }));
    const { router } = renderRoute('/reports');
    expect(await screen.findByText('Report limit reached')).toBeInTheDocument();
    expect(screen.queryByText('Ready to create new questionnaire')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Talk With an Expert' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Buy a New Plan' }));
    const dialog = await screen.findByRole('dialog');
    const choices = await within(dialog).findAllByRole('button', { name: /-/ });
    expect(choices.map((button) => button.textContent)).toEqual([
      'Full Reports - Only $29.99',
      'Expert Feedback - $59.99',
      "Custom Financial Proforma - Let's Talk",
    ]);
    await userEvent.click(choices[1]!);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.search).toBe(`?product=consultation&prospectId=${PROSPECT_ID}`);
  });

  it('sends Custom to the expert page and offers Talk With an Expert on a paid plan', async () => {
    mockDashboard(
      prospect({
        selectedPlan: 'Full Reports',
        selectedPlanCode: 'P02',
        submissionCount: 5,
        maxSubmissions: 5,
      }),
    );
    const { router } = renderRoute('/reports');
    expect(await screen.findByRole('link', { name: 'Talk With an Expert' })).toHaveAttribute(
      'href',
      '/talk-with-expert',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy a New Plan' }));
    await userEvent.click(
      await screen.findByRole('button', { name: "Custom Financial Proforma - Let's Talk" }),
    );
    expect(router.state.location.pathname).toBe('/talk-with-expert');
  });

  it('labels a chosen but unpaid plan Payment Pending', async () => {
    mockDashboard(prospect({ preferredPlan: 'Full Reports', preferredPlanCode: 'P02' }));
    renderRoute('/reports');
    expect(await screen.findByTestId('payment-pending')).toHaveTextContent('Payment Pending');
    expect(screen.getByRole('link', { name: 'Complete Payment' })).toHaveAttribute(
      'href',
      `/checkout?product=financial_statements&prospectId=${PROSPECT_ID}`,
    );
  });

  it('does not label a plan pending when the preferred plan is the one held', async () => {
    mockDashboard(
      prospect({
        selectedPlan: 'Full Reports',
        selectedPlanCode: 'P02',
        preferredPlan: 'Full Reports',
        preferredPlanCode: 'P02',
      }),
    );
    renderRoute('/reports');
    await screen.findByTestId('plan-badge');
    expect(screen.queryByTestId('payment-pending')).not.toBeInTheDocument();
  });

  it('shows an empty state when the prospect has no reports yet', async () => {
    mockDashboard(prospect({ submissionCount: 0 }), []);
    renderRoute('/reports');
    expect(await screen.findByText('No reports yet')).toBeInTheDocument();
    expect(screen.getByTestId('report-count')).toHaveTextContent('0 financial reports found');
  });

  it("downloads the card's questionnaire as one PDF and only logs a failure", async () => {
    const fetchMock = mockDashboard();
    const pdfUrl = `/api/questionnaires/${Q_NEW}/report.pdf`;
    const failedUrl = `/api/questionnaires/${Q_OLD}/report.pdf`;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === SESSION_URL) return jsonResponse(sessionOf(prospect()));
      if (url === `/api/reports/prospect/${PROSPECT_ID}`) return jsonResponse(reports);
      if (url === pdfUrl)
        return new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition':
              'attachment; filename="Trajectory_Jane_Bakes_Cafe_financial_report.pdf"; ' +
              "filename*=UTF-8''Trajectory_Jane_Bakes_Caf%C3%A9_financial_report.pdf",
          },
        });
      return new Response('', { status: 500 });
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/reports');
    const cards = await screen.findAllByTestId('report-card');

    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Download Report' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(pdfUrl, expect.anything());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Trajectory_Jane_Bakes_Café_financial_report.pdf',
    );

    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Download Report' }));
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(failedUrl, expect.anything());
    expect(click).toHaveBeenCalledTimes(1);
  });
  it('opens the full statements from each card of a complete plan and offers only the bigger plans', async () => {
    mockDashboard(prospect({ selectedPlan: 'Full Reports', selectedPlanCode: 'P02', maxSubmissions: 5 }));
    renderRoute('/reports');
    const cards = await screen.findAllByTestId('report-card');
    expect(within(cards[0]!).getByRole('link', { name: 'View Full Statements' })).toHaveAttribute(
      'href',
      `/full-statements/${PROSPECT_ID}?questionnaireId=${Q_NEW}`,
    );
    expect(within(cards[1]!).getByRole('link', { name: 'View Full Statements' })).toHaveAttribute(
      'href',
      `/full-statements/${PROSPECT_ID}?questionnaireId=${Q_OLD}`,
    );
    expect(screen.queryByRole('link', { name: 'Preview Report' })).not.toBeInTheDocument();
    // After the upgrade every card says what the plan now holds, the older one stored with its P&L only too.
    for (const card of cards) {
      expect(
        within(card).getByText(/^Profit & Loss, Balance Sheet, Cash Flow · Year 1-3/),
      ).toBeInTheDocument();
    }
    expect(screen.getByTestId('credits-note')).toHaveTextContent(
      'Each completed questionnaire uses one report; every plan you buy adds its reports to the ones you have.',
    );
    const plans = await screen.findByRole('region', { name: 'Upgrade My Plan' });
    expect(
      within(plans)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Expert Feedback', 'Custom Financial Proforma']);
    expect(within(plans).getByRole('link', { name: 'Upgrade to Expert Feedback' })).toHaveAttribute(
      'href',
      `/checkout?product=consultation&prospectId=${PROSPECT_ID}`,
    );
    // The header of a browser with a complete plan links to its statements.
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: 'Full Statements' })[0]).toHaveAttribute(
      'href',
      `/full-statements/${PROSPECT_ID}`,
    );
  });
});

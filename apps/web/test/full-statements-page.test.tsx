import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockStatements, mockViewport, PROSPECT_ID, QUESTIONNAIRE_ID } from './full-statements-fixtures';
import { jsonResponse, renderRoute } from './utils';
import { Toaster } from '@/components/ui/toaster';
import { chartDataUrl } from '@/api/get-chart-data';

// The first render of a file loads the lazy page module, which is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const PAGE = `/full-statements/${PROSPECT_ID}`;
const EXPORT_URL = `/api/export/financial-reports/${PROSPECT_ID}?questionnaireId=${QUESTIONNAIRE_ID}`;

describe('full statements page', () => {
  it('titles the page with the business and offers the dashboard and home', async () => {
    mockViewport({ isPhone: false });
    mockStatements();
    renderRoute(PAGE);
    // The first render also loads the lazy page module.
    await screen.findByRole('table', { name: '3-year Profit & Loss projection' }, { timeout: 10_000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sweet Rise Bakery - Financial Statements' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'My Reports Dashboard' })).toHaveAttribute(
      'href',
      '/reports',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Download Excel Report' })).toBeEnabled();
    // The fixture's plan is paid: its founder may share it with a lender (issue #26).
    expect(screen.getByRole('button', { name: 'Share with a lender' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Book Expert Consultation' })).not.toBeInTheDocument();
  });

  it('uses keyboard-accessible tabs on desktop, in the spec order', async () => {
    mockViewport({ isPhone: false });
    mockStatements();
    renderRoute(PAGE);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profit & Loss',
      'Balance Sheet',
      'Cash Flow',
      'Financial Charts',
      'Assumptions & Notes',
      'AI Assessment',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: '3-year Balance Sheet projection' })).toBeInTheDocument();
    expect(screen.queryByTestId('statement-accordion')).not.toBeInTheDocument();
  });

  it('collapses the sections into an accordion at phone width', async () => {
    mockViewport({ isPhone: true });
    mockStatements();
    renderRoute(PAGE);
    const accordion = await screen.findByTestId('statement-accordion');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // The accordion's own triggers: a panel may hold a collapsible of its own (Month by month, Year 1).
    const triggers = [...accordion.querySelectorAll<HTMLButtonElement>(':scope > div > h2 > button')];
    expect(triggers.map((t) => t.textContent)).toEqual([
      'Profit & Loss',
      'Balance Sheet',
      'Cash Flow',
      'Financial Charts',
      'Assumptions & Notes',
      'AI Assessment',
    ]);
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('table', { name: '3-year Profit & Loss projection' })).toBeInTheDocument();
    await userEvent.click(within(accordion).getByRole('button', { name: 'Cash Flow' }));
    expect(await screen.findByRole('table', { name: '3-year Cash Flow projection' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '3-year Profit & Loss projection' })).not.toBeInTheDocument();
  });

  it('shows the six live charts and the cash balance with its loan line, and the fallback sentence for one that cannot load', async () => {
    mockViewport({ isPhone: false });
    const fetchMock = mockStatements();
    renderRoute(PAGE);
    await userEvent.click(await screen.findByRole('tab', { name: 'Financial Charts' }));
    const slugs = [
      'expenses',
      'revenue-profit',
      'waterfall',
      'trend',
      'items-sold-1st-year',
      'net-profit-1st-year',
      // Issue #24: the founder's Charts tab has the cash balance too, as staff's viewer does.
      'cash-balance',
    ] as const;
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll('[data-chart]')).map((card) => card.getAttribute('data-chart')),
      ).toEqual([...slugs]),
    );
    for (const slug of slugs) {
      await waitFor(() =>
        expect(fetchMock).toHaveBeenCalledWith(chartDataUrl(QUESTIONNAIRE_ID, slug), expect.anything()),
      );
    }
    // The canned API has no figures for them: each card says so instead of drawing nothing.
    expect(await screen.findAllByText('Chart unavailable - questionnaire data not loaded')).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Cash Balance' })).toBeInTheDocument();
  });

  it("shows the plain not-found page for another founder's plan: no title, tabs or downloads (issue #24)", async () => {
    mockViewport({ isPhone: false });
    const notFound = () =>
      jsonResponse({ error: 'NOT_FOUND', message: 'Prospect not found' }, { status: 404 });
    mockStatements({
      extra: {
        [`/api/prospects/${PROSPECT_ID}`]: notFound,
        [`/api/profit-loss/${PROSPECT_ID}`]: notFound,
        [`/api/balance-sheet/${PROSPECT_ID}`]: notFound,
        [`/api/cash-flow/${PROSPECT_ID}`]: notFound,
      },
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Excel Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('lists the assumptions with the spec labels, the disclaimer and the note', async () => {
    mockViewport({ isPhone: false });
    mockStatements();
    renderRoute(PAGE);
    await userEvent.click(await screen.findByRole('tab', { name: 'Assumptions & Notes' }));
    const rows = Object.fromEntries(
      (await screen.findAllByTestId('input-row')).map((row) => [
        row.querySelector('th')?.textContent,
        row.querySelector('td')?.textContent,
      ]),
    );
    expect(rows).toMatchObject({
      'Unit Cost': '$5',
      'Units per Month': '1,200',
      'Start Month': 'Month 3',
      'Annual Growth Rate (%)': '20%',
      'Monthly Salaries': '$5,000',
      'Monthly Advertising': '$500',
      'Monthly Rent': '$1,500',
      'Monthly Utilities': '$200',
      'Monthly Other Expenses': '$100',
      'Startup Cost': '$8,000',
      'Initial Cash': '$0',
    });
    expect(screen.getByText(/consult a licensed financial advisor/)).toBeInTheDocument();
    expect(screen.getByText(/Startup costs are not included in these income statements/)).toBeInTheDocument();
    expect(
      screen.getByText(/Most businesses take 1-3 years to become consistently profitable/),
    ).toBeInTheDocument();
  });

  it('downloads the Excel report from the export URL under the server’s file name', async () => {
    mockViewport({ isPhone: false });
    const createObjectURL = vi.fn(() => 'blob:excel');
    // jsdom has no object URLs; a subclass keeps `new URL()` working and is unstubbed after the test.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = createObjectURL;
        static revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Sweet Rise Bakery - Financial Statements.xlsx');
      expect(this.href).toBe('blob:excel');
    });
    const fetchMock = mockStatements({
      extra: {
        [EXPORT_URL]: () =>
          new Response(new Blob(['xlsx']), {
            headers: {
              'Content-Disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent('Sweet Rise Bakery - Financial Statements.xlsx')}`,
            },
          }),
      },
    });
    renderRoute(PAGE);
    await screen.findByRole('table', { name: '3-year Profit & Loss projection' });
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel Report' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      EXPORT_URL,
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('downloads the one PDF of the questionnaire, named by the server', async () => {
    mockViewport({ isPhone: false });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = createObjectURL;
        static revokeObjectURL = vi.fn();
      },
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const pdfUrl = `/api/questionnaires/${QUESTIONNAIRE_ID}/report.pdf`;
    const fetchMock = mockStatements({
      extra: {
        [pdfUrl]: () =>
          new Response(new Blob(['%PDF-1.7']), {
            headers: {
              'Content-Disposition': `attachment; filename="Trajectory_Sweet_Rise_Bakery_financial_report.pdf"`,
            },
          }),
      },
    });
    renderRoute(PAGE);
    await screen.findByRole('table', { name: '3-year Profit & Loss projection' });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF Report' }));
    await waitFor(() => expect(names).toEqual(['Trajectory_Sweet_Rise_Bakery_financial_report.pdf']));
    expect(fetchMock).toHaveBeenCalledWith(pdfUrl, expect.objectContaining({ method: 'GET' }));
  });

  it('toasts Export Failed with the reason when the export is refused', async () => {
    mockViewport({ isPhone: false });
    mockStatements({
      extra: {
        [EXPORT_URL]: () =>
          jsonResponse(
            { error: 'FORBIDDEN', message: 'The Excel report is not included in the Free Projection plan.' },
            { status: 403 },
          ),
      },
    });
    render(<Toaster />);
    renderRoute(PAGE);
    await screen.findByRole('table', { name: '3-year Profit & Loss projection' });
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel Report' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(
      screen.getByText('The Excel report is not included in the Free Projection plan.'),
    ).toBeInTheDocument();
  });

  it('offers the expert consultation where the plan books meetings', async () => {
    mockViewport({ isPhone: false });
    mockStatements({ plan: 'P03' });
    renderRoute(PAGE);
    expect(await screen.findByRole('link', { name: 'Book Expert Consultation' })).toHaveAttribute(
      'href',
      '/talk-with-expert?completed=true&email=jane%40example.com',
    );
  });

  it('explains a statement the plan’s five years refuse, without a Try Again that cannot help', async () => {
    mockViewport({ isPhone: false });
    const refusal = 'These answers grow too high to project five years; lower the annual growth rate.';
    mockStatements({
      extra: {
        [`/api/cash-flow/${PROSPECT_ID}`]: () =>
          jsonResponse(
            { error: 'INVALID_INPUT', message: refusal, field: 'annualGrowthRate' },
            { status: 400 },
          ),
      },
    });
    renderRoute(PAGE);
    await userEvent.click(await screen.findByRole('tab', { name: 'Cash Flow' }, { timeout: 10_000 }));
    expect(
      await screen.findByRole('heading', { name: 'These answers cannot be projected over five years' }),
    ).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
  });
});

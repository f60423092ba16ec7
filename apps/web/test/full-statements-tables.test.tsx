import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  balanceSheetResponse,
  mockStatements,
  mockViewport,
  PROSPECT_ID,
  QUESTIONNAIRE_ID,
  questionnaire,
  rowFigures,
  SIMPLE_PLAN_MESSAGE,
} from './full-statements-fixtures';
import { jsonResponse, renderRoute } from './utils';
import { products } from './fixtures';
import { formatPrice } from '@/lib/format';
import { cashFlowNote } from '@trajectory/engine';

// The first render of a file loads the lazy page module, which is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const PAGE = `/full-statements/${PROSPECT_ID}`;

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

describe('full statements tables', () => {
  it('shows the P&L with accounting negatives, the key numbers, the checks and Year 1 by month', async () => {
    mockViewport({ isPhone: false });
    const fetchMock = mockStatements();
    renderRoute(PAGE);
    // The first render also loads the lazy page module.
    const table = await screen.findByRole(
      'table',
      { name: '3-year Profit & Loss projection' },
      { timeout: 10_000 },
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Line item', 'Year 1', 'Year 2', 'Year 3']);
    expect(rowFigures('totalRevenue')).toEqual(['$120,000', '$150,000', '$187,500']);
    expect(rowFigures('netProfit')).toEqual(['($12,345)', '($780)', '$18,417']);
    expect(within(table).getByText('($12,345)')).toHaveClass('text-negative');
    expect(document.querySelector('[data-row="netProfit"]')).toHaveClass('font-semibold');
    expect(screen.getByText('Month 14')).toBeInTheDocument();
    expect(screen.getByTestId('realism-warning')).toHaveTextContent('drops below zero in Month 8');

    await userEvent.click(screen.getByRole('button', { name: 'Month by month, Year 1' }));
    const monthly = await screen.findByRole('table', { name: 'Year 1, month by month' });
    const headers = within(monthly)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[1]).toBe('Month 1');
    expect(headers.at(-1)).toBe('Year 1');
    const netRow = monthly.querySelector('[data-row="netProfit"]');
    expect(netRow?.querySelectorAll('td')[0]).toHaveTextContent('($1,300)');
    expect(netRow?.querySelectorAll('td')[12]).toHaveTextContent('($15,600)');
    expect(monthly.querySelector('[data-row="cash"]')?.querySelectorAll('td')[12]).toHaveTextContent(
      '($10,600)',
    );
    expect(monthly.querySelector('[data-row="units"]')?.querySelectorAll('td')[12]).toHaveTextContent(
      '1,266',
    );
    expect(fetchMock).toHaveBeenCalledWith(`/api/profit-loss/${PROSPECT_ID}`, expect.anything());
  });

  it('shows the balance sheet by section with totals and hides the overdraft row when every year is 0', async () => {
    mockViewport({ isPhone: false });
    mockStatements();
    renderRoute(PAGE);
    await openTab('Balance Sheet');
    const table = await screen.findByRole('table', { name: '3-year Balance Sheet projection' });
    const sections = Array.from(table.querySelectorAll('[data-section]')).map((row) => row.textContent);
    expect(sections).toEqual(['Assets', 'Liabilities', 'Equity']);
    expect(rowFigures('assets.cash')).toEqual(['($7,345)', '($8,125)', '$10,292']);
    expect(within(table).getAllByText('($7,345)')[0]).toHaveClass('text-negative');
    expect(rowFigures('totalLiabilitiesAndEquity')).toEqual(['$655', '($125)', '$18,292']);
    expect(document.querySelector('[data-row="assets.totalAssets"]')).toHaveClass('font-semibold');
    expect(within(table).queryByText('Overdraft')).not.toBeInTheDocument();
  });

  it('shows the overdraft row when any year is above 0', async () => {
    mockViewport({ isPhone: false });
    mockStatements({
      extra: {
        [`/api/balance-sheet/${PROSPECT_ID}`]: () =>
          jsonResponse(balanceSheetResponse({ year1: 0, year2: 2500, year3: 0 })),
      },
    });
    renderRoute(PAGE);
    await openTab('Balance Sheet');
    await screen.findByRole('table', { name: '3-year Balance Sheet projection' });
    expect(screen.getByRole('rowheader', { name: 'Overdraft' })).toBeInTheDocument();
    expect(rowFigures('liabilities.overdraft')).toEqual(['$0', '$2,500', '$0']);
  });

  it('shows the cash flow with its note on taxes, depreciation and amortization', async () => {
    mockViewport({ isPhone: false });
    mockStatements();
    renderRoute(`${PAGE}?questionnaireId=${QUESTIONNAIRE_ID}`);
    await openTab('Cash Flow');
    const table = await screen.findByRole('table', { name: '3-year Cash Flow projection' });
    expect(Array.from(table.querySelectorAll('[data-section]')).map((row) => row.textContent)).toEqual([
      'Operating Activities',
      'Investing Activities',
      'Financing Activities',
    ]);
    expect(rowFigures('investing.startupCost')).toEqual(['($8,000)', '$0', '$0']);
    expect(rowFigures('cashEndOfYear')).toEqual(['($7,345)', '($8,125)', '$10,292']);
    expect(screen.getByText(/taxes, depreciation and amortization are not considered/i)).toBeInTheDocument();
  });

  it('says what the cash flow includes when the plan is taxed and depreciates (issue #24)', async () => {
    mockViewport({ isPhone: false });
    mockStatements({
      extra: {
        [`/api/questionnaires/${QUESTIONNAIRE_ID}`]: () =>
          jsonResponse({
            ...questionnaire,
            taxInfo: { incomeTaxRatePct: 21 },
            assetInfo: { oneTimePurchases: 8000, usefulLifeYears: 5 },
          }),
      },
    });
    renderRoute(`${PAGE}?questionnaireId=${QUESTIONNAIRE_ID}`);
    await openTab('Cash Flow');
    await screen.findByRole('table', { name: '3-year Cash Flow projection' });
    const note = screen.getByText(/income tax at 21%/);
    expect(note).toHaveTextContent(cashFlowNote({ incomeTaxRatePct: 21, usefulLifeYears: 5 }));
    expect(note).toHaveTextContent(/straight-line over 5 years/);
    expect(
      screen.queryByText(/taxes, depreciation and amortization are not considered/i),
    ).not.toBeInTheDocument();
  });

  it('names the plan that unlocks the balance sheet and cash flow for a Simple plan, with the checkout link', async () => {
    mockViewport({ isPhone: false });
    const forbidden = () =>
      jsonResponse(
        { error: 'FORBIDDEN', message: SIMPLE_PLAN_MESSAGE },
        { status: 403, statusText: 'Forbidden' },
      );
    mockStatements({
      plan: 'P01',
      extra: {
        [`/api/balance-sheet/${PROSPECT_ID}`]: forbidden,
        [`/api/cash-flow/${PROSPECT_ID}`]: forbidden,
      },
    });
    renderRoute(PAGE);
    await openTab('Balance Sheet');
    expect(await screen.findByText(SIMPLE_PLAN_MESSAGE)).toBeInTheDocument();
    // The paid plans, with prices from the products API, each leading to its own checkout.
    const plans = await screen.findByRole('region', { name: 'Upgrade My Plan' });
    expect(within(plans).getByRole('link', { name: 'Upgrade to Full Reports' })).toHaveAttribute(
      'href',
      `/checkout?product=financial_statements&prospectId=${PROSPECT_ID}`,
    );
    expect(within(plans).getByRole('link', { name: 'Upgrade to Expert Feedback' })).toHaveAttribute(
      'href',
      `/checkout?product=consultation&prospectId=${PROSPECT_ID}`,
    );
    expect(
      within(plans)
        .getAllByTestId('upgrade-price')
        .map((price) => price.textContent),
    ).toEqual(products.filter((p) => p.type === 'Paid').map((p) => formatPrice(p)));
    await openTab('Cash Flow');
    expect(await screen.findByText(SIMPLE_PLAN_MESSAGE)).toBeInTheDocument();
    await openTab('AI Assessment');
    expect(await screen.findByText(/not included in the Free Projection plan/)).toBeInTheDocument();
  });

  it('shows each error with Try Again, and retrying reloads the statement', async () => {
    mockViewport({ isPhone: false });
    let plCalls = 0;
    mockStatements({
      extra: {
        [`/api/profit-loss/${PROSPECT_ID}`]: () => {
          plCalls += 1;
          return jsonResponse({ error: 'INTERNAL', message: 'Database unavailable' }, { status: 500 });
        },
        [`/api/balance-sheet/${PROSPECT_ID}`]: () => new Response('', { status: 500, statusText: '' }),
        [`/api/cash-flow/${PROSPECT_ID}`]: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    renderRoute(PAGE);
    expect(await screen.findByText('Error loading P&L data: Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByText('Error loading P&L data: Database unavailable');
    expect(plCalls).toBe(2);
    await openTab('Balance Sheet');
    expect(await screen.findByText('Error loading Balance Sheet data: Unknown error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await openTab('Cash Flow');
    expect(await screen.findByText('Error loading Cash Flow data: Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says when there is no data for each statement', async () => {
    mockViewport({ isPhone: false });
    const missing = () =>
      jsonResponse(
        { error: 'NOT_FOUND', message: 'This prospect has no completed questionnaire yet' },
        { status: 404 },
      );
    mockStatements({
      extra: {
        [`/api/profit-loss/${PROSPECT_ID}`]: missing,
        [`/api/balance-sheet/${PROSPECT_ID}`]: missing,
        [`/api/cash-flow/${PROSPECT_ID}`]: missing,
      },
    });
    renderRoute(PAGE);
    expect(await screen.findByText('No P&L data available')).toBeInTheDocument();
    await openTab('Balance Sheet');
    expect(await screen.findByText('No Balance Sheet data available')).toBeInTheDocument();
    await openTab('Cash Flow');
    expect(await screen.findByText('No Cash Flow data available')).toBeInTheDocument();
    await openTab('Financial Charts');
    expect(await screen.findByText('No charts available')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartDataUrl } from '@/api/get-chart-data';
import { jsonResponse, mockApi, renderRoute } from './utils';

const PROSPECT_ID = '11111111-1111-4111-8111-111111111111';
const QUESTIONNAIRE_ID = '22222222-2222-4222-8222-222222222222';

const years = (year1: number, year2: number, year3: number) => ({ year1, year2, year3 });

const profitLoss = {
  productServiceRevenue: years(120000, 150000, 187500),
  totalRevenue: years(120000, 150000, 187500),
  productServiceCost: years(48000, 60000, 75000),
  totalCostOfGoodsSold: years(48000, 60000, 75000),
  grossMargin: years(72000, 90000, 112500),
  salaries: years(60000, 61800, 63654),
  staffWages: years(0, 0, 0),
  payrollTaxesBenefits: years(0, 0, 0),
  marketing: years(6000, 6300, 6615),
  rent: years(18000, 18900, 19845),
  utilities: years(2400, 2520, 2646),
  otherExpenses: years(1200, 1260, 1323),
  startupExpenses: years(0, 0, 0),
  totalExpenses: years(87600, 90780, 94083),
  depreciation: years(0, 0, 0),
  operatingProfit: years(-15600, -780, 18417),
  interestExpense: years(0, 0, 0),
  profitBeforeTax: years(-12345, -780, 18417),
  incomeTax: years(0, 0, 0),
  netProfit: years(-12345, -780, 18417),
};

const metrics = {
  grossMarginPct: { year1: 60, year2: 60, year3: 60 },
  netMarginPct: { year1: -13, year2: -0.5, year3: 9.8 },
  revenueGrowthPct: { year2: 25, year3: 25 },
  debtServiceCoverage: { year1: null, year2: null, year3: null },
  breakEvenMonth: 13,
  lowestCash: -4200,
  lowestCashMonth: 9,
  firstNegativeCashMonth: 7,
  fundingGap: 4200,
  openingCash: 5000,
  equityInjectionPct: null,
  year1Revenue: 120000,
  year2Revenue: 150000,
  year3Revenue: 187500,
  year1NetProfit: -12345,
  year2NetProfit: -780,
  year3NetProfit: 18417,
};

const response = (overrides: Record<string, unknown> = {}) => ({
  questionnaireId: QUESTIONNAIRE_ID,
  prospectId: PROSPECT_ID,
  profitLoss,
  revenueStreams: [
    {
      name: 'Product/Service',
      kind: 'units',
      revenue: profitLoss.productServiceRevenue,
      cost: profitLoss.productServiceCost,
    },
  ],
  metrics,
  months: [],
  warnings: [
    { code: 'CASH_NEGATIVE', message: 'Your bank balance drops below zero in Month 8.' },
    { code: 'GROWTH_VERY_HIGH', message: 'A growth rate above 100% a year is rare for a new business.' },
  ],
  ...overrides,
});

const prospect = {
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
};

const questionnaire = {
  id: QUESTIONNAIRE_ID,
  prospectId: PROSPECT_ID,
  isCompleted: true,
  statementType: 'Simple',
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-01-05T10:00:00.000Z',
  completedAt: '2025-01-05T10:00:00.000Z',
  businessInfo: { name: 'Jane Bakes', description: 'Cakes', type: 'both' },
  productsServices: { unitPrice: 12.5 },
  revenueInfo: { startMonth: '2', growthRate: 0.2 },
  salesVolume: { firstMonthSales: 1200 },
  growthRate: { annualGrowthRate: 20, isCustomGrowth: false },
  operationalCosts: { costPerItem: 5 },
  expenseInfo: {
    ownerSalary: 5000,
    monthlyAdvertising: 500,
    monthlyRent: 1500,
    monthlyUtilities: 200,
    monthlyInsurance: 100,
  },
  assetInfo: { oneTimePurchases: 8000 },
  equityInfo: {},
};

function mockResults(extra: Record<string, () => Response> = {}) {
  return mockApi({
    [`/api/profit-loss/${PROSPECT_ID}`]: () => jsonResponse(response()),
    [`/api/profit-loss/questionnaire/${QUESTIONNAIRE_ID}`]: () => jsonResponse(response()),
    [`/api/prospects/${PROSPECT_ID}`]: () => jsonResponse(prospect),
    [`/api/questionnaires/${QUESTIONNAIRE_ID}`]: () => jsonResponse(questionnaire),
    ...extra,
  });
}

function rowFigures(key: string): string[] {
  const row = document.querySelector(`[data-row="${key}"]`);
  if (!row) throw new Error(`row ${key} missing`);
  return Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '');
}

describe('results page', () => {
  it('shows the P&L rows in order with whole dollars and accounting negatives in rose', async () => {
    const fetchMock = mockResults();
    renderRoute(`/results/${PROSPECT_ID}`);
    const table = await screen.findByRole('table', { name: '3-year Profit & Loss projection' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Line item', 'Year 1', 'Year 2', 'Year 3']);
    const labels = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(labels).toEqual([
      'Product/Service Revenue',
      'Total Revenue',
      'Product/Service Cost',
      'Total Cost of Goods Sold',
      'Gross Margin',
      'Salaries',
      'Marketing',
      'Rent',
      'Utilities',
      'Other Expenses',
      'Total Expenses',
      'Operating Profit',
      'Net Profit',
    ]);
    expect(rowFigures('totalRevenue')).toEqual(['$120,000', '$150,000', '$187,500']);
    expect(rowFigures('netProfit')).toEqual(['($12,345)', '($780)', '$18,417']);
    expect(within(table).getByText('($12,345)')).toHaveClass('text-negative');
    expect(within(table).getAllByText('$187,500')[0]).not.toHaveClass('text-negative');
    expect(document.querySelector('[data-row="netProfit"]')).toHaveClass('font-semibold');
    expect(document.querySelector('[data-row="rent"]')).not.toHaveClass('font-semibold');
    expect(fetchMock).toHaveBeenCalledWith(`/api/profit-loss/${PROSPECT_ID}`, expect.anything());
  });

  it('shows the key metrics, the realism warnings and both charts for the questionnaire', async () => {
    mockResults();
    renderRoute(`/results/${PROSPECT_ID}?questionnaireId=${QUESTIONNAIRE_ID}`);
    expect(await screen.findByText('Month 14')).toBeInTheDocument();
    expect(screen.getByText('Funding gap')).toBeInTheDocument();
    expect(screen.getByText('$4,200')).toBeInTheDocument();
    expect(screen.getByText(/dip to \$4,200 below zero in Month 10/)).toBeInTheDocument();
    expect(screen.getByText('60%')).toBeInTheDocument();
    const warnings = screen.getAllByTestId('realism-warning').map((li) => li.textContent);
    expect(warnings).toEqual([
      'Your bank balance drops below zero in Month 8.',
      'A growth rate above 100% a year is rare for a new business.',
    ]);
    // The free plan's two charts, drawn live from the figures the server sends for each.
    const charts = screen.getByRole('region', { name: 'Charts' });
    expect(within(charts).getByText('Where your money goes')).toBeInTheDocument();
    expect(within(charts).getByText('Growth over three years')).toBeInTheDocument();
    await waitFor(() => {
      for (const slug of ['expenses', 'trend'] as const) {
        expect(fetch).toHaveBeenCalledWith(chartDataUrl(QUESTIONNAIRE_ID, slug), expect.anything());
      }
    });
    expect(fetch).not.toHaveBeenCalledWith(chartDataUrl(QUESTIONNAIRE_ID, 'waterfall'), expect.anything());
  });

  it('says when break-even is not within 3 years', async () => {
    mockResults({
      [`/api/profit-loss/${PROSPECT_ID}`]: () =>
        jsonResponse(response({ metrics: { ...metrics, breakEvenMonth: null }, warnings: [] })),
    });
    renderRoute(`/results/${PROSPECT_ID}`);
    expect(await screen.findByText('Not within 3 years')).toBeInTheDocument();
    expect(screen.queryAllByTestId('realism-warning')).toHaveLength(0);
  });

  it('lists the assumptions and the inputs with the spec labels and fallbacks', async () => {
    mockResults();
    renderRoute(`/results/${PROSPECT_ID}`);
    expect(await screen.findByText('Salaries grow 3% a year.')).toBeInTheDocument();
    expect(screen.getByText(/grow 5% a year/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Depreciation, loan interest and income tax are included only when the optional lender questions were answered.',
      ),
    ).toBeInTheDocument();
    await screen.findAllByTestId('input-row');
    const rows = Object.fromEntries(
      screen
        .getAllByTestId('input-row')
        .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]),
    );
    expect(rows).toMatchObject({
      'Unit Price': '$12.50',
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
    expect(
      screen.getByText(/Most businesses take 1-3 years to become consistently profitable/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports Dashboard' })).toHaveAttribute('href', '/reports');
  });

  it('reads a legacy growth fraction by the display rule', async () => {
    mockResults({
      [`/api/questionnaires/${QUESTIONNAIRE_ID}`]: () =>
        jsonResponse({
          ...questionnaire,
          growthRate: undefined,
          revenueInfo: { startMonth: 0, growthRate: 0.35 },
        }),
    });
    renderRoute(`/results/${PROSPECT_ID}`);
    const row = (await screen.findAllByTestId('input-row')).find((r) =>
      r.textContent?.startsWith('Annual Growth'),
    );
    expect(row?.querySelector('td')).toHaveTextContent('35%');
  });

  it('offers the 90-minute review with custom=true; the dashboard link needs no prospect', async () => {
    mockResults({ [`/api/prospects/${PROSPECT_ID}`]: () => new Response('', { status: 404 }) });
    renderRoute(`/results/${PROSPECT_ID}?custom=true`);
    expect(await screen.findByRole('link', { name: 'Book Your 90-Minute Review' })).toHaveAttribute(
      'href',
      '/talk-with-expert',
    );
    expect(screen.getByRole('link', { name: 'Reports Dashboard' })).toHaveAttribute('href', '/reports');
  });

  it('shows an error with Try Again', async () => {
    mockApi({
      [`/api/profit-loss/${PROSPECT_ID}`]: () => new Response('', { status: 500, statusText: 'Oops' }),
    });
    renderRoute(`/results/${PROSPECT_ID}`);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't load your projection")).toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { normalizeQuestionnaire, project } from '@trajectory/engine';
import {
  DEFAULT_SAMPLE_DATA,
  SAMPLE_REPORT_LABEL,
  SAMPLE_REPORT_TYPES,
  type TSampleData,
} from '@trajectory/contracts/admin-sample-data';
import { Toaster } from '@/components/ui/toaster';
import { SampleDataEditorDialog } from '@/features/admin/sample-data/components/sample-data-editor-dialog';
import { createQueryClient } from '@/lib/query-client';
import { formatDollars } from '@/lib/format';
import { jsonResponse, mockApi } from './utils';

const reports = SAMPLE_REPORT_TYPES.map((type) => ({
  type,
  label: SAMPLE_REPORT_LABEL[type],
  url: `/api/admin/sample-report/${type}`,
}));

function projectionOf(data: TSampleData) {
  const n = normalizeQuestionnaire(data, { completed: true });
  if (!n.ok) throw new Error('invalid sample');
  return project(n.inputs);
}

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <SampleDataEditorDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const defaults = () =>
  jsonResponse({ sampleData: DEFAULT_SAMPLE_DATA, isDefault: true, updatedAt: null, reports: [] });

describe('Sample Financial Data Editor', () => {
  it('shows the eight tabs with the loaded sample', async () => {
    mockApi({ '/api/admin/sample-data': defaults });
    renderDialog();
    expect(await screen.findByLabelText('Business name')).toHaveValue('Harbor Coffee Roasters');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Business',
      'Products',
      'Revenue',
      'Operations',
      'Expenses',
      'Assets',
      'Liabilities',
      'Equity',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Expenses' }));
    const rent = screen.getByLabelText('Monthly rent');
    expect(rent).toHaveValue(1500);
    expect(rent).toHaveAttribute('min', '0');
    expect(screen.getByText(/This is the built-in example business/)).toBeInTheDocument();
  });

  it('previews the engine P&L of the edited figures without saving', async () => {
    const fetchMock = mockApi({ '/api/admin/sample-data': defaults });
    renderDialog();
    await screen.findByLabelText('Business name');
    await userEvent.click(screen.getByRole('tab', { name: 'Products' }));
    const price = screen.getByLabelText('Unit price');
    await userEvent.clear(price);
    await userEvent.type(price, '25');
    await userEvent.click(screen.getByRole('button', { name: 'View P&L' }));

    const card = await screen.findByTestId('sample-pl-preview');
    const expected = projectionOf({
      ...DEFAULT_SAMPLE_DATA,
      productsServices: { type: 'Physical Products', unitPrice: 25 },
    });
    const revenueRow = within(card).getByRole('rowheader', { name: 'Total Revenue' }).closest('tr')!;
    expect(
      within(revenueRow).getByText(formatDollars(expected.profitLoss.totalRevenue.year1)),
    ).toBeInTheDocument();
    expect(within(card).getByText(/Nothing is saved/)).toBeInTheDocument();
    // Only the load: the preview runs in the browser.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Editing again hides figures that no longer match.
    await userEvent.type(price, '0');
    expect(screen.queryByTestId('sample-pl-preview')).not.toBeInTheDocument();
  });

  it('points at the field the engine refuses, on its tab', async () => {
    mockApi({ '/api/admin/sample-data': defaults });
    renderDialog();
    await screen.findByLabelText('Business name');
    await userEvent.click(screen.getByRole('tab', { name: 'Revenue' }));
    await userEvent.clear(screen.getByLabelText('Units sold in the first selling month'));
    await userEvent.click(screen.getByRole('tab', { name: 'Business' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Reports' }));
    expect(screen.getByRole('tab', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('First-month sales is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Units sold in the first selling month')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('generates reports, then links each one in a new tab', async () => {
    let resolvePost: (r: Response) => void = () => {};
    const fetchMock = mockApi({
      '/api/admin/sample-data': defaults,
      '/api/admin/sample-reports': () => new Promise<Response>((r) => (resolvePost = r)),
    });
    renderDialog();
    await screen.findByLabelText('Business name');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Reports' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/admin/sample-reports')!;
    const sent = JSON.parse(String(init?.body)) as { sampleData: TSampleData };
    expect(sent.sampleData.productsServices?.unitPrice).toBe(18);
    expect(sent.sampleData.growthRate).toEqual({ annualGrowthRate: 20, isCustomGrowth: false });

    const p = projectionOf(DEFAULT_SAMPLE_DATA);
    resolvePost(
      jsonResponse({
        sampleData: sent.sampleData,
        updatedAt: new Date().toISOString(),
        profitLoss: p.profitLoss,
        balanceSheet: p.balanceSheet,
        cashFlow: p.cashFlow,
        metrics: p.metrics,
        warnings: p.warnings,
        reports,
      }),
    );
    const link = await screen.findByRole('link', { name: /Profit & Loss/ });
    expect(link).toHaveAttribute('href', '/api/admin/sample-report/profit-loss');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Excel Workbook/ })).toHaveAttribute(
      'href',
      '/api/admin/sample-report/excel',
    );
    expect(await screen.findByText('Sample Reports Generated')).toBeInTheDocument();
    expect(screen.getByText(/The saved sample/)).toBeInTheDocument();
  });

  it('toasts the fallback when generating fails without a message (a proxy error page)', async () => {
    mockApi({
      '/api/admin/sample-data': defaults,
      '/api/admin/sample-reports': () =>
        new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    renderDialog();
    await screen.findByLabelText('Business name');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Reports' }));
    expect(await screen.findByText('Failed to generate sample reports')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Reports' })).toBeEnabled();
  });

  it('shows Error Loading Sample Data with Close and Retry when the load fails', async () => {
    mockApi({
      '/api/admin/sample-data': () =>
        jsonResponse({ error: 'INTERNAL', message: 'Database unavailable' }, { status: 503 }),
    });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { onOpenChange } = renderDialog();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Error Loading Sample Data')).toBeInTheDocument();
    expect(within(dialog).getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

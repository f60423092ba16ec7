// The staff Financial Statements viewer: tabs and phone accordion, seven charts, states, the overdraft rule.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ChartName } from '@trajectory/charts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chartDataUrl } from '@/api/get-chart-data';
import { StatementsViewerDialog } from '@/features/admin/requests/components/statements-viewer-dialog';
import { createQueryClient } from '@/lib/query-client';
import {
  balanceSheetResponse,
  mockStatements,
  mockViewport,
  QUESTIONNAIRE_ID,
  rowFigures,
} from './full-statements-fixtures';
import { jsonResponse } from './utils';

vi.setConfig({ testTimeout: 20_000 });

const P_L = `/api/profit-loss/questionnaire/${QUESTIONNAIRE_ID}`;
const BS = `/api/balance-sheet/questionnaire/${QUESTIONNAIRE_ID}`;
const CF = `/api/cash-flow/questionnaire/${QUESTIONNAIRE_ID}`;

function renderViewer(questionnaireId: string | null = QUESTIONNAIRE_ID) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StatementsViewerDialog open onOpenChange={() => {}} questionnaireId={questionnaireId} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Financial Statements' });
}

const years = (year1: number, year2: number, year3: number) => ({ year1, year2, year3 });

describe('Financial Statements viewer', () => {
  it('shows the P&L with seven charts, assumptions, disclaimer and note in desktop tabs', async () => {
    mockViewport({ isPhone: false });
    const fetchMock = mockStatements();
    const dialog = renderViewer();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Profit & Loss', 'Balance Sheet', 'Cash Flow']);
    await within(dialog).findByRole('table', { name: '3-year Profit & Loss projection' });
    expect(rowFigures('productServiceRevenue')).toEqual(['$120,000', '$150,000', '$187,500']);
    // Seven live charts, each drawn from the figures the server sends for it (live-chart.test.tsx).
    const charts = Array.from(dialog.querySelectorAll('[data-chart]'));
    const slugs = charts.map((card) => card.getAttribute('data-chart'));
    expect(slugs).toEqual([
      'expenses',
      'revenue-profit',
      'waterfall',
      'trend',
      'items-sold-1st-year',
      'net-profit-1st-year',
      'cash-balance',
    ]);
    await waitFor(() => {
      for (const slug of slugs) {
        expect(fetchMock).toHaveBeenCalledWith(
          chartDataUrl(QUESTIONNAIRE_ID, slug as ChartName),
          expect.anything(),
        );
      }
    });
    expect(within(dialog).getByText('Calculation assumptions')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Disclaimer:/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Important note:/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(P_L, expect.anything());
  });

  it('shows the overdraft row only when a year is above 0', async () => {
    mockViewport({ isPhone: false });
    mockStatements();
    const dialog = renderViewer();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Balance Sheet' }));
    await within(dialog).findByRole('table', { name: '3-year Balance Sheet projection' });
    expect(within(dialog).queryByRole('rowheader', { name: 'Overdraft' })).not.toBeInTheDocument();
  });

  it('shows the overdraft row when any year has one', async () => {
    mockViewport({ isPhone: false });
    mockStatements({ extra: { [BS]: () => jsonResponse(balanceSheetResponse(years(0, 0, 1250))) } });
    const dialog = renderViewer();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Balance Sheet' }));
    await within(dialog).findByRole('table', { name: '3-year Balance Sheet projection' });
    expect(rowFigures('liabilities.overdraft')).toEqual(['$0', '$0', '$1,250']);
  });

  it('names the statement in its error, with Try Again', async () => {
    mockViewport({ isPhone: false });
    mockStatements({
      extra: {
        [P_L]: () => jsonResponse({ error: 'INTERNAL', message: 'The model failed' }, { status: 422 }),
        [CF]: () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
      },
    });
    const dialog = renderViewer();
    expect(await within(dialog).findByText('Error loading P&L data: The model failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Cash Flow' }));
    expect(
      await within(dialog).findByText('Error loading Cash Flow data: Unknown error'),
    ).toBeInTheDocument();
  });

  it('says a statement has no data when the server has none (404)', async () => {
    mockViewport({ isPhone: false });
    mockStatements({
      extra: {
        [P_L]: () =>
          jsonResponse({ error: 'NOT_FOUND', message: 'Questionnaire not found' }, { status: 404 }),
        [BS]: () => jsonResponse({ error: 'NOT_FOUND', message: 'Questionnaire not found' }, { status: 404 }),
        [CF]: () => jsonResponse({ error: 'NOT_FOUND', message: 'Questionnaire not found' }, { status: 404 }),
      },
    });
    const dialog = renderViewer();
    expect(await within(dialog).findByText('No P&L data available')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Balance Sheet' }));
    expect(await within(dialog).findByText('No Balance Sheet data available')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Cash Flow' }));
    expect(await within(dialog).findByText('No Cash Flow data available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses an invalid questionnaire id without asking the server or loading images', () => {
    mockViewport({ isPhone: false });
    const fetchMock = mockStatements();
    const dialog = renderViewer('not-a-uuid');
    expect(within(dialog).getByText('Invalid questionnaire ID. Please try again.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('collapses the statements into an accordion on phones', async () => {
    mockViewport({ isPhone: true });
    mockStatements();
    const dialog = renderViewer();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    const accordion = within(dialog).getByTestId('statements-viewer-accordion');
    const triggers = within(accordion).getAllByRole('button', {
      name: /Profit & Loss|Balance Sheet|Cash Flow/,
    });
    expect(triggers.map((b) => b.textContent)).toEqual(['Profit & Loss', 'Balance Sheet', 'Cash Flow']);
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(triggers[2]!);
    expect(
      await within(dialog).findByRole('table', { name: '3-year Cash Flow projection' }),
    ).toBeInTheDocument();
    await userEvent.click(triggers[2]!);
    expect(triggers[2]).toHaveAttribute('aria-expanded', 'false');
  });
});

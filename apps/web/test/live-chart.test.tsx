// Live charts: a skeleton while figures and ECharts load, the chart with its figures as a table for screen
// readers, the plan's refusal and the spec's sentence when a chart cannot be drawn.
import { screen, waitFor, within } from '@testing-library/react';
import { chartDataOf, formatDollars } from '@trajectory/charts';
import { normalizeQuestionnaire, project } from '@trajectory/engine';
import { bakerySections } from '@trajectory/engine/fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chartDataUrl } from '@/api/get-chart-data';
import { FinancialCharts } from '@/components/statements/financial-charts';
import { CHART_UNAVAILABLE } from '@/components/statements/chart-image';
import { jsonResponse, mockApi, renderWithClient } from './utils';

// The first render loads the lazy ECharts module, which is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const QUESTIONNAIRE_ID = '22222222-2222-4222-8222-222222222222';
const normalized = normalizeQuestionnaire(bakerySections(), { completed: true });
if (!normalized.ok) throw new Error('fixture does not validate');
const projection = project(normalized.inputs);

const EXPENSES = [{ slug: 'expenses', title: 'Expense Breakdown', description: 'Year 1.' }] as const;

describe('live chart', () => {
  // jsdom has no canvas; ECharts then measures text with its own table instead of logging errors.
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('shows a skeleton, then the chart with its figures as a table', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      [chartDataUrl(QUESTIONNAIRE_ID, 'expenses')]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithClient(<FinancialCharts questionnaireId={QUESTIONNAIRE_ID} charts={EXPENSES} />);
    expect(await screen.findByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
    answer(jsonResponse({ name: 'expenses', title: 'Ada Bakes', data: chartDataOf('expenses', projection) }));
    // ECharts arrives with the first chart (React.lazy) and draws into the labelled element.
    const chart = await screen.findByRole('img', { name: 'Expense Breakdown chart' }, { timeout: 15_000 });
    // The labelled element is there before ECharts has drawn into it: wait for the drawing.
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 15_000 });
    expect(screen.queryByRole('status', { name: 'Loading chart' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Expense Breakdown: the figures' });
    const rent = within(table).getByRole('row', { name: /Rent/ });
    expect(rent).toHaveTextContent(formatDollars(projection.profitLoss.rent.year1));
    expect(within(table).getAllByRole('row')).toHaveLength(7);
  });

  it("shows the server's reason when the plan does not hold the chart", async () => {
    const message =
      'The expense breakdown chart is not included in the Free Projection plan. Upgrade to Full Reports to unlock it.';
    mockApi({
      [chartDataUrl(QUESTIONNAIRE_ID, 'expenses')]: () =>
        jsonResponse({ error: 'FORBIDDEN', message }, { status: 403 }),
    });
    renderWithClient(<FinancialCharts questionnaireId={QUESTIONNAIRE_ID} charts={EXPENSES} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('replaces a chart that cannot load with the spec sentence', async () => {
    mockApi({});
    renderWithClient(<FinancialCharts questionnaireId={QUESTIONNAIRE_ID} charts={EXPENSES} />);
    expect(await screen.findByText(CHART_UNAVAILABLE)).toBeInTheDocument();
  });

  it('asks for no chart before the questionnaire is known', () => {
    const fetchMock = mockApi({});
    renderWithClient(<FinancialCharts questionnaireId={null} />);
    expect(screen.getByText('No charts available')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

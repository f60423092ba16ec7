// A live chart honours the browser's "reduce motion" setting: drawn at once, without its entrance.
import { screen, waitFor } from '@testing-library/react';
import { chartDataOf } from '@trajectory/charts';
import { echarts } from '@trajectory/charts/echarts';
import { normalizeQuestionnaire, project } from '@trajectory/engine';
import { bakerySections } from '@trajectory/engine/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chartDataUrl } from '@/api/get-chart-data';
import { FinancialCharts } from '@/components/statements/financial-charts';
import { jsonResponse, mockApi, renderWithClient } from './utils';

// The first render loads the lazy ECharts module, which is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const QUESTIONNAIRE_ID = '33333333-3333-4333-8333-333333333333';
const normalized = normalizeQuestionnaire(bakerySections(), { completed: true });
if (!normalized.ok) throw new Error('fixture does not validate');
const projection = project(normalized.inputs);
const EXPENSES = [{ slug: 'expenses', title: 'Expense Breakdown', description: 'Year 1.' }] as const;

/** The browser's answer to "(prefers-reduced-motion: reduce)". */
function prefersReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

async function drawnChartAnimation(): Promise<unknown> {
  mockApi({
    [chartDataUrl(QUESTIONNAIRE_ID, 'expenses')]: () =>
      jsonResponse({ name: 'expenses', title: 'Ada Bakes', data: chartDataOf('expenses', projection) }),
  });
  renderWithClient(<FinancialCharts questionnaireId={QUESTIONNAIRE_ID} charts={EXPENSES} />);
  const chart = await screen.findByRole('img', { name: 'Expense Breakdown chart' }, { timeout: 15_000 });
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 15_000 });
  const instance = echarts.getInstanceByDom(chart);
  expect(instance).toBeDefined();
  return (instance!.getOption() as { animation?: unknown }).animation;
}

describe('live chart and reduced motion', () => {
  // jsdom has no canvas; ECharts then measures text with its own table instead of logging errors.
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws without its entrance when the browser asks for reduced motion', async () => {
    prefersReducedMotion(true);
    expect(await drawnChartAnimation()).toBe(false);
  });

  it('keeps its short entrance otherwise', async () => {
    prefersReducedMotion(false);
    expect(await drawnChartAnimation()).toBe(true);
  });
});

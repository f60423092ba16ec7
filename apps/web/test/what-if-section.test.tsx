// The what-if section on the results and full statements pages: lazily loaded from the page's own answers.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { normalizeQuestionnaire, projectScenarios } from '@trajectory/engine';
import { formatDollars } from '@/lib/format';
import { mockStatements, mockViewport, PROSPECT_ID, questionnaire } from './full-statements-fixtures';
import { renderRoute } from './utils';

vi.setConfig({ testTimeout: 20_000 });

function engineBase() {
  const normalized = normalizeQuestionnaire(questionnaire, { completed: false });
  if (!normalized.ok) throw new Error('fixture must normalise');
  return projectScenarios(normalized.inputs).base;
}

describe('what-if section', () => {
  for (const [page, path] of [
    ['results', `/results/${PROSPECT_ID}`],
    ['full statements', `/full-statements/${PROSPECT_ID}`],
  ] as const) {
    it(`the ${page} page shows the scenarios of the answers it shows, below the statements`, async () => {
      mockViewport({ isPhone: false });
      mockStatements({ plan: page === 'results' ? 'P01' : 'P02' });
      renderRoute(path);
      const section = await screen.findByTestId('what-if', {}, { timeout: 10_000 });
      expect(within(section).getByRole('heading', { name: 'What if?' })).toBeInTheDocument();
      // The panel's code arrives after the page; its sliders then carry the scenario defaults.
      const base = await within(section).findByRole('group', { name: 'Base case' }, { timeout: 10_000 });
      expect(within(base).getAllByRole('slider')).toHaveLength(4);
      expect(within(base).getByTestId('base-net-profit-year1')).toHaveTextContent(
        formatDollars(engineBase().netProfit.year1),
      );
      const statements = screen.getAllByRole('table', { name: '3-year Profit & Loss projection' })[0]!;
      expect(statements.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  }

  it('offers Try Again when the answers cannot be loaded', async () => {
    mockViewport({ isPhone: false });
    mockStatements({
      plan: 'P01',
      extra: {
        [`/api/questionnaires/${questionnaire.id}`]: () => new Response('{}', { status: 500 }),
      },
    });
    renderRoute(`/results/${PROSPECT_ID}`);
    const section = await screen.findByTestId('what-if', {}, { timeout: 10_000 });
    expect(await within(section).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /couldn.t load the answers the scenarios start from/,
    );
    expect(within(section).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

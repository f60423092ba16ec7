import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AssessmentViewerDialog } from '@/features/admin/requests/components/assessment-viewer-dialog';
import { assessment, json, Q1, renderWithClient, stubApi } from './admin-requests-fixtures';

const GET = `/api/admin/assessments/${Q1}`;

const ready = assessment({
  status: 'ready',
  reportDetails: 'Prepared for Ada Bakes',
  executiveSummary: 'A bakery with <b>healthy</b> margins.\n\nCash is the constraint.',
  marketOpportunity: 'Demand is growing.',
  profitLossAnalysis: 'Profit by Year 3.',
  balanceSheetAnalysis: 'Equity stays positive.',
  cashFlowAnalysis: 'Cash dips in Month 8.',
  benchmarkComparison: '- What do local bakeries charge?\n- How many loaves per oven?',
  recommendations: '1. Raise more cash.\n2. Sell wholesale.',
});

function renderDialog() {
  return renderWithClient(<AssessmentViewerDialog open onOpenChange={() => {}} questionnaireId={Q1} />);
}

describe('assessment viewer dialog', () => {
  it('a 404 explains the removal and Generate Now starts a new one', async () => {
    let exists = false;
    const calls = stubApi((call) => {
      if (call.method === 'POST' && call.path === '/api/admin/assessments') {
        exists = true;
        return json(assessment(), 201);
      }
      if (call.path === GET)
        return exists
          ? json(assessment())
          : json({ error: 'NOT_FOUND', message: 'Assessment not found' }, 404);
      return json({}, 404);
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Business Assessment Report' });
    expect(await within(dialog).findByText('Assessment Not Found')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'This assessment was removed when the questionnaire was edited. Generate a new one with the latest data.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate Now' }));
    expect(
      await within(dialog).findByText('Generation is expected to take 30 to 60 seconds.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ questionnaireId: Q1 });
  });

  it('other failures say Assessment Error with Try Again', async () => {
    stubApi(() => json({ error: 'FORBIDDEN', message: 'Not allowed' }, 403));
    renderDialog();
    expect(await screen.findByText('Assessment Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the sections as plain text, benchmarks as Questions to Explore, and offers Download Word', async () => {
    stubApi((call) => (call.path === GET ? json(ready) : json({}, 404)));
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Business Assessment Report' });
    const titles = (await within(dialog).findAllByTestId('assessment-section')).map(
      (s) => s.querySelector('h3')?.textContent,
    );
    expect(titles).toEqual([
      'Report Details',
      'Executive Summary',
      'Market Opportunity Analysis',
      'Profit & Loss Analysis',
      'Balance Sheet Analysis',
      'Cash Flow Analysis',
      'Questions to Explore',
      'Recommendations',
    ]);
    // Markup in the text is shown as text, never interpreted.
    expect(within(dialog).getByText('A bakery with <b>healthy</b> margins.')).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByText('What do local bakeries charge?').tagName).toBe('LI');
    expect(within(dialog).getByRole('button', { name: 'Download Word' })).toBeEnabled();
  });

  it('polls while pending and shows the report once it is ready', async () => {
    let asks = 0;
    stubApi((call) => {
      if (call.path !== GET) return json({}, 404);
      asks += 1;
      return json(asks < 2 ? assessment() : ready);
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderDialog();
      expect(await screen.findByText('Generation is expected to take 30 to 60 seconds.')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(3100);
      expect(await screen.findByText('Questions to Explore')).toBeInTheDocument();
      const before = asks;
      await vi.advanceTimersByTimeAsync(10_000);
      expect(asks).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed Word download says Failed to download assessment', async () => {
    stubApi((call) => (call.path === GET ? json(ready) : new Response('', { status: 500 })));
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Word' }));
    expect(await screen.findByText('Failed to download assessment')).toBeInTheDocument();
  });
});

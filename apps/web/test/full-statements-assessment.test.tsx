import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_INTERVAL_MS } from '@/features/statements/api/get-assessment';
import { mockStatements, mockViewport, PROSPECT_ID, QUESTIONNAIRE_ID } from './full-statements-fixtures';
import { jsonResponse, renderRoute } from './utils';

// The first render of a file loads the lazy page module, which is slow when the whole suite runs in parallel.
vi.setConfig({ testTimeout: 20_000 });

const PAGE = `/full-statements/${PROSPECT_ID}?questionnaireId=${QUESTIONNAIRE_ID}`;
const ASSESSMENT_URL = `/api/assessments/${QUESTIONNAIRE_ID}`;

function assessment(overrides: Record<string, unknown> = {}) {
  const empty = {
    executiveSummary: '',
    marketOpportunity: '',
    profitLossAnalysis: '',
    balanceSheetAnalysis: '',
    cashFlowAnalysis: '',
    benchmarkComparison: '',
    recommendations: '',
  };
  return {
    id: '33333333-3333-4333-8333-333333333333',
    questionnaireId: QUESTIONNAIRE_ID,
    prospectId: PROSPECT_ID,
    status: 'pending',
    writer: 'builtin',
    ...empty,
    error: null,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}

const ready = assessment({
  status: 'ready',
  executiveSummary: 'A bakery with healthy margins and a thin first year.\n\nCash is the constraint.',
  marketOpportunity: 'Neighbourhood demand for sourdough is growing.',
  profitLossAnalysis: 'Losses in Year 1 turn to profit in Year 3.',
  balanceSheetAnalysis: 'Equity stays positive by Year 3.',
  cashFlowAnalysis: 'Cash dips below zero in Month 8.',
  benchmarkComparison: '- What do local bakeries charge?\n- How many loaves can one oven bake?',
  recommendations: '1. Raise $5,000 more before opening.\n2. Start with cafés as wholesale buyers.',
});

function calls(fetchMock: ReturnType<typeof mockStatements>, url: string, method = 'GET') {
  return fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);
}

async function openAssessment() {
  await userEvent.click(await screen.findByRole('tab', { name: 'AI Assessment' }, { timeout: 10_000 }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('full statements AI assessment', () => {
  it('says the assessment is on its way when none exists, and starts it once; a 405 does not break the page', async () => {
    mockViewport({ isPhone: false });
    const fetchMock = mockStatements({
      extra: {
        '/api/assessments': () => new Response('', { status: 405, statusText: 'Method Not Allowed' }),
      },
    });
    renderRoute(PAGE);
    await openAssessment();
    expect(
      await screen.findByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent ===
            'AI Assessment Loading: The AI Assessment will be generated automatically. Please wait...',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, '/api/assessments', 'POST')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, '/api/assessments', 'POST')[0]?.[1]?.body))).toEqual({
      questionnaireId: QUESTIONNAIRE_ID,
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Profit & Loss' }));
    await userEvent.click(screen.getByRole('tab', { name: 'AI Assessment' }));
    expect(screen.getByText(/will be generated automatically/)).toBeInTheDocument();
    expect(calls(fetchMock, '/api/assessments', 'POST')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Profit & Loss' }));
    expect(await screen.findByRole('table', { name: '3-year Profit & Loss projection' })).toBeInTheDocument();
  });

  it('shows a spinner with the 30-60 seconds estimate while it is written, polling every 5 seconds until ready', async () => {
    mockViewport({ isPhone: false });
    let answer: unknown = assessment();
    const fetchMock = mockStatements({ extra: { [ASSESSMENT_URL]: () => jsonResponse(answer) } });
    // The clock runs on its own (user events, lazy modules) and the test jumps it over the poll interval.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute(PAGE);
    await openAssessment();
    expect(await screen.findByText(/typically takes 30-60 seconds/)).toBeInTheDocument();
    expect(screen.getByText('Generating your AI Assessment').closest('[role="status"]')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/assessments', 'POST')).toHaveLength(0);
    const before = calls(fetchMock, ASSESSMENT_URL).length;
    answer = ready;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 200);
    });
    expect(calls(fetchMock, ASSESSMENT_URL).length).toBeGreaterThan(before);
    expect(await screen.findByRole('heading', { name: 'Executive Summary' })).toBeInTheDocument();
  });

  it('shows the seven sections and a Download Word link that opens the export in a new window', async () => {
    mockViewport({ isPhone: false });
    mockStatements({ extra: { [ASSESSMENT_URL]: () => jsonResponse(ready) } });
    renderRoute(PAGE);
    await openAssessment();
    await screen.findByRole('heading', { name: 'Executive Summary' });
    expect(
      screen.getAllByTestId('assessment-section').map((s) => s.querySelector('h2')?.textContent),
    ).toEqual([
      'Executive Summary',
      'Market Opportunity Analysis',
      'Profit & Loss Analysis',
      'Balance Sheet Analysis',
      'Cash Flow Analysis',
      'Questions to Explore',
      'Recommendations',
    ]);
    expect(screen.getByText('A bakery with healthy margins and a thin first year.').tagName).toBe('P');
    expect(screen.getByText('Cash is the constraint.').tagName).toBe('P');
    expect(screen.getByText('What do local bakeries charge?').tagName).toBe('LI');
    expect(screen.getByText('Raise $5,000 more before opening.').tagName).toBe('LI');
    const word = screen.getByRole('link', { name: 'Download Word' });
    expect(word).toHaveAttribute('href', `/api/assessments/${QUESTIONNAIRE_ID}/export`);
    expect(word).toHaveAttribute('target', '_blank');
  });

  it('offers Try Again when writing the assessment failed, which asks the server to write it again', async () => {
    mockViewport({ isPhone: false });
    const fetchMock = mockStatements({
      extra: {
        [ASSESSMENT_URL]: () =>
          jsonResponse(assessment({ status: 'failed', error: 'The writer did not answer in time.' })),
        '/api/assessments': () => jsonResponse(assessment(), { status: 201 }),
      },
    });
    renderRoute(PAGE);
    await openAssessment();
    expect(await screen.findByText('The AI Assessment could not be generated')).toBeInTheDocument();
    expect(screen.getByText('The writer did not answer in time.')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/assessments', 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls(fetchMock, '/api/assessments', 'POST')).toHaveLength(1));
  });

  it('shows an error with Try Again when the assessment request fails', async () => {
    mockViewport({ isPhone: false });
    mockStatements({
      extra: { [ASSESSMENT_URL]: () => new Response('', { status: 500, statusText: 'Server Error' }) },
    });
    renderRoute(PAGE);
    await openAssessment();
    expect(await screen.findByText('Error loading AI Assessment: Server Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

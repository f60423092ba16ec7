import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { notify } from '@/lib/notify';
import {
  DRAFT_KEY,
  PROSPECT_ID,
  QUESTIONNAIRE_ID,
  bodyOf,
  completion,
  mockQuestionnaireApi,
  prospect,
  questionnaire,
  saveDraft,
  stubBrowser,
} from './questionnaire-helpers';
import { products } from './fixtures';
import { jsonResponse, renderRoute, spyOnNotify } from './utils';

spyOnNotify();

const PATH = `/questionnaire/${PROSPECT_ID}`;

beforeEach(() => {
  stubBrowser();
  // Step 12: the review after question 9 and the optional lender and detail steps, where Generate Reports is.
  saveDraft(12);
});

async function generate() {
  await userEvent.click(await screen.findByRole('button', { name: 'Generate Reports' }));
}

describe('generate reports and the product-flow modal', () => {
  it('creates the completed questionnaire, completes it, shows Success! and goes to the dashboard', async () => {
    const fetchMock = mockQuestionnaireApi();
    const { router } = renderRoute(PATH);
    await generate();
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getByText('Simple')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Reports' })).toBeInTheDocument();

    expect(bodyOf(fetchMock, '/api/questionnaires')).toMatchObject({
      prospectId: PROSPECT_ID,
      isCompleted: true,
      productsServices: { unitPrice: 10 },
      revenueInfo: { startMonth: '0', growthRate: 0 },
      salesVolume: { firstMonthSales: 100 },
      growthRate: { annualGrowthRate: 0, isCustomGrowth: true },
      expenseInfo: { monthlyRent: 1500 },
      assetInfo: { oneTimePurchases: 5000 },
      equityInfo: { initialCash: 1000 },
    });
    expect(bodyOf(fetchMock, '/api/questionnaire/complete')).toEqual({
      questionnaireId: QUESTIONNAIRE_ID,
      productCode: 'P01',
    });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'), {
      timeout: 3000,
    });
  });

  it('sends a free holder with a paid preferred plan to checkout through the redirecting stage', async () => {
    const checkout = `/checkout?product=financial_statements&prospectId=${PROSPECT_ID}`;
    const fetchMock = mockQuestionnaireApi({
      who: prospect({ preferredPlan: 'Full Reports', preferredPlanCode: 'P02' }),
      extra: {
        '/api/questionnaire/complete': () =>
          jsonResponse(completion({ flow: 'payment_required', redirectTo: checkout })),
      },
    });
    const { router } = renderRoute(PATH);
    await generate();
    expect(await screen.findByRole('heading', { name: 'Redirecting to Checkout' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/questionnaire/complete')).toEqual({
      questionnaireId: QUESTIONNAIRE_ID,
      productCode: 'P02',
    });
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(checkout),
      { timeout: 3000 },
    );
  });

  it.each([
    ['Continue to Checkout', `/checkout?product=financial_statements&prospectId=${PROSPECT_ID}`],
    ['View Reports', `/results/${PROSPECT_ID}?questionnaireId=${QUESTIONNAIRE_ID}`],
  ])(
    'after the free report of a paid choice (free_paid), "%s" goes where it says',
    async (button, target) => {
      const checkout = `/checkout?product=financial_statements&prospectId=${PROSPECT_ID}`;
      mockQuestionnaireApi({
        who: prospect({ preferredPlan: 'Full Reports', preferredPlanCode: 'P02' }),
        extra: {
          '/api/questionnaire/complete': () =>
            jsonResponse(
              completion({
                flow: 'free_paid',
                message:
                  'Your free Profit & Loss projection is ready. Continue to checkout to unlock the complete statements.',
                redirectTo: checkout,
              }),
            ),
        },
      });
      const { router } = renderRoute(PATH);
      await generate();
      expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'View Reports' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continue to Checkout' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: button }));
      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target),
      );
    },
  );

  it('offers the meeting, then Success! on "I\'ll schedule later", then View Reports', async () => {
    const statements = `/full-statements/${PROSPECT_ID}?questionnaireId=${QUESTIONNAIRE_ID}`;
    mockQuestionnaireApi({
      who: prospect({ selectedPlan: 'Expert Feedback', selectedPlanCode: 'P03', statementsType: 'Complete' }),
      extra: {
        '/api/questionnaire/complete': () =>
          jsonResponse(
            completion({
              flow: 'existing_plan',
              requiresMeeting: true,
              statementType: 'Complete',
              chartCount: 6,
              redirectTo: statements,
              productConfig: products[2],
            }),
          ),
      },
    });
    const { router } = renderRoute(PATH);
    await generate();
    expect(await screen.findByRole('heading', { name: 'Schedule Your Meeting' })).toBeInTheDocument();
    const schedule = screen.getByRole('link', { name: 'Schedule Meeting' });
    expect(schedule).toHaveAttribute('href', 'https://cal.example.com/trajectory');
    expect(schedule).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: "I'll schedule later" }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Reports' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(statements),
    );
  });

  it('without a scheduling page, the meeting stage promises an e-mail and offers no booking', async () => {
    mockQuestionnaireApi({
      who: prospect({ selectedPlan: 'Expert Feedback', selectedPlanCode: 'P03', statementsType: 'Complete' }),
      extra: {
        '/api/public-config': () =>
          jsonResponse({ schedulingUrl: null, supportEmail: 'help@example.com', payments: 'simulated' }),
        '/api/questionnaire/complete': () =>
          jsonResponse(
            completion({ flow: 'existing_plan', requiresMeeting: true, statementType: 'Complete' }),
          ),
      },
    });
    renderRoute(PATH);
    await generate();
    expect(await screen.findByRole('heading', { name: 'Schedule Your Meeting' })).toBeInTheDocument();
    expect(screen.getByText(/We will e-mail you to arrange a time/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Schedule Meeting' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
  });

  it('updates an existing draft with isCompleted true instead of creating another', async () => {
    saveDraft(12, undefined, QUESTIONNAIRE_ID);
    const fetchMock = mockQuestionnaireApi({
      extra: {
        [`/api/questionnaires/${QUESTIONNAIRE_ID}`]: () => jsonResponse(questionnaire({ isCompleted: true })),
      },
    });
    renderRoute(PATH);
    await generate();
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, `/api/questionnaires/${QUESTIONNAIRE_ID}`)).toMatchObject({ isCompleted: true });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/questionnaires')).toBe(false);
  });

  it('stops at the plan limit with the server message and goes to the dashboard', async () => {
    const message = 'Free plan allows 2 reports per email. Please upgrade to create more reports.';
    mockQuestionnaireApi({
      extra: {
        '/api/questionnaires': () => jsonResponse({ error: 'LIMIT_REACHED', message }, { status: 403 }),
      },
    });
    const { router } = renderRoute(PATH);
    await generate();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Free Plan Limit Reached', description: message }),
    );
  });

  it('reports a failed completion and keeps the answers', async () => {
    mockQuestionnaireApi({
      extra: {
        '/api/questionnaire/complete': () =>
          jsonResponse({ error: 'INTERNAL', message: 'Boom' }, { status: 500 }),
      },
    });
    renderRoute(PATH);
    await generate();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          description: 'There was an issue processing your request. Please refresh the page or try again.',
        }),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Reports' })).toBeEnabled();
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain(QUESTIONNAIRE_ID);
  });

  it.each([
    [
      'its reason as "Generation Failed"',
      {
        error: 'PAYMENT_REQUIRED',
        message: 'Full Reports must be paid for before its statements are generated.',
      },
      {
        title: 'Generation Failed',
        description: 'Full Reports must be paid for before its statements are generated.',
      },
    ],
    [
      'the fixed sentence when it gives none',
      '',
      { title: 'Error', description: 'Failed to generate reports. Please try again.' },
    ],
  ])('shows a refused generation with %s', async (_name, body, toast) => {
    mockQuestionnaireApi({
      extra: {
        '/api/questionnaire/complete': () =>
          body === '' ? new Response('', { status: 409 }) : jsonResponse(body, { status: 402 }),
      },
    });
    renderRoute(PATH);
    await generate();
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining(toast)));
    expect(screen.getByRole('button', { name: 'Generate Reports' })).toBeEnabled();
  });

  it('sends a refusal that asks to upgrade the plan to the dashboard without a toast', async () => {
    mockQuestionnaireApi({
      extra: {
        '/api/questionnaire/complete': () =>
          jsonResponse(
            { error: 'LIMIT_REACHED', message: 'You have used every report. Please upgrade your plan.' },
            { status: 403 },
          ),
      },
    });
    const { router } = renderRoute(PATH);
    await generate();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(notify).not.toHaveBeenCalled();
  });

  it('recovers from a dropped database connection by going to the dashboard', async () => {
    mockQuestionnaireApi({
      extra: {
        '/api/questionnaire/complete': () =>
          jsonResponse(
            { error: 'INTERNAL', message: 'terminating connection due to administrator command' },
            { status: 500 },
          ),
      },
    });
    const { router } = renderRoute(PATH);
    await generate();
    expect(
      await screen.findByText('Processing completed successfully. Redirecting to your reports...'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'), {
      timeout: 3500,
    });
  });
});

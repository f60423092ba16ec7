import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldMessages } from '@trajectory/engine';
import { notify } from '@/lib/notify';
import {
  DRAFT_KEY,
  PROSPECT_ID,
  QUESTIONNAIRE_ID,
  bodyOf,
  fullAnswers,
  mockQuestionnaireApi,
  prospect,
  questionnaire,
  saveDraft,
  stubBrowser,
} from './questionnaire-helpers';
import { jsonResponse, renderRoute, spyOnNotify } from './utils';

spyOnNotify();

const PATH = `/questionnaire/${PROSPECT_ID}`;

beforeEach(() => {
  stubBrowser();
});

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('questionnaire wizard', () => {
  it('shows the sticky header and blocks Next until the step is valid', async () => {
    mockQuestionnaireApi({ who: prospect({ businessName: '' }) });
    renderRoute(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Financial Information Questionnaire' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Question 1 of 9')[0]).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    await next();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Required Fields Missing',
        description: 'Please fill in all required fields before continuing.',
      }),
    );
    // The model's message, the one the server's 400 gives.
    expect(screen.getByText(fieldMessages('description').required)).toBeInTheDocument();
    expect(screen.getAllByText('Question 1 of 9')[0]).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Describe what you sell/), 'Coffee and pastries');
    await next();
    const heading = await screen.findByRole('heading', { name: 'What is the average price of one sale?' });
    expect(heading).toHaveFocus();
    expect(screen.getAllByText('Question 2 of 9')[0]).toBeInTheDocument();

    // Enter submits the step like Next; an empty price stays blocked.
    await userEvent.type(screen.getByLabelText(/Average price per sale/), '{Enter}');
    expect(screen.getByText('Unit price is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Average price per sale/), '0{Enter}');
    expect(screen.getByText('Unit price must be more than 0')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Average price per sale/));
    await userEvent.type(screen.getByLabelText(/Average price per sale/), '12.50{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'When do you expect your first sale?' }),
    ).toBeInTheDocument();

    // Start month: none chosen is refused with the model's message; 0 (the same month you open) counts.
    await next();
    expect(screen.getByText(fieldMessages('startMonth').required)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Month of first sale/), 'The same month you open');
    await next();
    // "3.5" and "-5" stay as typed and are refused with the model's message, never rewritten (issue #24).
    const units = await screen.findByLabelText(/Units sold in the first month/);
    await userEvent.type(units, '3.5');
    expect(units).toHaveValue(3.5);
    await next();
    expect(units).toHaveAccessibleDescription(
      expect.stringContaining(fieldMessages('firstMonthSales').notWhole),
    );
    await userEvent.clear(units);
    await userEvent.type(units, '-5');
    expect(units).toHaveValue(-5);
    await next();
    expect(units).toHaveAccessibleDescription(
      expect.stringContaining(fieldMessages('firstMonthSales').negative),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'When do you expect your first sale?' })).toHaveFocus();
  });

  it('offers growth presets and a custom rate that keeps the current value', async () => {
    mockQuestionnaireApi();
    saveDraft(1, { ...fullAnswers, annualGrowthRate: '10', isCustomGrowth: false });
    renderRoute(`${PATH}?step=5`);
    expect(await screen.findByRole('radio', { name: '10%' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '100% (doubling)' }));
    expect(screen.getByRole('radio', { name: '100% (doubling)' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '20%' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const custom = screen.getByLabelText(/Custom annual growth rate/);
    expect(custom).toHaveValue(20);
    expect(custom).toHaveAttribute('step', '0.1');
    expect(custom).toHaveAttribute('max', '1000');
    await userEvent.clear(custom);
    await userEvent.type(custom, '2000');
    await next();
    // The field says it, and the toast names the rule rather than a missing answer.
    expect(screen.getByLabelText(/Custom annual growth rate/)).toHaveAccessibleDescription(
      expect.stringContaining('Annual growth rate must be at most 1,000%'),
    );
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Please Check Your Answer',
        description: 'Annual growth rate must be at most 1,000%',
      }),
    );
    await userEvent.clear(custom);
    await userEvent.type(custom, '45.5');
    await next();
    expect(await screen.findByRole('heading', { name: 'What does each item cost you?' })).toBeInTheDocument();
    const draft = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}') as {
      answers: typeof fullAnswers;
    };
    expect(draft.answers).toMatchObject({ annualGrowthRate: '45.5', isCustomGrowth: true });
  });

  it('shows live preview figures computed by the engine', async () => {
    mockQuestionnaireApi();
    saveDraft(9);
    renderRoute(PATH);
    const preview = await screen.findByTestId('live-preview');
    // $10 × 100 units × 12 months, flat; rent $1,500 a month rising 5% a year; $4,000 short at opening.
    expect(within(preview).getByText('Year 1 revenue ≈ $12,000')).toBeInTheDocument();
    expect(within(preview).getByText('Year 1 net profit ≈ ($6,000)')).toBeInTheDocument();
    expect(within(preview).getByText('Break-even: Not within 3 years')).toBeInTheDocument();
    expect(within(preview).getByText(/Funding gap ≈ \$24,745/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(within(preview).getByText(/Enter a price and your first month's sales/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'What do you sell?' })).toBeInTheDocument();
    expect(screen.queryByText(fieldMessages('unitPrice').required)).not.toBeInTheDocument();
  });

  it('restores the local draft on load', async () => {
    mockQuestionnaireApi();
    saveDraft(4);
    renderRoute(PATH);
    expect(await screen.findByText('We restored the answers you saved on this device.')).toBeInTheDocument();
    expect(screen.getAllByText('Question 4 of 9')[0]).toBeInTheDocument();
    expect(screen.getByLabelText(/Units sold in the first month/)).toHaveValue(100);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByLabelText(/Month of first sale/)).toHaveValue('0');
  });

  it('edits the latest server draft and saves silently with PUT on Next', async () => {
    const fetchMock = mockQuestionnaireApi({
      list: [
        questionnaire({
          businessInfo: { name: 'Compiler Coffee', description: 'Coffee' },
          productsServices: { unitPrice: 4 },
        }),
      ],
      extra: { [`/api/questionnaires/${QUESTIONNAIRE_ID}`]: () => jsonResponse(questionnaire()) },
    });
    renderRoute(PATH);
    expect(await screen.findByLabelText(/Describe what you sell/)).toHaveValue('Coffee');
    await next();
    expect(await screen.findByLabelText(/Average price per sale/)).toHaveValue(4);
    const put = fetchMock.mock.calls.find(([url]) => url === `/api/questionnaires/${QUESTIONNAIRE_ID}`);
    expect(put?.[1]?.method).toBe('PUT');
    expect(bodyOf(fetchMock, `/api/questionnaires/${QUESTIONNAIRE_ID}`)).toMatchObject({
      businessInfo: { name: 'Compiler Coffee', description: 'Coffee' },
      productsServices: { unitPrice: 4 },
    });
  });

  it('stays on the step when the silent save fails', async () => {
    mockQuestionnaireApi({
      list: [questionnaire({ businessInfo: { description: 'Coffee' } })],
      extra: { [`/api/questionnaires/${QUESTIONNAIRE_ID}`]: () => new Response('', { status: 500 }) },
    });
    renderRoute(PATH);
    await screen.findByLabelText(/Describe what you sell/);
    await next();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error',
          description: 'Failed to save questionnaire data. Please try again.',
        }),
      ),
    );
    expect(screen.getByRole('heading', { name: 'What do you sell?' })).toBeInTheDocument();
  });

  it('adds the booking step on the Custom plan', async () => {
    mockQuestionnaireApi({
      who: prospect({ preferredPlan: 'Custom Financial Proforma', preferredPlanCode: 'P04' }),
    });
    // Steps 10 and 11 are the optional lender and detail steps; the booking step follows them.
    saveDraft(12);
    renderRoute(PATH);
    expect(await screen.findByTitle('Schedule your consultation')).toHaveAttribute(
      'src',
      'https://cal.example.com/trajectory',
    );
    expect(screen.getAllByText('Question 10 of 10')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home Page' })).toBeInTheDocument();
    // The review of every answer comes last, and confirms the booking (issue #24).
    await userEvent.click(screen.getByRole('button', { name: 'Review answers' }));
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Consultation Booking' })).toBeInTheDocument();
  });

  it('without a scheduling page, the Custom step promises an e-mail instead of offering booking', async () => {
    mockQuestionnaireApi({
      who: prospect({ preferredPlan: 'Custom Financial Proforma', preferredPlanCode: 'P04' }),
      extra: {
        '/api/public-config': () =>
          jsonResponse({ schedulingUrl: null, supportEmail: 'help@example.com', payments: 'simulated' }),
      },
    });
    saveDraft(12);
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { name: 'Your consultation' })).toBeInTheDocument();
    expect(screen.getByText('We will e-mail you to arrange a time.')).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByTitle('Schedule your consultation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /book/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /book|schedul/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Review answers' }));
    expect(await screen.findByRole('button', { name: 'Generate Reports' })).toBeInTheDocument();
  });

  it('holds a restored draft at the first question it is missing, with the message', async () => {
    mockQuestionnaireApi();
    saveDraft(9, { ...fullAnswers, unitPrice: '' });
    const { router } = renderRoute(PATH);
    expect(
      await screen.findByRole('heading', { name: 'What is the average price of one sale?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(fieldMessages('unitPrice').required)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
  });
});

// The wizard's step in the URL (Back/Forward, held steps) and the server's 400 shown on the refused field's step.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldMessages } from '@trajectory/engine';
import { notify } from '@/lib/notify';
import {
  PROSPECT_ID,
  QUESTIONNAIRE_ID,
  fullAnswers,
  mockQuestionnaireApi,
  questionnaire,
  saveDraft,
  stubBrowser,
} from './questionnaire-helpers';
import { jsonResponse, renderRoute, spyOnNotify } from './utils';

spyOnNotify();

const PATH = `/questionnaire/${PROSPECT_ID}`;
const PRICE = 'What is the average price of one sale?';
const START = 'When do you expect your first sale?';

beforeEach(() => {
  stubBrowser();
});

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('the step in the URL', () => {
  it('gives each question a history entry: Back and Forward move between questions', async () => {
    mockQuestionnaireApi();
    const { router } = renderRoute(PATH);
    await screen.findByRole('heading', { name: 'What do you sell?' });
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
    await next();
    await userEvent.type(await screen.findByLabelText(/Average price per sale/), '12');
    await next();
    expect(await screen.findByRole('heading', { name: START })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=3');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: PRICE })).toBeInTheDocument();
    expect(screen.getByLabelText(/Average price per sale/)).toHaveValue(12);
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: START })).toBeInTheDocument();

    // Previous is Back: it returns to the entry Next came from rather than stacking a new one.
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: PRICE })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: START })).toBeInTheDocument();
  });

  it('does not let Forward pass an answer changed to a refused one', async () => {
    mockQuestionnaireApi();
    saveDraft(1, fullAnswers);
    const { router } = renderRoute(PATH);
    await screen.findByRole('heading', { name: 'What do you sell?' });
    await next();
    await screen.findByRole('heading', { name: PRICE });
    await next();
    await screen.findByRole('heading', { name: START });
    await act(() => router.navigate(-1));
    const price = await screen.findByLabelText(/Average price per sale/);
    await userEvent.clear(price);
    await userEvent.type(price, '1000000');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: PRICE })).toBeInTheDocument();
    expect(screen.getByLabelText(/Average price per sale/)).toHaveAccessibleDescription(
      expect.stringContaining(fieldMessages('unitPrice').tooLarge),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
  });
});

describe('a save the server refuses', () => {
  const refusal = (field: string, message: string) => () =>
    jsonResponse({ error: 'INVALID_INPUT', message, field }, { status: 400 });

  it('shows the server message on the refused field, on its step, with no generic toast', async () => {
    const message = 'Unit price must be at most 100,000';
    mockQuestionnaireApi({
      extra: { '/api/questionnaires': refusal('productsServices.unitPrice', message) },
    });
    // Step 12 is the review, after the optional lender and detail steps: where Generate Reports is.
    saveDraft(12);
    const { router } = renderRoute(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Reports' }));
    expect(await screen.findByRole('heading', { name: PRICE })).toBeInTheDocument();
    expect(screen.getByLabelText(/Average price per sale/)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(router.state.location.search).toBe('?step=2');
    expect(notify).not.toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Failed to save questionnaire data. Please try again.' }),
    );
    // Changing the answer clears the server's sentence.
    await userEvent.type(screen.getByLabelText(/Average price per sale/), '1');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows a refused silent save on the field of the step being left', async () => {
    const message = 'Description must be at most 5000 characters';
    mockQuestionnaireApi({
      list: [questionnaire({ businessInfo: { description: 'Coffee' } })],
      extra: { [`/api/questionnaires/${QUESTIONNAIRE_ID}`]: refusal('businessInfo.description', message) },
    });
    renderRoute(PATH);
    await screen.findByLabelText(/Describe what you sell/);
    await next();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What do you sell?' })).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  /** Generate Reports on a finished draft whose save the server refuses with this body and status. */
  async function generateRefusedWith(body: { error: string; message: string }, status: number) {
    mockQuestionnaireApi({ extra: { '/api/questionnaires': () => jsonResponse(body, { status }) } });
    // Step 12 is the review, after the optional lender and detail steps: where Generate Reports is.
    saveDraft(12);
    const { router } = renderRoute(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Reports' }));
    return router;
  }

  it('reads a refused origin (403, its own code) as a failed save, never as "Plan Limit Reached"', async () => {
    const router = await generateRefusedWith(
      { error: 'FORBIDDEN_ORIGIN', message: 'Requests that change data must come from this site.' },
      403,
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Failed to save questionnaire data. Please try again.' }),
      ),
    );
    expect(notify).not.toHaveBeenCalledWith(
      expect.objectContaining({ title: expect.stringMatching(/limit/i) }),
    );
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('reads LIMIT_REACHED as the plan limit: its notice, then the reports page', async () => {
    const router = await generateRefusedWith(
      { error: 'LIMIT_REACHED', message: 'You have used every report of your plan.' },
      403,
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          description: 'You have used every report of your plan.',
          variant: 'warning',
        }),
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toBe(PATH));
  });
});

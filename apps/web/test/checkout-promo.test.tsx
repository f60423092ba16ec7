// The promo-code card: blank and invalid codes, a valid code hiding the card form, and applying it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  checkoutApi,
  NEW_Q,
  OLD_Q,
  paymentSuccess,
  PROSPECT_ID,
  questionnaire,
  sentBody,
} from './checkout-fixtures';
import { jsonResponse, mockApi, renderRoute } from './utils';

const URL = `/checkout?product=financial_statements&prospectId=${PROSPECT_ID}`;
const VALID = { valid: true, reason: 'Promo code applied: your reports are free.', discount: 100 };

async function enterCode(code: string) {
  const input = await screen.findByLabelText('Promo Code');
  await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('checkout promo code', () => {
  it('asks for a code when the field is blank', async () => {
    const validate = vi.fn((_init?: RequestInit) => jsonResponse(VALID));
    mockApi(checkoutApi({ '/api/promo-codes/validate': validate }));
    renderRoute(URL);
    await enterCode('   ');
    expect(await screen.findByText('Please enter a promo code')).toBeInTheDocument();
    expect(validate).not.toHaveBeenCalled();
  });

  it("shows the server's reason for an invalid code, else 'Invalid promo code'", async () => {
    let reason = 'This promo code has reached its usage limit';
    mockApi(
      checkoutApi({ '/api/promo-codes/validate': () => jsonResponse({ valid: false, reason, discount: 0 }) }),
    );
    renderRoute(URL);
    await enterCode('spring');
    expect(await screen.findByText('This promo code has reached its usage limit')).toBeInTheDocument();
    expect(screen.getByTestId('payment-method-card')).toBeInTheDocument();
    reason = '';
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid promo code')).toBeInTheDocument();
  });

  it('says validation failed when the request fails', async () => {
    mockApi(checkoutApi({ '/api/promo-codes/validate': () => new Response('', { status: 500 }) }));
    renderRoute(URL);
    await enterCode('SPRING');
    expect(await screen.findByText('Failed to validate promo code. Please try again.')).toBeInTheDocument();
  });

  it('validates an uppercased code, hides the card form, uses it and opens the latest completed statements', async () => {
    const validate = vi.fn((_init?: RequestInit) => jsonResponse(VALID));
    const use = vi.fn((_init?: RequestInit) =>
      jsonResponse({ success: true, message: 'Promo code SPRING applied' }),
    );
    const record = vi.fn((_init?: RequestInit) => jsonResponse(paymentSuccess(null)));
    mockApi(
      checkoutApi({
        '/api/promo-codes/validate': validate,
        '/api/promo-codes/use': use,
        '/api/payment/success': record,
        // Newest first: a draft, then the latest completed one.
        [`/api/questionnaires/prospect/${PROSPECT_ID}`]: () =>
          jsonResponse([questionnaire(OLD_Q, false), questionnaire(NEW_Q, true)]),
      }),
    );
    const { router } = renderRoute(URL);
    await enterCode('spring');
    expect(screen.getByLabelText('Promo Code')).toHaveValue('SPRING');
    expect(await screen.findByText('Promo code applied: your reports are free.')).toBeInTheDocument();
    expect(sentBody(validate.mock.calls[0]?.[0])).toEqual({ code: 'SPRING', productId: 2 });
    expect(screen.queryByTestId('payment-method-card')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Promo Code')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByTestId('order-total')).toHaveTextContent('Free');

    await userEvent.click(screen.getByRole('button', { name: 'Get Your Reports Now (FREE)' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/full-statements/${PROSPECT_ID}?questionnaireId=${NEW_Q}`,
      ),
    );
    expect(sentBody(use.mock.calls[0]?.[0])).toEqual({
      code: 'SPRING',
      prospectId: PROSPECT_ID,
      questionnaireId: NEW_Q,
    });
    expect(sentBody(record.mock.calls[0]?.[0])).toEqual({
      prospectId: PROSPECT_ID,
      productCode: 'P02',
      paymentMethod: 'promo_code',
    });
  });

  it('goes to the meeting booking when the plan requires one', async () => {
    mockApi(
      checkoutApi({
        '/api/promo-codes/validate': () => jsonResponse(VALID),
        '/api/promo-codes/use': () => jsonResponse({ success: true, message: 'ok' }),
        '/api/payment/success': () => jsonResponse({ ...paymentSuccess(null), requiresMeeting: true }),
        [`/api/questionnaires/prospect/${PROSPECT_ID}`]: () => jsonResponse([questionnaire(NEW_Q, true)]),
      }),
    );
    const { router } = renderRoute(URL);
    await enterCode('SPRING');
    await userEvent.click(await screen.findByRole('button', { name: 'Get Your Reports Now (FREE)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/talk-with-expert'));
    expect(router.state.location.search).toBe('?completed=true&email=ada%40example.com');
  });

  it('does not use the code when there is no completed questionnaire', async () => {
    const use = vi.fn((_init?: RequestInit) => jsonResponse({ success: true, message: 'ok' }));
    mockApi(
      checkoutApi({
        '/api/promo-codes/validate': () => jsonResponse(VALID),
        '/api/promo-codes/use': use,
        [`/api/questionnaires/prospect/${PROSPECT_ID}`]: () => jsonResponse([questionnaire(OLD_Q, false)]),
      }),
    );
    const { router } = renderRoute(URL);
    await enterCode('SPRING');
    await userEvent.click(await screen.findByRole('button', { name: 'Get Your Reports Now (FREE)' }));
    expect(
      await screen.findByText('No questionnaire found. Please complete the questionnaire first.'),
    ).toBeInTheDocument();
    expect(use).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('stays on checkout when the code cannot be used, and lets another code be tried', async () => {
    const record = vi.fn((_init?: RequestInit) => jsonResponse(paymentSuccess(null)));
    mockApi(
      checkoutApi({
        '/api/promo-codes/validate': () => jsonResponse(VALID),
        '/api/promo-codes/use': () =>
          jsonResponse(
            { error: 'CONFLICT', message: 'You have already used this promo code' },
            { status: 409 },
          ),
        '/api/payment/success': record,
        [`/api/questionnaires/prospect/${PROSPECT_ID}`]: () => jsonResponse([questionnaire(NEW_Q, true)]),
      }),
    );
    const { router } = renderRoute(URL);
    await enterCode('SPRING');
    await userEvent.click(await screen.findByRole('button', { name: 'Get Your Reports Now (FREE)' }));
    expect(
      await screen.findByText('Promo Code Error - You have already used this promo code'),
    ).toBeInTheDocument();
    expect(record).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/checkout');
    await userEvent.click(screen.getByRole('button', { name: 'Use a different code' }));
    expect(screen.getByLabelText('Promo Code')).toHaveValue('');
    expect(screen.getByTestId('payment-method-card')).toBeInTheDocument();
  });

  it('shows the catalogue text when using the code fails on the server', async () => {
    mockApi(
      checkoutApi({
        '/api/promo-codes/validate': () => jsonResponse(VALID),
        '/api/promo-codes/use': () => new Response('', { status: 500 }),
        [`/api/questionnaires/prospect/${PROSPECT_ID}`]: () => jsonResponse([questionnaire(NEW_Q, true)]),
      }),
    );
    renderRoute(URL);
    await enterCode('SPRING');
    await userEvent.click(await screen.findByRole('button', { name: 'Get Your Reports Now (FREE)' }));
    expect(
      await screen.findByText('Promo Code Error - Failed to apply promo code. Please try again.'),
    ).toBeInTheDocument();
  });
});

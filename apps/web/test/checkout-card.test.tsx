// Card payment at checkout: intent, the test card form, payment/success and the redirect; declines grant nothing.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { checkoutApi, intent, paymentSuccess, PROSPECT_ID, sentBody } from './checkout-fixtures';
import { jsonResponse, mockApi, renderRoute } from './utils';

const URL = `/checkout?product=financial_statements&prospectId=${PROSPECT_ID}`;

async function openCardForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Credit or Debit Card' }));
  await screen.findByLabelText('Card Number');
}

async function fillCard(cardNumber: string) {
  await userEvent.type(screen.getByLabelText('Card Number'), cardNumber);
  await userEvent.type(screen.getByLabelText('Expiry Date'), '1234');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('checkout card payment', () => {
  it('creates the intent without an amount, confirms the card, records the payment and redirects after a second', async () => {
    const record = vi.fn((_init?: RequestInit) => jsonResponse(paymentSuccess('new_purchase')));
    const confirm = vi.fn((_init?: RequestInit) =>
      jsonResponse({ status: 'succeeded', paymentIntentId: intent.paymentIntentId, error: null }),
    );
    const create = vi.fn((_init?: RequestInit) => jsonResponse(intent));
    mockApi(
      checkoutApi({
        '/api/stripe/create-payment-intent': create,
        '/api/payments/simulated/confirm': confirm,
        '/api/payment/success': record,
      }),
    );
    const { router } = renderRoute(URL);
    await openCardForm();
    expect(sentBody(create.mock.calls[0]?.[0])).toEqual({ prospectId: PROSPECT_ID, productCode: 'P02' });
    expect(screen.getByLabelText('Cardholder Name')).toHaveValue('Ada Founder');
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeInTheDocument();
    // This page came over plain http (jsdom's http://localhost), so it claims no encryption.
    expect(window.location.protocol).toBe('http:');
    expect(screen.queryByText(/SSL encrypted/)).not.toBeInTheDocument();

    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry Date')).toHaveValue('12/34');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $29.99' }));

    await waitFor(() => expect(record).toHaveBeenCalledTimes(1));
    expect(sentBody(confirm.mock.calls[0]?.[0])).toMatchObject({
      paymentIntentId: 'pi_sim_1',
      clientSecret: 'pi_sim_1_secret_abc',
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ada Founder',
    });
    expect(sentBody(record.mock.calls[0]?.[0])).toEqual({
      prospectId: PROSPECT_ID,
      productCode: 'P02',
      paymentMethod: 'credit_card',
      paymentIntentId: 'pi_sim_1',
    });
    expect(await screen.findByText('Payment successful! Redirecting…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          `/payment-success/${PROSPECT_ID}?type=new_purchase`,
        ),
      { timeout: 3000 },
    );
  });

  it('shows "Processing Payment..." while the card is judged', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi(
      checkoutApi({
        '/api/stripe/create-payment-intent': () => jsonResponse(intent),
        '/api/payments/simulated/confirm': async () => {
          await gate;
          return jsonResponse({ status: 'requires_payment_method', paymentIntentId: 'pi_sim_1', error: 'x' });
        },
      }),
    );
    renderRoute(URL);
    await openCardForm();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $29.99' }));
    expect(await screen.findByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Complete Payment - $29.99' })).toBeEnabled();
  });

  it('shows the provider message for a declined card and records nothing', async () => {
    const record = vi.fn((_init?: RequestInit) => jsonResponse(paymentSuccess()));
    mockApi(
      checkoutApi({
        '/api/stripe/create-payment-intent': () => jsonResponse(intent),
        '/api/payments/simulated/confirm': () =>
          jsonResponse({
            status: 'requires_payment_method',
            paymentIntentId: 'pi_sim_1',
            error: 'Your card was declined.',
          }),
        '/api/payment/success': record,
      }),
    );
    const { router } = renderRoute(URL);
    await openCardForm();
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $29.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(record).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('falls back to the catalogue text when the provider gives no message', async () => {
    mockApi(
      checkoutApi({
        '/api/stripe/create-payment-intent': () => jsonResponse(intent),
        '/api/payments/simulated/confirm': () =>
          jsonResponse({ status: 'requires_payment_method', paymentIntentId: 'pi_sim_1', error: null }),
      }),
    );
    renderRoute(URL);
    await openCardForm();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $29.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment could not be processed. Please try again.',
    );
  });

  it("shows the server's refusal (402) of payment/success and stays on the page", async () => {
    mockApi(
      checkoutApi({
        '/api/stripe/create-payment-intent': () => jsonResponse(intent),
        '/api/payments/simulated/confirm': () =>
          jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_sim_1', error: null }),
        '/api/payment/success': () =>
          jsonResponse(
            { error: 'PAYMENT_REQUIRED', message: 'Your card has insufficient funds.' },
            { status: 402 },
          ),
      }),
    );
    const { router } = renderRoute(URL);
    await openCardForm();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $29.99' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('says the payment went through but the reports need support when the server cannot record it', async () => {
    mockApi(
      checkoutApi({
        '/api/stripe/create-payment-intent': () => jsonResponse(intent),
        '/api/payments/simulated/confirm': () =>
          jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_sim_1', error: null }),
        '/api/payment/success': () => new Response('Service Unavailable', { status: 503 }),
      }),
    );
    render(<Toaster />);
    const { router } = renderRoute(URL);
    await openCardForm();
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $29.99' }));
    expect(
      await screen.findByText(
        'Payment was successful but there was an issue generating your reports. Please contact support.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment-success/${PROSPECT_ID}`), {
      timeout: 3000,
    });
  });

  it('requires the cardholder name', async () => {
    const confirm = vi.fn((_init?: RequestInit) => jsonResponse({}));
    mockApi(
      checkoutApi({
        '/api/stripe/create-payment-intent': () => jsonResponse(intent),
        '/api/payments/simulated/confirm': confirm,
      }),
    );
    renderRoute(URL);
    await openCardForm();
    await fillCard('4242424242424242');
    await userEvent.clear(screen.getByLabelText('Cardholder Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment - $29.99' }));
    expect(await screen.findByText('Cardholder name is required')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('says the payment could not be initialised when the intent fails', async () => {
    mockApi(
      checkoutApi({ '/api/stripe/create-payment-intent': () => new Response('boom', { status: 500 }) }),
    );
    renderRoute(URL);
    await userEvent.click(await screen.findByRole('button', { name: 'Credit or Debit Card' }));
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
  });
});

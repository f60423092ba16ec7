// The simulated payment page, the card page for an order and the PayPal page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { products } from './fixtures';
import {
  config,
  intent,
  order,
  ORDER_ID,
  paymentSuccess,
  PROSPECT_ID,
  prospect,
  sentBody,
} from './checkout-fixtures';
import { jsonResponse, mockApi, renderRoute } from './utils';

const base = (who = prospect()) => ({
  [`/api/prospects/${PROSPECT_ID}`]: () => jsonResponse(who),
  '/api/products': () => jsonResponse(products),
  '/api/public-config': () => jsonResponse(config()),
});

describe('simulated payment page', () => {
  it('needs no payment for a free plan and goes to the reports after 2 seconds', async () => {
    mockApi(base());
    const { router } = renderRoute(`/payment-simulation/${PROSPECT_ID}`);
    expect(await screen.findByText('This is a free product. No payment required.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeInTheDocument();
    expect(screen.getByText('Test mode — no real payment')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/payment-simulation/${PROSPECT_ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'), {
      timeout: 3500,
    });
  });

  it('sells the preferred paid plan through the card form, not by itself', async () => {
    const create = vi.fn((_init?: RequestInit) => jsonResponse(intent));
    const fetchMock = mockApi({
      ...base(prospect({ preferredPlan: 'Full Reports', preferredPlanCode: 'P02' })),
      '/api/stripe/create-payment-intent': create,
    });
    renderRoute(`/payment-simulation/${PROSPECT_ID}`);
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$29.99');
    expect(screen.getByText('Charts and analysis (6 charts)')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.includes('payment/success') || url.includes('upgrade-plan'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Credit or Debit Card' }));
    expect(await screen.findByRole('button', { name: 'Complete Payment - $29.99' })).toBeInTheDocument();
    expect(sentBody(create.mock.calls[0]?.[0])).toEqual({ prospectId: PROSPECT_ID, productCode: 'P02' });
  });
});

describe('card payment page', () => {
  it('goes home without an order id', async () => {
    mockApi({});
    const { router } = renderRoute('/checkout/stripe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says the order could not be loaded', async () => {
    mockApi({ [`/api/orders/${ORDER_ID}`]: () => new Response('', { status: 500 }) });
    renderRoute(`/checkout/stripe?orderId=${ORDER_ID}`);
    expect(await screen.findByText('Failed to load order details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('pays an order with "Pay $amount" and shows "Payment Failed" with Try Again on a decline', async () => {
    const create = vi.fn((_init?: RequestInit) =>
      jsonResponse({ ...intent, order: order(), message: 'Payment intent created' }),
    );
    let isDeclined = true;
    const record = vi.fn((_init?: RequestInit) => jsonResponse(paymentSuccess('new_purchase')));
    mockApi({
      ...base(),
      [`/api/orders/${ORDER_ID}`]: () => jsonResponse(order()),
      '/api/payments/stripe/create-intent': create,
      '/api/payments/simulated/confirm': () =>
        jsonResponse(
          isDeclined
            ? {
                status: 'requires_payment_method',
                paymentIntentId: 'pi_sim_1',
                error: 'Your card was declined.',
              }
            : { status: 'succeeded', paymentIntentId: 'pi_sim_1', error: null },
        ),
      '/api/payment/success': record,
    });
    const { router } = renderRoute(`/checkout/stripe?orderId=${ORDER_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Payment' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Financial Statements')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Payment Method' })).toHaveAttribute(
      'href',
      `/checkout?product=financial_statements&prospectId=${PROSPECT_ID}`,
    );
    const pay = await screen.findByRole('button', { name: 'Pay $29.99' });
    expect(sentBody(create.mock.calls[0]?.[0])).toEqual({ orderId: ORDER_ID });
    await userEvent.type(screen.getByLabelText('Card Number'), '4000000000000002');
    await userEvent.type(screen.getByLabelText('Expiry Date'), '1234');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(pay);
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(record).not.toHaveBeenCalled();

    isDeclined = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await userEvent.type(await screen.findByLabelText('Card Number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry Date'), '1234');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $29.99' }));
    await waitFor(() => expect(record).toHaveBeenCalledTimes(1));
    expect(sentBody(record.mock.calls[0]?.[0])).toMatchObject({
      orderId: ORDER_ID,
      paymentIntentId: 'pi_sim_1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment-success/${PROSPECT_ID}`), {
      timeout: 3000,
    });
  });

  it('names the consultation "1:1 Consultation"', async () => {
    mockApi({
      ...base(),
      [`/api/orders/${ORDER_ID}`]: () =>
        jsonResponse(
          order({
            productType: 'consultation',
            productCode: 'P03',
            productName: 'Expert Feedback',
            amount: '59.99',
          }),
        ),
      '/api/payments/stripe/create-intent': () => new Response('', { status: 500 }),
    });
    renderRoute(`/checkout/stripe?orderId=${ORDER_ID}`);
    expect(await screen.findByText('1:1 Consultation')).toBeInTheDocument();
    expect(await screen.findByText('Payment Setup Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to setup payment. Please try again.')).toBeInTheDocument();
  });
});

describe('PayPal page', () => {
  it('says clearly when PayPal is not configured', async () => {
    mockApi({
      ...base(),
      [`/api/orders/${ORDER_ID}`]: () => jsonResponse(order({ paymentMethod: 'paypal' })),
      '/api/payments/paypal/setup': () =>
        jsonResponse({ error: 'NOT_FOUND', message: 'PayPal is not configured' }, { status: 404 }),
    });
    renderRoute(`/checkout/paypal?orderId=${ORDER_ID}`);
    expect(await screen.findByText('PayPal is not available right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Payment Method' })).toBeInTheDocument();
  });

  it('goes home without an order id', async () => {
    mockApi({});
    const { router } = renderRoute('/checkout/paypal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

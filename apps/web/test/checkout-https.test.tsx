/**
 * @vitest-environment-options {"url": "https://trajectory.example/"}
 */
// Checkout served over https: the card form may say the payment is SSL encrypted, and PayPal is asked for only when configured.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkoutApi, config, intent, PROSPECT_ID } from './checkout-fixtures';
import { jsonResponse, mockApi, renderRoute } from './utils';

const URL = `/checkout?product=financial_statements&prospectId=${PROSPECT_ID}`;
const SETUP = '/api/payments/paypal/setup';

describe('checkout trust signals', () => {
  it('says "SSL encrypted" on a page served over https', async () => {
    mockApi(checkoutApi({ '/api/stripe/create-payment-intent': () => jsonResponse(intent) }));
    renderRoute(URL);
    expect(window.location.protocol).toBe('https:');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Credit or Debit Card' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('Your payment is secure and SSL encrypted.')).toBeInTheDocument();
  });

  it('never asks for the PayPal setup when the deployment has no PayPal', async () => {
    const fetchMock = mockApi(checkoutApi());
    renderRoute(URL);
    await screen.findByRole('button', { name: 'Credit or Debit Card' });
    await screen.findByRole('link', { name: 'help@trajectory.test' });
    expect(fetchMock.mock.calls.some(([url]) => url === SETUP)).toBe(false);
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
  });

  it('asks for it and offers PayPal when the public config says PayPal is configured', async () => {
    const fetchMock = mockApi(
      checkoutApi({
        '/api/public-config': () => jsonResponse(config('stripe+paypal')),
        [SETUP]: () => jsonResponse({ clientId: 'paypal-client' }),
      }),
    );
    renderRoute(URL);
    expect(await screen.findByRole('button', { name: 'PayPal' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === SETUP)).toBe(true));
  });
});

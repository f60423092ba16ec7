// The checkout page: invalid links, loading, the summary and which cards show for which product.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutApi, PROSPECT_ID, prospect } from './checkout-fixtures';
import { products } from './fixtures';
import { jsonResponse, mockApi, renderRoute } from './utils';

const checkoutUrl = (type: string) => `/checkout?product=${type}&prospectId=${PROSPECT_ID}`;

describe('checkout page', () => {
  it('says the link is invalid when the product or the prospect is missing', async () => {
    const fetchMock = mockApi({});
    renderRoute(`/checkout?product=financial_statements`);
    expect(await screen.findByText('Invalid Checkout Link')).toBeInTheDocument();
    expect(
      screen.getByText('Missing Information: Product or user information is missing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/products', expect.anything());
  });

  it('sends the custom plan to the expert conversation', async () => {
    mockApi(checkoutApi());
    const { router } = renderRoute(checkoutUrl('custom'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/talk-with-expert'));
  });

  it('shows "Loading Product Information..." and then the Full Reports summary with its features', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi(
      checkoutApi({ [`/api/prospects/${PROSPECT_ID}`]: async () => (await gate, jsonResponse(prospect())) }),
    );
    renderRoute(checkoutUrl('financial_statements'));
    expect(await screen.findByText('Loading Product Information...')).toBeInTheDocument();
    release();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Purchase' }),
    ).toBeInTheDocument();
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getByRole('heading', { name: 'Full Reports' })).toBeInTheDocument();
    expect(within(summary).getByText("What's Included")).toBeInTheDocument();
    const features = within(summary).getByRole('list', { name: "What's Included" });
    expect(within(features).getByText('Profit & Loss, Balance Sheet and Cash Flow')).toBeInTheDocument();
    expect(within(features).getByText('Charts and analysis (6 charts)')).toBeInTheDocument();
    expect(within(features).getByText('3 more reports, added to the ones you have')).toBeInTheDocument();
    expect(within(features).getByText('AI business assessment')).toBeInTheDocument();
    expect(within(summary).getByText('Subtotal')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('$29.99');
    expect(screen.getByTestId('promo-card')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credit or Debit Card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Test mode — no real payment')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@trajectory.test' })).toBeInTheDocument();
    // PayPal's setup answered 404 (not configured): no PayPal choice.
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
  });

  it("offers the promo card by the product's own setting: Expert Feedback seeds with it off (issue #24)", async () => {
    mockApi(checkoutApi());
    renderRoute(checkoutUrl('consultation'));
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getByRole('heading', { name: 'Expert Feedback' })).toBeInTheDocument();
    expect(within(summary).getByText('10-minute video session with an expert')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('$59.99');
    expect(screen.getByTestId('payment-method-card')).toBeInTheDocument();
    expect(screen.queryByTestId('promo-card')).not.toBeInTheDocument();
  });

  it('shows the promo card on Expert Feedback once staff let it take codes, naming the plan it makes free', async () => {
    const accepting = products.map((p) => (p.code === 'P03' ? { ...p, acceptsPromoCodes: true } : p));
    mockApi(checkoutApi({ '/api/products': () => jsonResponse(accepting) }));
    renderRoute(checkoutUrl('consultation'));
    const card = await screen.findByTestId('promo-card');
    expect(within(card).getByText('A valid code makes your Expert Feedback free.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Promo Code')).toBeEnabled();
    expect(screen.getByTestId('payment-method-card')).toBeInTheDocument();
  });

  it('hides the promo card of Full Reports when staff turn its codes off', async () => {
    const refusing = products.map((p) => (p.code === 'P02' ? { ...p, acceptsPromoCodes: false } : p));
    mockApi(checkoutApi({ '/api/products': () => jsonResponse(refusing) }));
    renderRoute(checkoutUrl('financial_statements'));
    await screen.findByTestId('order-summary');
    expect(screen.queryByTestId('promo-card')).not.toBeInTheDocument();
  });

  it('picks the preferred plan among products of the link type, and the link type over another preferred plan', async () => {
    mockApi(checkoutApi({}, prospect({ preferredPlan: 'Expert Feedback', preferredPlanCode: 'P03' })));
    renderRoute(checkoutUrl('financial_statements'));
    const summary = await screen.findByTestId('order-summary');
    expect(within(summary).getByRole('heading', { name: 'Full Reports' })).toBeInTheDocument();
  });

  it('has nothing to pay for the free plan', async () => {
    mockApi(checkoutApi());
    renderRoute(checkoutUrl('basic'));
    expect(await screen.findByText('This is a free product. No payment required.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Reports' })).toHaveAttribute('href', '/reports');
    expect(screen.queryByTestId('payment-method-card')).not.toBeInTheDocument();
  });

  it('says the link is invalid when the prospect does not exist', async () => {
    mockApi(
      checkoutApi({
        [`/api/prospects/${PROSPECT_ID}`]: () =>
          jsonResponse({ error: 'NOT_FOUND', message: 'Prospect not found' }, { status: 404 }),
      }),
    );
    renderRoute(checkoutUrl('financial_statements'));
    expect(await screen.findByText('Invalid Checkout Link')).toBeInTheDocument();
  });

  it('hides the test-mode banner when real payments are configured', async () => {
    mockApi(
      checkoutApi({
        '/api/public-config': () =>
          jsonResponse({ schedulingUrl: null, supportEmail: 'a@b.c', payments: 'stripe' }),
      }),
    );
    renderRoute(checkoutUrl('financial_statements'));
    await screen.findByTestId('order-summary');
    await screen.findByRole('link', { name: 'a@b.c' });
    expect(screen.queryByText('Test mode — no real payment')).not.toBeInTheDocument();
  });
});

// The payment success page: loading, the three variants, and how the variant is chosen.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { products } from './fixtures';
import { config, order, ORDER_ID, paidProspect, PROSPECT_ID, prospect } from './checkout-fixtures';
import { jsonResponse, mockApi, renderRoute } from './utils';

const HISTORY_URL = `/api/payment-history?prospectId=${PROSPECT_ID}`;

const record = (transactionType: string, planName = 'Full Reports', productCode = 'P02') => ({
  id: '55555555-5555-4555-8555-555555555555',
  planName,
  productCode,
  transactionType,
  paymentMethod: 'Credit Card',
  cardLast4: '4242',
  orderId: ORDER_ID,
  orderNumber: 'TRJ-22222222',
  previousPlan: null,
  amount: '29.99',
  currency: 'USD',
  status: 'completed',
  refundedAt: null,
  createdAt: '2025-01-05T10:00:00.000Z',
});

function successApi(who = paidProspect(), extra: Record<string, () => Response | Promise<Response>> = {}) {
  return {
    [`/api/prospects/${PROSPECT_ID}`]: () => jsonResponse(who),
    '/api/products': () => jsonResponse(products),
    '/api/public-config': () => jsonResponse(config()),
    ...extra,
  };
}

describe('payment success page', () => {
  it('shows "Loading..." and then the new purchase with the plan features and the receipt', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Bought before any report: a new purchase, not an upgrade.
    const buyer = { ...paidProspect(), reportCount: 0 };
    const fetchMock = mockApi(
      successApi(buyer, {
        '/api/products': () => jsonResponse(products),
        [`/api/prospects/${PROSPECT_ID}`]: async () => (await gate, jsonResponse(buyer)),
        [HISTORY_URL]: () => jsonResponse([record('new_purchase')]),
      }),
    );
    renderRoute(`/payment-success/${PROSPECT_ID}?type=new_purchase`);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    const features = screen.getByRole('list', { name: 'Plan features' });
    expect(within(features).getByText('Profit & Loss, Balance Sheet and Cash Flow')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Reports' })).toHaveAttribute(
      'href',
      `/full-statements/${PROSPECT_ID}`,
    );
    // Full Reports books no meetings.
    expect(screen.queryByRole('link', { name: 'Book Expert Consultation' })).not.toBeInTheDocument();
    const receipt = screen.getByTestId('receipt');
    expect(within(receipt).getByText('$29.99')).toBeInTheDocument();
    expect(within(receipt).getByText('TRJ-22222222')).toBeInTheDocument();
    expect(within(receipt).getByText('Full Reports')).toBeInTheDocument();
    expect(within(receipt).getByText('Card ending in 4242')).toBeInTheDocument();
    expect(within(receipt).getByText('January 5, 2025')).toBeInTheDocument();
    // Nothing is granted from this page: it only reads.
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((url) => url.includes('upgrade-plan') || url.includes('payment/success'))).toBe(false);
  });

  it('offers the consultation booking when the plan allows meetings', async () => {
    const custom = products.find((p) => p.code === 'P04')!;
    mockApi(
      successApi(
        prospect({
          selectedPlan: custom.name,
          selectedPlanCode: 'P04',
          statementsType: 'Complete',
          reportCount: 0,
        }),
      ),
    );
    renderRoute(`/payment-success/${PROSPECT_ID}?type=new_purchase`);
    expect(await screen.findByRole('link', { name: 'Book Expert Consultation' })).toHaveAttribute(
      'href',
      '/talk-with-expert?completed=true&email=ada%40example.com',
    );
  });

  it('reads an upgrade from the newest payment record when the link has no type', async () => {
    mockApi(
      successApi(paidProspect(), {
        [HISTORY_URL]: () => jsonResponse([record('upgrade'), record('new_purchase')]),
      }),
    );
    renderRoute(`/payment-success/${PROSPECT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan Upgraded Successfully!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Reports Dashboard' })).toHaveAttribute('href', '/reports');
  });

  it('shows the 10-minute session booking (700 px) and View Statements for Expert Feedback', async () => {
    mockApi(
      successApi(paidProspect('P03'), {
        '/api/public-config': () =>
          jsonResponse(config('simulated', 'https://cal.example.com/trajectory/10min')),
      }),
    );
    renderRoute(`/payment-success/${PROSPECT_ID}?type=upgrade`);
    const frame = await screen.findByTitle('Schedule your 10-minute expert session');
    expect(frame).toHaveAttribute('src', 'https://cal.example.com/trajectory/10min');
    expect(frame).toHaveAttribute('height', '700');
    expect(screen.getByRole('link', { name: 'View Statements' })).toHaveAttribute(
      'href',
      `/full-statements/${PROSPECT_ID}`,
    );
    expect(screen.queryByText('Plan Upgraded Successfully!')).not.toBeInTheDocument();
  });

  it('links to the booking page when no scheduling page is configured', async () => {
    mockApi(
      successApi(paidProspect('P03'), {
        [HISTORY_URL]: () => jsonResponse([record('new_purchase', 'Expert Feedback', 'P03')]),
      }),
    );
    renderRoute(`/payment-success/${PROSPECT_ID}`);
    expect(await screen.findByRole('link', { name: 'Book Your Session' })).toHaveAttribute(
      'href',
      '/talk-with-expert?completed=true&email=ada%40example.com',
    );
    expect(screen.getByRole('link', { name: 'View Statements' })).toBeInTheDocument();
  });

  it('finds the prospect and the receipt of that order through ?orderId=', async () => {
    const getOrder = vi.fn((_init?: RequestInit) => jsonResponse(order({ status: 'applied' })));
    const later = {
      ...record('renewal'),
      id: '66666666-6666-4666-8666-666666666666',
      orderId: '88888888-8888-4888-8888-888888888888',
      orderNumber: 'TRJ-88888888',
      paymentMethod: 'PayPal',
      cardLast4: null,
    };
    mockApi(
      successApi(
        { ...paidProspect(), reportCount: 0 },
        {
          [`/api/orders/${ORDER_ID}`]: getOrder,
          [HISTORY_URL]: () => jsonResponse([later, record('new_purchase')]),
        },
      ),
    );
    renderRoute(`/payment-success?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(getOrder).toHaveBeenCalled();
    const receipt = screen.getByTestId('receipt');
    expect(within(receipt).getByText('TRJ-22222222')).toBeInTheDocument();
    expect(within(receipt).getByText('Card ending in 4242')).toBeInTheDocument();
    expect(within(receipt).queryByText('PayPal')).not.toBeInTheDocument();
  });

  it('shows "Plan Upgraded" when a free founder who already has reports buys a paid plan', async () => {
    // The server records a free founder's first paid plan as a new purchase.
    mockApi(
      successApi(paidProspect(), {
        [HISTORY_URL]: () => jsonResponse([record('new_purchase')]),
      }),
    );
    renderRoute(`/payment-success/${PROSPECT_ID}?type=new_purchase`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan Upgraded Successfully!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Reports Dashboard' })).toHaveAttribute('href', '/reports');
    expect(within(screen.getByTestId('receipt')).getByText('$29.99')).toBeInTheDocument();
  });

  it('says so when the prospect has no payment', async () => {
    mockApi(successApi(prospect(), { [HISTORY_URL]: () => jsonResponse([]) }));
    renderRoute(`/payment-success/${PROSPECT_ID}`);
    expect(await screen.findByText('No completed payment found')).toBeInTheDocument();
  });
});

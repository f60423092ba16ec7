// Payment History tab: summary cards, formatted rows, the two empty texts, the error state and the filters sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminPayment, TAdminPaymentsResponse } from '@trajectory/contracts/admin-payments';
import { PaymentHistoryTab } from '@/features/admin/payments/components/payment-history-tab';
import { jsonResponse, renderWithClient } from './utils';

Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

const payment = (overrides: Partial<TAdminPayment> = {}): TAdminPayment => ({
  id: '55555555-5555-4555-8555-555555555555',
  prospectId: '11111111-1111-4111-8111-111111111111',
  prospectName: 'Ada Founder',
  prospectEmail: 'ada@example.com',
  planName: 'Full Reports',
  productCode: 'P02',
  amount: '29.99',
  currency: 'USD',
  paymentMethod: 'Credit Card',
  transactionType: 'new_purchase',
  transactionId: 'pi_sim_123',
  previousPlan: 'Free Projection',
  status: 'completed',
  createdAt: new Date(2026, 0, 5, 15, 7).toISOString(),
  refundedAt: null,
  refundId: null,
  ...overrides,
});

const response = (items: TAdminPayment[], summary: Partial<TAdminPaymentsResponse['summary']> = {}) =>
  jsonResponse({
    items,
    total: items.length,
    page: 1,
    pageSize: 25,
    summary: {
      totalRevenue: '29.99',
      revenueCount: 1,
      manualRevenue: '350.00',
      count: items.length,
      promoCodeCount: 0,
      ...summary,
    },
  } satisfies TAdminPaymentsResponse);

/** Answers the list with `answer`, recording the query strings asked for. */
function mockList(answer: (params: URLSearchParams) => Response) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname !== '/api/admin/payment-history') return new Response('', { status: 404 });
      asked.push(url.searchParams);
      return answer(url.searchParams);
    }),
  );
  return asked;
}

const renderTab = () => renderWithClient(<PaymentHistoryTab />).queryClient;

describe('Payment History tab', () => {
  it('shows the revenue cards from the summary and rows in the spec date format', async () => {
    mockList(() =>
      response([
        payment(),
        payment({
          id: '66666666-6666-4666-8666-666666666666',
          planName: 'Custom Financial Proforma',
          productCode: 'P04',
          amount: '350.00',
          paymentMethod: 'Manual',
          transactionType: 'upgrade',
          transactionId: 'manual_abc',
        }),
      ]),
    );
    renderTab();
    const revenue = await screen.findByRole('group', { name: 'Total Revenue' });
    expect(within(revenue).getByTestId('summary-value')).toHaveTextContent('$29.99');
    expect(revenue).toHaveTextContent('1 card or PayPal payment with a transaction id');
    expect(
      within(screen.getByRole('group', { name: 'Manual Revenue' })).getByTestId('summary-value'),
    ).toHaveTextContent('$350.00');
    expect(
      within(screen.getByRole('group', { name: 'Payments' })).getByTestId('summary-value'),
    ).toHaveTextContent('2');
    const rows = screen.getAllByTestId('admin-payment-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Jan 05, 2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3:07 PM')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$29.99')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('New Purchase')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('pi_sim_123')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Manual')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$350.00')).toBeInTheDocument();
  });

  it('zero revenue reads $0.00, and with no records at all says "No payment history found"', async () => {
    mockList(() => response([], { totalRevenue: '0.00', revenueCount: 0, manualRevenue: '0.00' }));
    renderTab();
    expect(await screen.findByText('No payment history found')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Total Revenue' })).getByTestId('summary-value'),
    ).toHaveTextContent('$0.00');
  });

  it('sends the filters, with an inclusive local end date, and says "No transactions match your search"', async () => {
    const asked = mockList((params) => response(params.get('paymentMethod') ? [] : [payment()]));
    renderTab();
    await screen.findAllByTestId('admin-payment-row');
    await userEvent.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await userEvent.click(screen.getByRole('option', { name: 'PayPal' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Transaction Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Upgrade' }));
    await userEvent.type(screen.getByLabelText('Start Date'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('End Date'), '2026-01-31');
    expect(await screen.findByText('No transactions match your search')).toBeInTheDocument();
    await waitFor(() => {
      const last = asked.at(-1)!;
      expect(last.get('paymentMethod')).toBe('PayPal');
      expect(last.get('transactionType')).toBe('upgrade');
      expect(last.get('startDate')).toBe(new Date('2026-01-01T00:00:00').toISOString());
      expect(last.get('endDate')).toBe(new Date('2026-01-31T23:59:59.999').toISOString());
      expect(last.get('page')).toBe('1');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByTestId('admin-payment-row')).toBeInTheDocument();
  });

  it('shows the error state with the fetch error text, and Try Again reads the list again', async () => {
    let fail = true;
    const asked = mockList(() => (fail ? new Response('', { status: 500 }) : response([payment()])));
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading payment history');
    expect(alert).toHaveTextContent('Failed to fetch payment history');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('admin-payment-row')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it('Refund: the confirmation names the amount and what is revoked; confirming refunds and the row shows Refunded', async () => {
    let refunded = false;
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://x');
        const refundPath = `/api/admin/payments/${payment().id}/refund`;
        if (url.pathname === '/api/admin/payment-history') {
          return response([
            refunded ? payment({ status: 'refunded', refundedAt: new Date().toISOString() }) : payment(),
          ]);
        }
        const state = {
          before: { plan: 'Full Reports', planCode: 'P02', reportLimit: 5, reportsUsed: 1 },
          after: { plan: 'Free Projection', planCode: 'P01', reportLimit: 2, reportsUsed: 1 },
        };
        if (url.pathname === refundPath && init?.method === 'POST') {
          posted.push(url.pathname);
          refunded = true;
          return jsonResponse({
            payment: payment({ status: 'refunded', refundedAt: new Date().toISOString() }),
            ...state,
          });
        }
        if (url.pathname === refundPath)
          return jsonResponse({ payment: payment(), provider: 'stripe', ...state });
        return new Response('', { status: 404 });
      }),
    );
    renderTab();
    const row = await screen.findByTestId('admin-payment-row');
    await userEvent.click(within(row).getByRole('button', { name: /^Refund \$?29\.99/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Refund $29.99?');
    expect(await within(dialog).findByRole('list', { name: 'What the refund revokes' })).toHaveTextContent(
      'Plan: Full Reports → Free Projection',
    );
    expect(dialog).toHaveTextContent('Report limit: 5 → 2');
    expect(dialog).toHaveTextContent('through Stripe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $29.99' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posted).toHaveLength(1);
    const after = await screen.findByTestId('admin-payment-row');
    expect(await within(after).findByText('refunded')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoute } from './utils';

const HISTORY_URL = '/api/payment-history';

const record = (overrides: Record<string, unknown> = {}) => ({
  id: '55555555-5555-4555-8555-555555555555',
  planName: 'Full Reports',
  productCode: 'P02',
  transactionType: 'new_purchase',
  paymentMethod: 'Credit Card',
  cardLast4: '4242',
  orderId: '77777777-7777-4777-8777-777777777777',
  orderNumber: 'TRJ-77777777',
  previousPlan: null,
  amount: '29.99',
  currency: 'USD',
  status: 'completed',
  refundedAt: null,
  createdAt: new Date(2025, 0, 5, 15, 7).toISOString(),
  ...overrides,
});

describe('payment history', () => {
  it("lists the records of this browser's plans without asking for an e-mail", async () => {
    const fetchMock = mockApi({
      [HISTORY_URL]: () =>
        jsonResponse([
          record(),
          record({
            id: '66666666-6666-4666-8666-666666666666',
            planName: 'Expert Feedback',
            productCode: 'P03',
            transactionType: 'upgrade',
            paymentMethod: 'Promo Code',
            cardLast4: null,
            orderId: null,
            orderNumber: null,
            previousPlan: 'Full Reports',
            amount: '0.00',
          }),
        ]),
    });
    renderRoute('/payment-history');
    const rows = await screen.findAllByTestId('payment-row');
    // One read of the history (the header asks separately whether this browser holds a plan).
    expect(fetchMock.mock.calls.filter(([url]) => url === HISTORY_URL)).toHaveLength(1);
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();
    expect(screen.getByText('2 payments')).toBeInTheDocument();
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Jan 05, 2025 at 3:07 PM')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('New Purchase')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Card ending in 4242')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('TRJ-77777777')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$29.99')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('USD')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Plan Upgraded')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$0.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Promo code')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('From: Full Reports')).toBeInTheDocument();

    // Phones read the same records as stacked cards (the table is hidden under 768 px).
    const cards = screen.getAllByTestId('payment-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Card ending in 4242')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('TRJ-77777777')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('$29.99')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Previous plan')).toBeInTheDocument();
  });

  it("reads a free founder's first paid plan as upgraded from Free Projection; the stored type stays (issue #24)", async () => {
    mockApi({
      [HISTORY_URL]: () =>
        jsonResponse([
          record({ transactionType: 'new_purchase', previousPlan: 'Free Projection' }),
          record({ id: '66666666-6666-4666-8666-666666666666', previousPlan: null }),
        ]),
    });
    renderRoute('/payment-history');
    const rows = await screen.findAllByTestId('payment-row');
    expect(within(rows[0]!).getByText('Plan Upgraded')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('From: Free Projection')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('New Purchase')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('New Purchase')).toBeInTheDocument();
    const cards = screen.getAllByTestId('payment-card');
    expect(within(cards[0]!).getByText('Plan Upgraded')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Free Projection')).toBeInTheDocument();
  });

  it('says a refunded payment was refunded, and when, on laptops and phones', async () => {
    mockApi({
      [HISTORY_URL]: () =>
        jsonResponse([
          record({ status: 'refunded', refundedAt: new Date(2025, 0, 9, 10, 30).toISOString() }),
          record({ id: '66666666-6666-4666-8666-666666666666' }),
        ]),
    });
    renderRoute('/payment-history');
    const rows = await screen.findAllByTestId('payment-row');
    expect(within(rows[0]!).getByText('Refunded Jan 09, 2025 at 10:30 AM')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/Refunded/)).not.toBeInTheDocument();
    const cards = screen.getAllByTestId('payment-card');
    expect(within(cards[0]!).getByText('Refunded Jan 09, 2025 at 10:30 AM')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/Refunded/)).not.toBeInTheDocument();
  });

  it('reopens a receipt from its row and downloads it as a PDF', async () => {
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = createObjectURL;
        static revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Trajectory_receipt_TRJ-77777777.pdf');
    });
    const pdfUrl = '/api/payment-history/55555555-5555-4555-8555-555555555555/receipt.pdf';
    const fetchMock = mockApi({
      [HISTORY_URL]: () => jsonResponse([record()]),
      [pdfUrl]: () =>
        new Response(new Blob(['%PDF-']), {
          headers: { 'Content-Disposition': 'attachment; filename="Trajectory_receipt_TRJ-77777777.pdf"' },
        }),
    });
    renderRoute('/payment-history');
    const [row] = await screen.findAllByTestId('payment-row');
    await userEvent.click(within(row!).getByRole('button', { name: 'Receipt TRJ-77777777' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(within(dialog).getByText('Card ending in 4242')).toBeInTheDocument();
    expect(within(dialog).getByText('TRJ-77777777')).toBeInTheDocument();
    expect(within(dialog).getByText('$29.99')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(pdfUrl, expect.objectContaining({ method: 'GET' }));
    click.mockRestore();
  });

  it('shows the empty state', async () => {
    mockApi({ [HISTORY_URL]: () => jsonResponse([]) });
    renderRoute('/payment-history');
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });

  it('shows the error panel and retries', async () => {
    let calls = 0;
    mockApi({
      [HISTORY_URL]: () =>
        ++calls === 1 ? new Response('', { status: 500, statusText: 'Boom' }) : jsonResponse([record()]),
    });
    renderRoute('/payment-history');
    expect(await screen.findByText('Error loading payment history')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch payment history')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('payment-row')).toHaveLength(1);
  });
});

// Any page whose data answers 401 ACCESS_REQUIRED shows the one "open your reports" screen, never its data,
// and asks for a link back to itself (issue #12).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { products } from './fixtures';
import { config, ORDER_ID, PROSPECT_ID } from './checkout-fixtures';
import { jsonResponse, renderRoute } from './utils';

const TEST_LINK = 'http://localhost:5173/access/abcdefghijklmnopqrstuvwxyz012345';

const PUBLIC: Record<string, () => Response> = {
  '/api/products': () => jsonResponse(products),
  '/api/public-config': () => jsonResponse(config()),
  '/api/social-media/active': () => jsonResponse([]),
  '/api/access/session': () => jsonResponse({ prospects: [] }),
  '/api/access/request-link': () =>
    jsonResponse(
      {
        status: 'link_sent',
        message: "We've sent a link to j…@example.com to open your reports",
        maskedEmail: 'j…@example.com',
        testLink: TEST_LINK,
      },
      { status: 202 },
    ),
};

/** A stranger's browser: public routes answer, every visitor route answers 401 ACCESS_REQUIRED. */
function mockStranger() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const handler = PUBLIC[url];
    if (handler) return handler();
    return jsonResponse(
      { error: 'ACCESS_REQUIRED', message: 'Open your reports with the link we e-mail you.' },
      { status: 401 },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the "open your reports" screen', () => {
  it.each([
    [`/results/${PROSPECT_ID}`],
    [`/questionnaire/${PROSPECT_ID}`],
    [`/full-statements/${PROSPECT_ID}`],
    ['/payment-history'],
    [`/checkout?product=financial_statements&prospectId=${PROSPECT_ID}`],
    [`/payment-success/${PROSPECT_ID}`],
    [`/payment-simulation/${PROSPECT_ID}?product=financial_statements`],
    [`/checkout/stripe?orderId=${ORDER_ID}`],
  ])('replaces %s and asks for a link back to it', async (path) => {
    const fetchMock = mockStranger();
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open your reports' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('This plan is private.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email Address'), 'Jane@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me my link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    const request = fetchMock.mock.calls.find(([url]) => url === '/api/access/request-link');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ email: 'jane@example.com', redirectTo: path });
    expect(screen.getByTestId('test-mode-banner')).toHaveTextContent('Test mode');
    expect(screen.getByRole('link', { name: TEST_LINK })).toHaveAttribute('href', TEST_LINK);
  });

  it('validates the e-mail, and shows the page again after navigating away', async () => {
    mockStranger();
    const { router } = renderRoute('/payment-history');
    await screen.findByRole('heading', { level: 1, name: 'Open your reports' });
    await userEvent.click(screen.getByRole('button', { name: 'Send me my link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');

    await router.navigate('/contact');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Open your reports' })).not.toBeInTheDocument(),
    );
  });

  it('does not hide a page for another error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500, statusText: 'Oops' })),
    );
    renderRoute('/payment-history');
    expect(await screen.findByText('Error loading payment history')).toBeInTheDocument();
    expect(screen.queryByText('This plan is private.')).not.toBeInTheDocument();
  });
});

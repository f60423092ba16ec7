import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoute } from './utils';

describe('unknown routes', () => {
  it('show Page Not Found with a way back home', async () => {
    mockApi({
      '/api/products': () => jsonResponse([]),
      '/api/contact-settings': () =>
        jsonResponse({ contactFormTitle: '', contactFormDescription: '', contactEmail: '' }),
      '/api/social-media/active': () => jsonResponse([]),
    });
    const { router } = renderRoute('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found — Trajectory');

    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: '3-Year Financial Projections' }),
    ).toBeInTheDocument();
  });
});

describe('the route table', () => {
  const uuid = '0b7e4c1e-9a51-4d6f-8d0a-5b1f2c3d4e5f';
  it.each([
    ['/questionnaire/' + uuid, 'Financial Information Questionnaire'],
    ['/results/' + uuid, 'Your 3-Year Profit & Loss Projection'],
    ['/admin', 'Admin Login'],
    ['/admin/login', 'Admin Login'],
    // Without a session the dashboard sends the visitor to the login screen.
    ['/admin/dashboard', 'Admin Login'],
    ['/reports', 'Access Your Reports'],
    // Issue #12: an old e-mail URL opens the dashboard of this browser's session.
    ['/reports/ada%40example.com', 'Access Your Reports'],
    ['/access/abcdefghijklmnopqrstuvwxyz012345', "This link can't be used again"],
    ['/checkout?product=financial_statements', 'Complete Your Purchase'],
    ['/checkout/stripe?orderId=1', 'Complete Your Payment'],
    ['/checkout/paypal?orderId=1', 'Pay with PayPal'],
    ['/payment-simulation/' + uuid, 'Complete Your Purchase'],
    ['/payment-success/' + uuid, 'Payment Successful'],
    ['/payment-success?orderId=1', 'Payment Successful'],
    ['/full-statements/' + uuid, 'Financial Statements'],
    ['/talk-with-expert', 'Talk With a Financial Expert'],
    ['/payment-history', 'Payment History'],
    ['/contact', 'Contact Us'],
  ])('%s shows "%s"', async (path, title) => {
    mockApi({
      '/api/admin/me': () =>
        jsonResponse({ error: 'UNAUTHORIZED', message: 'Authentication required' }, { status: 401 }),
      '/api/access/session': () => jsonResponse({ prospects: [] }),
      '/api/access/links/abcdefghijklmnopqrstuvwxyz012345': () =>
        jsonResponse(
          { error: 'LINK_EXPIRED', message: 'This link was already used or has expired.' },
          { status: 410 },
        ),
    });
    renderRoute(path);
    // Two lazy pages load in turn where a page redirects (the dashboard to the login screen).
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });
});

// The e-mailed access link page (/access/:token): reads the link, uses it only on a click, and offers a new
// link when it is used up or expired (issue #12).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { prospect } from './checkout-fixtures';
import { jsonResponse, mockApi, renderRoute } from './utils';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const LINK_URL = `/api/access/links/${TOKEN}`;
const PROSPECT_ID = '11111111-1111-4111-8111-111111111111';
const expired = () =>
  jsonResponse(
    { error: 'LINK_EXPIRED', message: 'This link was already used or has expired.' },
    { status: 410 },
  );

describe('access link page', () => {
  it('says which e-mail it opens and verifies only on the click, then goes where the link says', async () => {
    const fetchMock = mockApi({
      [LINK_URL]: () => jsonResponse({ email: 'jane@example.com', redirectTo: '/payment-history' }),
      '/api/access/verify': () =>
        jsonResponse({ prospectId: PROSPECT_ID, redirectTo: '/payment-history', reviewPlans: [] }),
      '/api/payment-history': () => jsonResponse([]),
    });
    const { router } = renderRoute(`/access/${TOKEN}`);
    expect(await screen.findByRole('status', { name: 'Checking your link' })).toBeInTheDocument();
    expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
    const calls = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls()).not.toContain('/api/access/verify');

    const button = screen.getByRole('button', { name: 'Open my reports' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-history'));
    const verify = fetchMock.mock.calls.find(([url]) => url === '/api/access/verify');
    expect(verify?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ token: TOKEN });
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
  });

  it('offers a new link when the link was used or expired, and sends it', async () => {
    const fetchMock = mockApi({
      [LINK_URL]: expired,
      '/api/access/request-link': () =>
        jsonResponse(
          {
            status: 'link_sent',
            message: "We've sent a link to j…@example.com to open your reports",
            maskedEmail: 'j…@example.com',
            testLink: null,
          },
          { status: 202 },
        ),
    });
    renderRoute(`/access/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: "This link can't be used again" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open my reports' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email Address'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me my link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We've sent a link to j…@example.com to open your reports/)).toBeInTheDocument();
    expect(screen.queryByTestId('test-mode-banner')).not.toBeInTheDocument();
    const request = fetchMock.mock.calls.find(([url]) => url === '/api/access/request-link');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ email: 'jane@example.com' });
  });

  it('shows the expired page when the link is used up between reading and the click', async () => {
    mockApi({
      [LINK_URL]: () => jsonResponse({ email: 'jane@example.com', redirectTo: '/reports' }),
      '/api/access/verify': expired,
    });
    const { router } = renderRoute(`/access/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Open my reports' }));
    expect(await screen.findByRole('heading', { name: "This link can't be used again" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/access/${TOKEN}`);
  });

  it('shows an error with Try Again when the link cannot be read', async () => {
    let calls = 0;
    mockApi({
      [LINK_URL]: () =>
        ++calls === 1
          ? new Response('', { status: 500, statusText: 'Oops' })
          : jsonResponse({ email: 'jane@example.com', redirectTo: '/reports' }),
    });
    renderRoute(`/access/${TOKEN}`);
    expect(await screen.findByText("We couldn't check this link")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Open my reports' })).toBeEnabled();
  });
});

describe('were these yours? (after the link is verified)', () => {
  const plans = [
    {
      questionnaireId: '22222222-2222-4222-8222-222222222222',
      businessName: 'Mallory Bakes',
      startedAt: '2026-11-20T10:00:00.000Z',
      isCompleted: true,
    },
  ];
  const verified = () =>
    jsonResponse({ prospectId: PROSPECT_ID, redirectTo: '/payment-history', reviewPlans: plans });

  it('lists the plans started from another browser; Yes keeps them and goes on', async () => {
    const fetchMock = mockApi({
      [LINK_URL]: () => jsonResponse({ email: 'jane@example.com', redirectTo: '/payment-history' }),
      '/api/access/verify': verified,
      '/api/access/ownership-review': () =>
        jsonResponse({ prospect: prospect({ id: PROSPECT_ID }), deletedPlans: 0, creditsRestored: 0 }),
      '/api/payment-history': () => jsonResponse([]),
    });
    const { router } = renderRoute(`/access/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Open my reports' }));
    expect(await screen.findByRole('heading', { name: 'Were these yours?' })).toBeInTheDocument();
    expect(screen.getByText('Mallory Bakes')).toBeInTheDocument();
    expect(screen.getByText('Started Nov 20, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, they were mine' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-history'));
    const answer = fetchMock.mock.calls.find(([url]) => url === '/api/access/ownership-review');
    expect(JSON.parse(String(answer?.[1]?.body))).toEqual({ prospectId: PROSPECT_ID, wereYours: true });
  });
});

// /reports reads this browser's session: "Send me my link" without one, a switcher for several plans, and
// the browsers that can open a plan, with both sign-outs (issue #12).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TProspect } from '@trajectory/contracts/prospects';
import { jsonResponse, mockApi, renderRoute } from './utils';

const JANE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

const prospect = (id: string, name: string, email: string): TProspect => ({
  id,
  name,
  email,
  businessName: `${name} Co`,
  selectedPlan: 'Free Projection',
  selectedPlanCode: 'P01',
  preferredPlan: null,
  preferredPlanCode: null,
  statementsType: 'Simple',
  submissionCount: 0,
  maxSubmissions: 2,
  remainingReports: 2,
  reportCount: 0,
  createdAt: '2025-01-05T10:00:00.000Z',
});

const entry = (body: TProspect, otherBrowsers = 0) => ({ prospect: body, isVerified: true, otherBrowsers });
const jane = prospect(JANE, 'Jane Founder', 'jane@example.com');
const bob = prospect(BOB, 'Bob Builder', 'bob@example.com');

describe('reports without a session', () => {
  it('offers "Send me my link" back to /reports, and old e-mail URLs land here', async () => {
    const fetchMock = mockApi({
      '/api/access/session': () => jsonResponse({ prospects: [] }),
      '/api/access/request-link': () =>
        jsonResponse(
          {
            status: 'link_sent',
            message: "We've sent a link to j…@example.com to open your reports",
            maskedEmail: 'j…@example.com',
          },
          { status: 202 },
        ),
    });
    const { router } = renderRoute('/reports/jane%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Your Reports' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/prospects/email/jane%40example.com',
    );
    await userEvent.type(screen.getByLabelText('Email Address'), 'jane@example.com{Enter}');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    const request = fetchMock.mock.calls.find(([url]) => url === '/api/access/request-link');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({
      email: 'jane@example.com',
      redirectTo: '/reports',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('jane@example.com');
    expect(screen.getByRole('button', { name: 'Send me my link' })).toBeEnabled();
  });
});

describe('reports of the session', () => {
  it('switches between the plans this browser opens', async () => {
    mockApi({
      '/api/access/session': () => jsonResponse({ prospects: [entry(jane), entry(bob)] }),
      [`/api/reports/prospect/${JANE}`]: () => jsonResponse([]),
      [`/api/reports/prospect/${BOB}`]: () => jsonResponse([]),
    });
    const { router } = renderRoute('/reports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reports for Jane Founder' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Your plans' });
    expect(within(nav).getByRole('button', { name: /Jane Founder/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(nav).getByRole('button', { name: /Bob Builder/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reports for Bob Builder' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?prospect=${BOB}`);
    expect(screen.getByText('bob@example.com', { selector: 'p, span, dd' })).toBeInTheDocument();
  });

  it('says how many other browsers open the plan and signs them out', async () => {
    let others = 2;
    const fetchMock = mockApi({
      '/api/access/session': () => jsonResponse({ prospects: [entry(jane, others)] }),
      [`/api/reports/prospect/${JANE}`]: () => jsonResponse([]),
      '/api/access/sign-out-others': () => {
        const signedOut = others;
        others = 0;
        return jsonResponse({ signedOut });
      },
    });
    renderRoute('/reports');
    expect(await screen.findByTestId('other-browsers')).toHaveTextContent(
      '2 other browsers can open these reports.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out other browsers' }));
    await waitFor(() =>
      expect(screen.getByTestId('other-browsers')).toHaveTextContent(
        'No other browser can open these reports.',
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/access/sign-out-others');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ prospectId: JANE });
    expect(screen.queryByRole('button', { name: 'Sign out other browsers' })).not.toBeInTheDocument();
  });

  it('signs this browser out and then offers "Send me my link"', async () => {
    let isSignedIn = true;
    const fetchMock = mockApi({
      '/api/access/session': () => jsonResponse({ prospects: isSignedIn ? [entry(jane, 1)] : [] }),
      [`/api/reports/prospect/${JANE}`]: () =>
        isSignedIn
          ? jsonResponse([])
          : jsonResponse({ error: 'ACCESS_REQUIRED', message: 'Access required.' }, { status: 401 }),
      '/api/access/sign-out': () => {
        isSignedIn = false;
        return jsonResponse({ success: true });
      },
    });
    renderRoute('/reports');
    expect(await screen.findByTestId('other-browsers')).toHaveTextContent(
      '1 other browser can open these reports.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of this browser' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Your Reports' })).toBeInTheDocument();
    expect(screen.queryByText('Jane Founder')).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/access/sign-out');
    expect(call?.[1]?.method).toBe('POST');
  });
});

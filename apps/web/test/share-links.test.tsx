// Share links on the web (issue #26 item 1): the founder's dialog (the form checked by the contract, the
// server's refusal at its field, the URL shown once with Copy, the list with Revoke confirmed), the button
// only on a paid plan's dashboard card, and staff's Share Links of a prospect.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TAdminProspect } from '@trajectory/contracts/admin-prospects';
import type { TShareLink } from '@trajectory/contracts/sharing';
import { SSR_STATE_ID } from '@trajectory/contracts/prerendered';
import { ShareWithLenderButton } from '@/components/sharing/share-dialog';
import { endServerVisit, hydrateSsrState, serializeSsrState } from '@/lib/ssr-state';
import { ProspectsTab } from '@/features/admin/prospects/components/prospects-tab';
import { products } from './fixtures';
import { jsonResponse, renderRoute, renderWithClient, stubResizeObserver } from './utils';

const PROSPECT_ID = '11111111-1111-4111-8111-111111111111';
const QUESTIONNAIRE_ID = '22222222-2222-4222-8222-222222222222';
const LINKS_URL = `/api/questionnaires/${QUESTIONNAIRE_ID}/share-links`;

const link = (overrides: Partial<TShareLink> = {}): TShareLink => ({
  id: '33333333-3333-4333-8333-333333333333',
  questionnaireId: QUESTIONNAIRE_ID,
  prospectId: PROSPECT_ID,
  label: 'First Bank',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  revokedAt: null,
  allowDownloads: false,
  followsLatest: true,
  pinnedVersion: null,
  includeAssessment: true,
  viewCount: 0,
  lastViewedAt: null,
  status: 'active',
  ...overrides,
});

type Call = { method: string; path: string; body: unknown };
type Handler = (call: Call) => Response | Promise<Response>;

/** Fakes fetch by method and path, recording every call. */
function mockFetch(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://x',
      );
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      return handler ? handler(call) : new Response('', { status: 404, statusText: 'Not Found' });
    }),
  );
  return calls;
}

beforeEach(() => stubResizeObserver());

async function openDialog() {
  renderWithClient(<ShareWithLenderButton questionnaireId={QUESTIONNAIRE_ID} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share with a lender' }));
  return screen.findByRole('dialog', { name: 'Share with a lender' });
}

describe('the founder’s share dialog', () => {
  it('creates a link with the chosen options, shows its full URL once with Copy, and lists it', async () => {
    let links: TShareLink[] = [];
    const calls = mockFetch({
      [`GET ${LINKS_URL}`]: () => jsonResponse({ links }),
      [`POST ${LINKS_URL}`]: () => {
        links = [link({ allowDownloads: true, followsLatest: false, expiresAt: '2027-02-18T10:00:00.000Z' })];
        return jsonResponse({ link: links[0], path: '/shared/AbCdEfGhIjKlMnOpQrStUv' }, { status: 201 });
      },
    });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/No links yet/)).toBeInTheDocument();

    // An empty label is the contract's refusal, at the field, and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const label = within(dialog).getByRole('textbox', { name: /Shared with/ });
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveAccessibleDescription(/Give the link a label/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(label, '  First Bank ');
    expect(within(dialog).getByRole('radio', { name: '30 days' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: '90 days' }));
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Allow downloads of the PDF and Excel' }),
    );
    const assessment = within(dialog).getByRole('checkbox', {
      name: 'Include the AI assessment, where your plan has one',
    });
    expect(assessment).toBeChecked();
    await userEvent.click(assessment);
    expect(within(dialog).getByRole('radio', { name: 'Follow my latest changes' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Keep showing this version' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const url = await within(dialog).findByRole('textbox', { name: 'Link for First Bank' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      label: 'First Bank',
      expiresInDays: 90,
      allowDownloads: true,
      includeAssessment: false,
      followsLatest: false,
    });
    expect(url).toHaveValue(`${window.location.origin}/shared/AbCdEfGhIjKlMnOpQrStUv`);
    expect(url).toHaveFocus();
    expect(within(dialog).getByText('This link is shown only this once.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/AbCdEfGhIjKlMnOpQrStUv`);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // The list was read again after the creation.
    const item = await within(dialog).findByTestId('share-link');
    expect(item).toHaveTextContent('First Bank');
    expect(item).toHaveTextContent('Active');
    expect(item).toHaveTextContent('Never opened');
    expect(item).toHaveTextContent('PDF and Excel allowed');
    expect(item).toHaveTextContent('Version at creation');
    expect(calls.filter((c) => c.method === 'GET' && c.path === LINKS_URL)).toHaveLength(2);

    // Closing forgets the address: the dialog opens again on the form.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Share with a lender' }));
    const again = await screen.findByRole('dialog', { name: 'Share with a lender' });
    expect(within(again).queryByRole('textbox', { name: 'Link for First Bank' })).not.toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: /Shared with/ })).toHaveValue('');
  });

  it('shows the server’s refusal at the field it names, and one that names none above the button', async () => {
    let answer = () =>
      jsonResponse(
        { error: 'INVALID_INPUT', message: 'label must be at most 80 characters', field: 'label' },
        { status: 400 },
      );
    mockFetch({
      [`GET ${LINKS_URL}`]: () => jsonResponse({ links: [] }),
      [`POST ${LINKS_URL}`]: () => answer(),
    });
    const dialog = await openDialog();
    const label = within(dialog).getByRole('textbox', { name: /Shared with/ });
    await userEvent.type(label, 'First Bank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(label).toHaveAttribute('aria-invalid', 'true'));
    expect(label).toHaveAccessibleDescription(/label must be at most 80 characters/);

    answer = () =>
      jsonResponse(
        {
          error: 'FORBIDDEN',
          message: 'Sharing a plan with a lender or an advisor is included in the paid plans.',
        },
        { status: 403 },
      );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('included in the paid plans');
    expect(label).not.toHaveAttribute('aria-invalid');
  });

  it('lists each link’s status, expiry, views and version, and revokes an active one after a confirmation', async () => {
    let links = [
      link({
        viewCount: 3,
        lastViewedAt: '2026-11-25T15:07:00.000Z',
        followsLatest: false,
        pinnedVersion: 2,
      }),
      link({
        id: '44444444-4444-4444-8444-444444444444',
        label: 'Advisor',
        status: 'expired',
        expiresAt: '2026-11-01T10:00:00.000Z',
      }),
      link({
        id: '55555555-5555-4555-8555-555555555555',
        label: 'Old Bank',
        status: 'revoked',
        revokedAt: '2026-11-21T10:00:00.000Z',
      }),
    ];
    const calls = mockFetch({
      [`GET ${LINKS_URL}`]: () => jsonResponse({ links }),
      [`POST ${LINKS_URL}/${links[0]!.id}/revoke`]: () => {
        links = [
          { ...links[0]!, status: 'revoked', revokedAt: '2026-11-27T10:00:00.000Z' },
          ...links.slice(1),
        ];
        return jsonResponse(links[0]);
      },
    });
    const dialog = await openDialog();
    const items = await within(dialog).findAllByTestId('share-link');
    expect(items.map((item) => item.dataset.status)).toEqual(['active', 'expired', 'revoked']);
    expect(items[0]).toHaveTextContent(/3 views, last Nov 25, 2026 at \d{1,2}:07 (AM|PM)/);
    expect(items[0]).toHaveTextContent('Version 2');
    expect(items[0]).toHaveTextContent(/Expires:\s*Dec 20, 2026/);
    expect(items[1]).toHaveTextContent(/Expired:\s*Nov 01, 2026/);
    expect(items[1]).toHaveTextContent('Latest version');
    expect(items[2]).toHaveTextContent(/Revoked:\s*Nov 21, 2026/);
    // Only an active link can be revoked.
    expect(within(dialog).getAllByRole('button', { name: /^Revoke/ })).toHaveLength(1);

    // Cancel sends nothing and gives the focus back to Revoke.
    const revoke = within(items[0]!).getByRole('button', { name: 'Revoke First Bank' });
    await userEvent.click(revoke);
    const confirm = within(items[0]!).getByRole('group', { name: 'Confirm revoking First Bank' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(items[0]!).getByRole('button', { name: 'Revoke First Bank' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Revoke First Bank' }));
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('share-link')[0]).toHaveAttribute('data-status', 'revoked'),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${LINKS_URL}/${links[0]!.id}/revoke`,
    ]);
    expect(within(dialog).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    expect(within(dialog).getAllByTestId('share-link')[0]).toHaveFocus();
  });

  it('reads the list again each time it opens, on a server-rendered page too', async () => {
    let views = 0;
    const calls = mockFetch({
      [`GET ${LINKS_URL}`]: () => jsonResponse({ links: [link({ viewCount: views })] }),
    });
    // The page arrived drawn with the plan's own read, whose key is a prefix of the links' key.
    const server = new QueryClient();
    server.setQueryData(['/api/questionnaires', QUESTIONNAIRE_ID], { id: QUESTIONNAIRE_ID });
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SSR_STATE_ID;
    element.textContent = serializeSsrState(dehydrate(server));
    document.body.append(element);
    const { queryClient } = renderWithClient(<ShareWithLenderButton questionnaireId={QUESTIONNAIRE_ID} />);
    expect(hydrateSsrState(queryClient)).toBe(true);
    onTestFinished(() => {
      endServerVisit();
      element.remove();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Share with a lender' }));
    let dialog = await screen.findByRole('dialog', { name: 'Share with a lender' });
    expect(await within(dialog).findByTestId('share-link')).toHaveTextContent('Never opened');

    views = 1;
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Share with a lender' }));
    dialog = await screen.findByRole('dialog', { name: 'Share with a lender' });
    await waitFor(() => expect(within(dialog).getByTestId('share-link')).toHaveTextContent('1 view'));
    expect(calls.filter((c) => c.path === LINKS_URL)).toHaveLength(2);
  });

  it('keeps the confirmation open with the server’s message when revoking fails', async () => {
    mockFetch({
      [`GET ${LINKS_URL}`]: () => jsonResponse({ links: [link()] }),
      [`POST ${LINKS_URL}/${link().id}/revoke`]: () =>
        jsonResponse(
          { error: 'NOT_FOUND', message: 'Share link not found', field: 'linkId' },
          { status: 404 },
        ),
    });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Revoke First Bank' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Share link not found');
    expect(within(dialog).getByRole('button', { name: 'Revoke link' })).toBeEnabled();
  });
});

describe('the dashboard’s report card', () => {
  const prospect = (selectedPlanCode: string) => ({
    id: PROSPECT_ID,
    name: 'Jane Founder',
    email: 'jane@example.com',
    businessName: 'Jane Bakes',
    selectedPlan: selectedPlanCode === 'P01' ? 'Free Projection' : 'Full Reports',
    selectedPlanCode,
    preferredPlan: null,
    preferredPlanCode: null,
    statementsType: selectedPlanCode === 'P01' ? 'Simple' : 'Complete',
    submissionCount: 1,
    maxSubmissions: 5,
    remainingReports: 4,
    reportCount: 1,
    createdAt: '2025-01-05T10:00:00.000Z',
  });
  const report = {
    id: '66666666-6666-4666-8666-666666666666',
    prospectId: PROSPECT_ID,
    questionnaireId: QUESTIONNAIRE_ID,
    reportType: 'profit_loss',
    statementType: 'Simple',
    planName: 'Free Projection',
    yearRange: 'Year 1-3',
    title: 'Jane Bakes',
    createdAt: '2025-03-01T10:00:00.000Z',
  };
  const mockDashboard = (planCode: string) =>
    mockFetch({
      'GET /api/access/session': () =>
        jsonResponse({ prospects: [{ prospect: prospect(planCode), isVerified: true, otherBrowsers: 0 }] }),
      [`GET /api/reports/prospect/${PROSPECT_ID}`]: () => jsonResponse([report]),
      'GET /api/products': () => jsonResponse(products),
      [`GET ${LINKS_URL}`]: () => jsonResponse({ links: [] }),
    });

  it('offers a paid plan’s founder to share the card’s plan', async () => {
    mockDashboard('P02');
    renderRoute('/reports');
    const card = await screen.findByTestId('report-card');
    await userEvent.click(within(card).getByRole('button', { name: 'Share with a lender' }));
    expect(await screen.findByRole('dialog', { name: 'Share with a lender' })).toBeInTheDocument();
  });

  it('does not offer it on the free plan', async () => {
    mockDashboard('P01');
    renderRoute('/reports');
    const card = await screen.findByTestId('report-card');
    expect(within(card).getByRole('button', { name: 'Download Report' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Share with a lender' })).not.toBeInTheDocument();
  });
});

describe('staff’s Share Links of a prospect', () => {
  const prospect: TAdminProspect = {
    id: PROSPECT_ID,
    name: 'Ada Founder',
    email: 'ada@example.com',
    phone: '(555) 010-0000',
    businessName: 'Ada Bakes',
    selectedPlan: 'Full Reports',
    selectedPlanCode: 'P02',
    preferredPlan: null,
    requests: 1,
    requestCount: 1,
    submissionCount: 1,
    maxSubmissions: 5,
    remaining: 4,
    status: 'Active',
    reportCount: 1,
    consentToContact: true,
    contactStatus: 'not_contacted',
    comments: null,
    lastContactedAt: null,
    latestReportId: null,
    latestQuestionnaireId: null,
    createdAt: '2026-01-05T15:07:00.000Z',
  };
  const ADMIN_LINKS_URL = `/api/admin/prospects/${PROSPECT_ID}/share-links`;
  const page = () => jsonResponse({ items: [prospect], total: 1, page: 1, pageSize: 10 });

  it('lists the prospect’s links and revokes one through the staff route after a confirmation', async () => {
    let links = [
      link({ viewCount: 1, lastViewedAt: '2026-11-25T15:07:00.000Z', planTitle: 'Ada Bakes Bakery' }),
    ];
    const calls = mockFetch({
      'GET /api/admin/prospects': page,
      [`GET ${ADMIN_LINKS_URL}`]: () => jsonResponse({ links }),
      [`POST /api/admin/share-links/${link().id}/revoke`]: () => {
        links = [{ ...links[0]!, status: 'revoked', revokedAt: '2026-11-27T10:00:00.000Z' }];
        return jsonResponse(links[0]);
      },
    });
    renderWithClient(<ProspectsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share links of Ada Founder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Links' });
    const item = await within(dialog).findByTestId('share-link');
    expect(item).toHaveTextContent(/1 view, last Nov 25, 2026/);
    expect(item).toHaveTextContent(/Plan:\s*Ada Bakes Bakery/);
    await userEvent.click(within(item).getByRole('button', { name: 'Revoke First Bank' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('share-link')).toHaveAttribute('data-status', 'revoked'),
    );
    expect(within(dialog).getByTestId('share-link')).toHaveTextContent(/Revoked:\s*Nov 27, 2026/);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/admin/share-links/${link().id}/revoke`,
    ]);
  });

  it('says so when the prospect has no link', async () => {
    mockFetch({
      'GET /api/admin/prospects': page,
      [`GET ${ADMIN_LINKS_URL}`]: () => jsonResponse({ links: [] }),
    });
    renderWithClient(<ProspectsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share links of Ada Founder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Links' });
    expect(await within(dialog).findByText('Ada Founder has not shared a plan yet.')).toBeInTheDocument();
  });
});

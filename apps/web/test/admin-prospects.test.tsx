// Prospects tab: status badges, the inline remaining-reports edit (messages, body, Escape), contact dialog and delete.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminProspect } from '@trajectory/contracts/admin-prospects';
import { ProspectsTab } from '@/features/admin/prospects/components/prospects-tab';
import { jsonResponse, renderWithClient } from './utils';

// jsdom lacks pointer capture, which Radix Select calls when it opens.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

const prospect = (overrides: Partial<TAdminProspect> = {}): TAdminProspect => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Founder',
  email: 'ada@example.com',
  phone: '(555) 010-0000',
  businessName: 'Ada Bakes',
  selectedPlan: 'Free Projection',
  selectedPlanCode: 'P01',
  preferredPlan: null,
  requests: 1,
  requestCount: 1,
  submissionCount: 1,
  maxSubmissions: 2,
  remaining: 1,
  status: 'Active',
  reportCount: 1,
  consentToContact: true,
  contactStatus: 'not_contacted',
  comments: null,
  lastContactedAt: null,
  latestReportId: null,
  latestQuestionnaireId: null,
  createdAt: '2026-01-05T15:07:00.000Z',
  ...overrides,
});

const PROSPECTS = [
  prospect({
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Nora New',
    requests: 0,
    remaining: 2,
    status: 'New',
  }),
  prospect(),
  prospect({
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Lim Limit',
    requests: 2,
    remaining: 0,
    status: 'Limit Reached',
  }),
];

type Call = { method: string; path: string; search: string; body: unknown };
type Handler = (call: Call) => Response | Promise<Response>;

/** Fakes fetch by method and path (query strings vary with the filters), recording every call. */
function mockAdminApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(call) : new Response('', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const renderTab = () => renderWithClient(<ProspectsTab />).queryClient;

const page = (items: TAdminProspect[]) => jsonResponse({ items, total: items.length, page: 1, pageSize: 10 });
const rowOf = async (name: string) =>
  (await screen.findAllByTestId('prospect-row')).find((r) => within(r).queryByText(name))!;

describe('Prospects tab', () => {
  it('asks for page 1 of 10 and shows New, Active and Limit Reached badges with usage', async () => {
    const calls = mockAdminApi({ 'GET /api/admin/prospects': () => page(PROSPECTS) });
    renderTab();
    expect(screen.getByLabelText('Loading prospects')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('prospect-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('New')).toHaveAttribute('data-status', 'New');
    expect(within(rows[1]!).getByText('Active')).toHaveClass('bg-emerald-50');
    expect(within(rows[2]!).getByText('Limit Reached')).toHaveClass('bg-amber-50');
    expect(within(rows[2]!).getByTestId('requests-of-max')).toHaveTextContent('2 / 2');
    expect(within(rows[1]!).getByText('Not Contacted')).toBeInTheDocument();
    const params = new URLSearchParams(calls[0]!.search);
    expect(params.get('page')).toBe('1');
    expect(params.get('pageSize')).toBe('10');
    expect(params.get('sortBy')).toBe('createdAt');
    expect(params.get('order')).toBe('desc');
  });

  it('validates the remaining reports with the spec messages and sends only the number entered', async () => {
    const calls = mockAdminApi({
      'GET /api/admin/prospects': () => page(PROSPECTS),
      'PUT /api/admin/prospects/11111111-1111-4111-8111-111111111111/submissions': () =>
        jsonResponse(prospect({ maxSubmissions: 5, remaining: 4 })),
    });
    renderTab();
    const row = await rowOf('Ada Founder');
    await userEvent.click(within(row).getByRole('button', { name: /Remaining reports for Ada Founder/ }));
    const input = within(row).getByRole('textbox', { name: 'Remaining reports for Ada Founder' });
    expect(input).toHaveValue('1');

    await userEvent.clear(input);
    await userEvent.type(input, 'abc{Enter}');
    expect(within(row).getByRole('alert')).toHaveTextContent(
      'Please enter a valid number for remaining reports',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, '2.5{Enter}');
    expect(within(row).getByRole('alert')).toHaveTextContent(
      'Please enter a valid number for remaining reports',
    );

    await userEvent.clear(input);
    await userEvent.type(input, '-1');
    await userEvent.click(within(row).getByRole('button', { name: 'Save remaining reports' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Remaining reports cannot be negative');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, ' 4 {Enter}');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ remaining: 4 });
    expect(await screen.findByText('Remaining Reports Updated')).toBeInTheDocument();
    // The list is read again after the change.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/prospects')).toHaveLength(2));
  });

  it('Escape leaves the edit without a request; a failed save shows the fallback', async () => {
    const calls = mockAdminApi({
      'GET /api/admin/prospects': () => page(PROSPECTS),
      'PUT /api/admin/prospects/11111111-1111-4111-8111-111111111111/submissions': () =>
        new Response('', { status: 500 }),
    });
    renderTab();
    const row = await rowOf('Ada Founder');
    await userEvent.click(within(row).getByRole('button', { name: /Remaining reports for Ada Founder/ }));
    await userEvent.type(within(row).getByRole('textbox'), '9{Escape}');
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.click(within(row).getByRole('button', { name: /Remaining reports for Ada Founder/ }));
    await userEvent.type(within(row).getByRole('textbox'), '{Enter}');
    expect(await screen.findByText('Failed to update submissions')).toBeInTheDocument();
  });

  it('updates the contact status with comments and a date, and shows the fallback on failure', async () => {
    let fail = false;
    const calls = mockAdminApi({
      'GET /api/admin/prospects': () => page(PROSPECTS),
      'PUT /api/admin/prospects/11111111-1111-4111-8111-111111111111/contact': () =>
        fail ? new Response('', { status: 502 }) : jsonResponse(prospect({ contactStatus: 'follow_up' })),
    });
    renderTab();
    const row = await rowOf('Ada Founder');
    await userEvent.click(within(row).getByRole('button', { name: 'Update contact status of Ada Founder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Contact Status' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Contact Status' }));
    for (const label of ['Not Contacted', 'Contacted', 'Follow Up', 'Closed'])
      expect(screen.getByRole('option', { name: label })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Follow Up' }));
    await userEvent.type(within(dialog).getByLabelText('Comments'), 'Call back Tuesday');
    const date = within(dialog).getByLabelText('Last Contacted');
    await userEvent.type(date, '2026-03-04');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      contactStatus: 'follow_up',
      comments: 'Call back Tuesday',
      lastContactedAt: new Date('2026-03-04T00:00:00').toISOString(),
    });

    fail = true;
    await userEvent.click(
      within(await rowOf('Ada Founder')).getByRole('button', { name: /Update contact status/ }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Update Contact' }));
    expect(await screen.findByText('Failed to update prospect contact info')).toBeInTheDocument();
  });

  it('deletes only after confirming, and says so when it fails', async () => {
    let fail = true;
    const calls = mockAdminApi({
      'GET /api/admin/prospects': () => page(PROSPECTS),
      'DELETE /api/admin/prospects/11111111-1111-4111-8111-111111111111': () =>
        fail ? new Response('', { status: 500 }) : jsonResponse({ success: true }),
    });
    renderTab();
    await userEvent.click(
      within(await rowOf('Ada Founder')).getByRole('button', { name: 'Delete Ada Founder' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('questionnaires, reports and assessments');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete prospect')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Prospect Deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
  });

  it('grants a paid plan for the agreed amount', async () => {
    const calls = mockAdminApi({
      'GET /api/admin/prospects': () => page(PROSPECTS),
      'GET /api/admin/products': () =>
        jsonResponse(
          [
            ['P01', 'Free Projection', 'Free', '0.00'],
            ['P02', 'Full Reports', 'Paid', '29.99'],
            ['P04', 'Custom Financial Proforma', 'Paid', '0.00'],
          ].map(([code, name, type, price], i) => ({
            id: i + 1,
            code,
            name,
            description: '',
            type,
            price,
            questionnairesPerEmail: 2,
            canBookMeeting: false,
            hasAiAssessment: false,
            statementsType: 'Complete',
            chartsCount: 6,
            acceptsPromoCodes: false,
            isActive: true,
          })),
        ),
      'POST /api/admin/prospects/11111111-1111-4111-8111-111111111111/grant-plan': () =>
        jsonResponse(prospect({ selectedPlan: 'Custom Financial Proforma', selectedPlanCode: 'P04' })),
    });
    renderTab();
    await userEvent.click(
      within(await rowOf('Ada Founder')).getByRole('button', { name: 'Grant plan to Ada Founder' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant Plan' });
    const plan = await within(dialog).findByRole('combobox', { name: 'Plan' });
    expect(plan).toHaveTextContent('Custom Financial Proforma (P04)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant Plan' }));
    expect(
      within(dialog).getByText(
        'Enter the agreed amount in dollars, such as 350.00: 0 or more, with at most two decimals.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Agreed Amount (USD)'), '350');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant Plan' }));
    expect(await screen.findByText('Plan Granted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ productCode: 'P04', amount: '350.00' });
  });
});

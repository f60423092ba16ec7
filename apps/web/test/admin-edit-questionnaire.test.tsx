// The staff Edit Questionnaire dialog: prefill, the wizard's validation, the PUT body, refreshes and session expiry.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminRequest } from '@trajectory/contracts/admin-requests';
import { describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '@trajectory/engine';
import { Toaster } from '@/components/ui/toaster';
import {
  EditQuestionnaireDialog,
  SESSION_RELOAD_DELAY_MS,
} from '@/features/admin/requests/components/edit-questionnaire-dialog';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi, stubResizeObserver } from './utils';

const QID = '33333333-3333-4333-8333-333333333333';
const PID = '44444444-4444-4444-8444-444444444444';
const PUT_URL = `/api/admin/questionnaires/${QID}`;

const sections = {
  businessInfo: { name: 'Crumb & Co', description: 'Sourdough loaves', type: 'both', industry: 'Food' },
  productsServices: { type: 'Physical Products', unitPrice: 12.5 },
  revenueInfo: { startMonth: 2, growthRate: 0.2 },
  salesVolume: { firstMonthSales: 400 },
  growthRate: { annualGrowthRate: 20, isCustomGrowth: false },
  operationalCosts: { costPerItem: 4 },
  expenseInfo: {
    ownerSalary: 3000,
    monthlyAdvertising: 250,
    monthlyRent: 1200,
    monthlyUtilities: 180,
    monthlyInsurance: 90,
  },
  assetInfo: { oneTimePurchases: 15000 },
  equityInfo: { initialCash: 20000 },
};

const request: TAdminRequest = {
  id: QID,
  requestId: 'REQ-33333333',
  prospectId: PID,
  businessName: 'Crumb & Co',
  businessInfo: sections.businessInfo,
  sections,
  contact: { name: 'Ada', email: 'ada@example.com', phone: '5550100000' },
  statementType: 'Complete',
  reportTypes: ['profit_loss', 'balance_sheet', 'cash_flow'],
  planName: 'Full Reports',
  isCompleted: true,
  reportCount: 3,
  hasAssessment: true,
  assessmentStatus: 'completed',
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-01-05T10:00:00.000Z',
};

function setup({ put, req = request }: { put?: () => Response; req?: TAdminRequest } = {}) {
  stubResizeObserver();
  const fetchMock = mockApi({
    [PUT_URL]:
      put ??
      (() =>
        jsonResponse({
          success: true,
          request,
          regenerated: ['profit_loss'],
          assessmentRemoved: true,
          assessmentQueued: true,
        })),
  });
  const queryClient = createQueryClient();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <EditQuestionnaireDialog open onOpenChange={onOpenChange} request={req} />
      <Toaster />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit Questionnaire' });
  const field = (label: string | RegExp) => within(dialog).getByLabelText(label);
  return { fetchMock, queryClient, onOpenChange, dialog, field };
}

function sentBody(fetchMock: ReturnType<typeof mockApi>) {
  const call = fetchMock.mock.calls.find(([url]) => url === PUT_URL);
  if (!call) throw new Error('no PUT sent');
  expect(call[1]?.method).toBe('PUT');
  return JSON.parse(String(call[1]?.body)) as typeof sections;
}

const save = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

describe('Edit Questionnaire dialog', () => {
  it('prefills both parts from the stored sections, start month shown as stored value + 1', () => {
    const { dialog, field } = setup();
    expect(within(dialog).getByText('Questions 1–4')).toBeInTheDocument();
    expect(within(dialog).getByText('Questions 5–9')).toBeInTheDocument();
    expect(field(/^1\. Description/)).toHaveValue('Sourdough loaves');
    expect(field(/^Products or services type/)).toHaveValue('Physical Products');
    expect(field(/^2\. Unit price/)).toHaveValue(12.5);
    const startMonth = field(/^3\. Start month/) as HTMLSelectElement;
    expect(startMonth).toHaveValue('2');
    expect(startMonth.selectedOptions[0]?.textContent).toBe('Month 3');
    expect(within(startMonth).getAllByRole('option')).toHaveLength(13);
    expect(within(startMonth).getAllByRole('option')[0]).toHaveTextContent('Month 1 (opening month)');
    expect(field(/^4\. First-month sales/)).toHaveValue('400');
    expect(within(dialog).getByRole('radio', { name: '20%' })).toBeChecked();
    expect(field(/^6\. Cost per item/)).toHaveValue(4);
    expect(field('Salaries (owner and employees)')).toHaveValue('3000');
    expect(field('All other monthly expenses')).toHaveValue('90');
    expect(field(/^8\. Startup cost/)).toHaveValue(15000);
    expect(field(/^9\. Available cash/)).toHaveValue(20000);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('marks what the visitor flow asks as required, and not the products or services type', () => {
    const { dialog } = setup();
    const marked = Array.from(dialog.querySelectorAll('label, legend'))
      .filter((el) => el.textContent?.trim().endsWith('*'))
      .map((el) => el.textContent?.replace('*', '').trim());
    expect(marked).toEqual([
      '1. Description',
      '2. Unit price',
      '3. Start month',
      '4. First-month sales (units)',
      '5. Annual growth rate',
      // 0 is an answer, blank is not (issue #24): the staff form marks them as the wizard does.
      '6. Cost per item',
      '9. Available cash',
    ]);
  });

  it('accepts an emptied description when the business name is stored, as the wizard does', async () => {
    const { dialog, field, fetchMock } = setup();
    await userEvent.clear(field(/^1\. Description/));
    await save(dialog);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock).businessInfo).toEqual({ ...sections.businessInfo, description: null });
  });

  it("shows the model's messages at the fields and sends nothing while answers are invalid", async () => {
    const withoutName = { ...sections, businessInfo: { description: 'Sourdough loaves' } };
    const { dialog, field, fetchMock } = setup({ req: { ...request, sections: withoutName } });
    await userEvent.clear(field(/^1\. Description/));
    fireEvent.change(field(/^Products or services type/), { target: { value: '' } });
    await userEvent.clear(field(/^2\. Unit price/));
    await userEvent.clear(field(/^4\. First-month sales/));
    await userEvent.clear(field(/^9\. Available cash/));
    await save(dialog);
    // The same sentences the wizard shows and the server's 400 gives (the questionnaire model's).
    expect(field(/^1\. Description/)).toHaveAccessibleDescription(fieldMessages('description').required);
    expect(field(/^2\. Unit price/)).toHaveAccessibleDescription('Unit price is required');
    // An emptied first-month sales is an error, not 0 (ARCHITECTURE.md).
    expect(field(/^4\. First-month sales/)).toHaveAccessibleDescription(
      'A whole number of at least 1. First-month sales is required',
    );
    // The products or services type is not asked of the visitor, so it does not block the save; the
    // starting cash is required, as in the wizard (issue #24).
    expect(field(/^Products or services type/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^9\. Available cash/)).toHaveAccessibleDescription(
      expect.stringContaining(fieldMessages('initialCash').required),
    );
    await waitFor(() => expect(field(/^1\. Description/)).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes digits only in first-month sales and ignores non-numeric monthly spend', async () => {
    const { field } = setup();
    const sales = field(/^4\. First-month sales/);
    await userEvent.clear(sales);
    await userEvent.type(sales, '1a2.-e3{Backspace}5');
    expect(sales).toHaveValue('125');
    const rent = field('Rent');
    await userEvent.clear(rent);
    await userEvent.type(rent, '12x0.5');
    expect(rent).toHaveValue('120.5');
    fireEvent.change(rent, { target: { value: 'abc' } });
    expect(rent).toHaveValue('120.5');
  });

  it('saves a preset growth as a fraction in revenue info, keeps other stored answers, then closes and refreshes', async () => {
    const { dialog, field, fetchMock, onOpenChange, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(within(dialog).getByRole('radio', { name: '100% (doubling)' }));
    await userEvent.clear(field(/^2\. Unit price/));
    await userEvent.type(field(/^2\. Unit price/), '15');
    fireEvent.change(field(/^3\. Start month/), { target: { value: '0' } });
    await save(dialog);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const body = sentBody(fetchMock);
    expect(body.revenueInfo).toEqual({ startMonth: '0', growthRate: 1 });
    expect(body.growthRate).toEqual({ annualGrowthRate: 100, isCustomGrowth: false });
    expect(body.productsServices).toEqual({ type: 'Physical Products', unitPrice: 15 });
    expect(body.businessInfo).toEqual(sections.businessInfo);
    expect(body.salesVolume).toEqual({ firstMonthSales: 400 });
    expect(body.equityInfo).toEqual({ initialCash: 20000 });
    expect(await screen.findByText('Questionnaire Updated')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The reports were regenerated, and a new assessment is being written from the new answers.',
      ),
    ).toBeInTheDocument();
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    for (const key of [
      ['/api/admin/questionnaires'],
      ['/api/profit-loss/questionnaire', QID],
      ['/api/balance-sheet/questionnaire', QID],
      ['/api/cash-flow/questionnaire', QID],
      ['/api/reports/prospect', PID],
      ['/api/questionnaires/prospect', PID],
      ['/api/profit-loss', PID],
    ]) {
      expect(keys).toContain(JSON.stringify(key));
    }
  });

  it('keeps a custom rate and stores it as a fraction with isCustomGrowth', async () => {
    const { dialog, field, fetchMock } = setup();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    const custom = field(/^Custom annual growth rate/);
    expect(custom).toHaveValue(20);
    expect(custom).toHaveAttribute('step', '0.1');
    expect(custom).toHaveAttribute('max', '1000');
    await userEvent.clear(custom);
    await userEvent.type(custom, '12.5');
    await save(dialog);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = sentBody(fetchMock);
    expect(body.revenueInfo.growthRate).toBe(0.125);
    expect(body.growthRate).toEqual({ annualGrowthRate: 12.5, isCustomGrowth: true });
  });

  it('shows "Saving..." and disables the buttons while the save is pending', async () => {
    let release: (value: Response) => void = () => {};
    const { dialog } = setup({ put: () => new Promise<Response>((resolve) => (release = resolve)) as never });
    await save(dialog);
    const saving = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () =>
      release(
        jsonResponse({
          success: true,
          request,
          regenerated: [],
          assessmentRemoved: false,
          assessmentQueued: false,
        }),
      ),
    );
  });

  it('puts a server field error at its field and toasts the message', async () => {
    const { dialog, field } = setup({
      put: () =>
        jsonResponse(
          {
            error: 'INVALID_INPUT',
            message: 'Unit price must be at most 100000',
            field: 'productsServices.unitPrice',
          },
          { status: 400 },
        ),
    });
    await save(dialog);
    await waitFor(() =>
      expect(field(/^2\. Unit price/)).toHaveAccessibleDescription('Unit price must be at most 100000'),
    );
    expect(await screen.findByText('Error')).toBeInTheDocument();
  });

  it('falls back to "Failed to update questionnaire" when the server gives no message', async () => {
    const { dialog } = setup({ put: () => jsonResponse({ error: 'CONFLICT' }, { status: 409 }) });
    await save(dialog);
    expect(await screen.findByText('Failed to update questionnaire')).toBeInTheDocument();
  });

  it('on a 401 shows "Session Expired" and reloads the page after 2 seconds', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { dialog, onOpenChange } = setup({
      put: () => jsonResponse({ error: 'UNAUTHORIZED', message: 'Authentication required' }, { status: 401 }),
    });
    const timeout = vi.spyOn(window, 'setTimeout');
    await save(dialog);
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(
      screen.getByText('Your session has expired. Please refresh the page and log in again.'),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    const call = timeout.mock.calls.find(([, ms]) => ms === SESSION_RELOAD_DELAY_MS);
    expect(call).toBeDefined();
    expect(reload).not.toHaveBeenCalled();
    (call?.[0] as () => void)();
    expect(reload).toHaveBeenCalled();
  });
});

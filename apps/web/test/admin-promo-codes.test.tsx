import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PromoCodesTab } from '@/features/admin/promo-codes/components/promo-codes-tab';
import { jsonResponse, mockApi, renderWithClient, stubResizeObserver } from './utils';

const product = (id: number, code: string, name: string) => ({
  id,
  code,
  name,
  description: '',
  type: id === 1 ? 'Free' : 'Paid',
  price: id === 1 ? '0.00' : '29.99',
  questionnairesPerEmail: 1,
  canBookMeeting: false,
  hasAiAssessment: false,
  statementsType: 'Simple',
  chartsCount: 0,
  acceptsPromoCodes: true,
  isActive: true,
});
const PRODUCTS = [product(1, 'P01', 'Free Projection'), product(2, 'P02', 'Full Reports')];

const promo = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  code: 'LAUNCH',
  productId: 2,
  product: { name: 'Full Reports' },
  maxUses: 100,
  currentUses: 3,
  usedCount: 3,
  expiresAt: null,
  isActive: true,
  createdAt: new Date(2025, 0, 5, 15, 7).toISOString(),
  ...overrides,
});

beforeEach(stubResizeObserver);
// Radix's select asks for these, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= () => {};

const renderTab = () => renderWithClient(<PromoCodesTab />).queryClient;

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

// Typing into several fields takes a few seconds on a busy machine.
describe('admin promo codes tab', { timeout: 20_000 }, () => {
  it('lists each code with its product, uses, expiry, status and creation date', async () => {
    mockApi({
      '/api/admin/promo-codes': () => jsonResponse([promo()]),
      '/api/admin/products': () => jsonResponse(PRODUCTS),
    });
    renderTab();
    const row = await screen.findByTestId('promo-code-row');
    for (const text of ['LAUNCH', 'Full Reports', '3/100', 'Never', 'Active', 'Jan 05, 2025']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('shows the empty state, and the error state with Try Again', async () => {
    let calls = 0;
    mockApi({
      '/api/admin/promo-codes': () =>
        ++calls === 1 ? new Response('', { status: 500, statusText: 'Boom' }) : jsonResponse([]),
      '/api/admin/products': () => jsonResponse(PRODUCTS),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No promo codes yet')).toBeInTheDocument();
  });

  it('forces the code uppercase, keeps Create disabled while it is empty and posts the defaults', async () => {
    const posted: Record<string, unknown>[] = [];
    mockApi({
      '/api/admin/promo-codes': (init) => {
        if (init?.method === 'POST') {
          posted.push(bodyOf(init));
          return jsonResponse(promo({ id: 8, code: 'SPRING', currentUses: 0 }), { status: 201 });
        }
        return jsonResponse([]);
      },
      '/api/admin/products': () => jsonResponse(PRODUCTS),
    });
    renderTab();
    await screen.findByText('No promo codes yet');
    await userEvent.click(screen.getByRole('button', { name: 'Create Promo Code' }));
    const dialog = await screen.findByRole('dialog');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    expect(within(dialog).getByLabelText('Max Uses')).toHaveValue(100);
    expect(within(dialog).getByLabelText('Expiry Date (optional)')).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Product' })).toHaveTextContent('Full Reports (P02)');
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();

    const code = within(dialog).getByLabelText('Code');
    await userEvent.type(code, 'spring');
    expect(code).toHaveValue('SPRING');
    expect(create).toBeEnabled();
    await userEvent.clear(code);
    expect(create).toBeDisabled();

    await userEvent.type(code, 'spring');
    await userEvent.click(create);
    expect(await screen.findByText('Promo code SPRING created')).toBeInTheDocument();
    expect(posted).toEqual([{ code: 'SPRING', productId: 2, maxUses: 100, expiresAt: null, isActive: true }]);
  });

  it('offers only products that take codes: not the free plan, not one that accepts none (issue #24)', async () => {
    mockApi({
      '/api/admin/promo-codes': () => jsonResponse([]),
      '/api/admin/products': () =>
        jsonResponse([
          ...PRODUCTS,
          { ...product(3, 'P03', 'Expert Feedback'), price: '59.99', acceptsPromoCodes: false },
        ]),
    });
    renderTab();
    await screen.findByText('No promo codes yet');
    await userEvent.click(screen.getByRole('button', { name: 'Create Promo Code' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Product' }));
    const option = async (name: string | RegExp) => screen.findByRole('option', { name });
    expect(await option('Full Reports (P02)')).not.toHaveAttribute('aria-disabled', 'true');
    expect(await option(/^Free Projection \(P01\) — free plan$/)).toHaveAttribute('aria-disabled', 'true');
    expect(await option(/^Expert Feedback \(P03\) — accepts no promo codes$/)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('turns a non-numeric max uses into 0 and rejects it without calling the server', async () => {
    const fetchMock = mockApi({
      '/api/admin/promo-codes': () => jsonResponse([]),
      '/api/admin/products': () => jsonResponse(PRODUCTS),
    });
    renderTab();
    await screen.findByText('No promo codes yet');
    await userEvent.click(screen.getByRole('button', { name: 'Create Promo Code' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Code'), 'promo');
    const maxUses = within(dialog).getByLabelText('Max Uses');
    await userEvent.clear(maxUses);
    await userEvent.type(maxUses, 'abc');
    expect(maxUses).toHaveValue(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('maxUses must be at least 1')).toBeInTheDocument();
    expect(maxUses).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's field error at the field and the message in a toast", async () => {
    mockApi({
      '/api/admin/promo-codes': () => jsonResponse([promo()]),
      '/api/admin/products': () => jsonResponse(PRODUCTS),
      '/api/admin/promo-codes/7': () =>
        jsonResponse(
          { error: 'CONFLICT', message: 'A promo code TAKEN already exists', field: 'code' },
          { status: 409 },
        ),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit LAUNCH' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Edit Promo Code' })).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Code');
    await userEvent.clear(code);
    await userEvent.type(code, 'taken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    const messages = await screen.findAllByText('A promo code TAKEN already exists');
    expect(messages.length).toBe(2);
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to "Failed to delete promo code" after confirming a delete', async () => {
    mockApi({
      '/api/admin/promo-codes': () => jsonResponse([promo()]),
      '/api/admin/products': () => jsonResponse(PRODUCTS),
      // No body and no status text: nothing from the server to show, so the spec's fallback.
      '/api/admin/promo-codes/7': () => new Response('', { status: 502 }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete LAUNCH' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete promo code')).toBeInTheDocument();
  });

  it('shows the usage history, or its empty text', async () => {
    mockApi({
      '/api/admin/promo-codes': () =>
        jsonResponse([promo(), promo({ id: 9, code: 'UNUSED', currentUses: 0 })]),
      '/api/admin/products': () => jsonResponse(PRODUCTS),
      '/api/admin/promo-codes/7/usages': () =>
        jsonResponse([
          {
            id: 1,
            email: 'jane@example.com',
            businessName: 'Jane Bakery',
            usedAt: new Date(2025, 1, 3, 9, 5).toISOString(),
          },
        ]),
      '/api/admin/promo-codes/9/usages': () => jsonResponse([]),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Usage history of LAUNCH' }));
    const row = await screen.findByTestId('promo-usage-row');
    for (const text of ['jane@example.com', 'Jane Bakery', 'Feb 03, 2025', '9:05 AM']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Usage history of UNUSED' }));
    expect(await screen.findByText('No usage history found for this promo code.')).toBeInTheDocument();
  });
});

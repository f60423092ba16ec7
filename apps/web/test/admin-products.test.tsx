import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductsTab } from '@/features/admin/products/components/products-tab';
import { jsonResponse, mockApi, renderWithClient, stubResizeObserver } from './utils';

const product = (overrides: Record<string, unknown> = {}) => ({
  id: 2,
  code: 'P02',
  name: 'Full Reports',
  description: 'Complete statements',
  type: 'Paid',
  price: '29.99',
  questionnairesPerEmail: 3,
  canBookMeeting: false,
  hasAiAssessment: true,
  statementsType: 'Complete',
  chartsCount: 6,
  acceptsPromoCodes: true,
  isActive: true,
  ...overrides,
});
const FREE = product({
  id: 1,
  code: 'P01',
  name: 'Free Projection',
  type: 'Free',
  price: '0.00',
  statementsType: 'Simple',
  hasAiAssessment: false,
  acceptsPromoCodes: false,
  chartsCount: 2,
  questionnairesPerEmail: 2,
});

// Radix Select asks for pointer capture and scrolls options into view, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= () => {};

beforeEach(stubResizeObserver);

const renderTab = () => renderWithClient(<ProductsTab />).queryClient;

// Typing into several fields takes a few seconds on a busy machine.
describe('admin products tab', { timeout: 20_000 }, () => {
  it('lists every product with price and what it includes; the free plan cannot be deleted', async () => {
    mockApi({ '/api/admin/products': () => jsonResponse([product({ projectionYears: 5 }), FREE]) });
    renderTab();
    const rows = await screen.findAllByTestId('product-row');
    // Sorted by code.
    expect(within(rows[0]!).getByText('P01')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Free', { selector: 'td:nth-child(4)' })).toBeInTheDocument();
    const paid = within(rows[1]!);
    for (const text of ['Full Reports', 'Paid', '$29.99', '3', 'Complete', '6', '5', 'Active']) {
      expect(paid.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Delete Free Projection' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Full Reports' })).toBeEnabled();
  });

  it('opens Add Product with the spec defaults', async () => {
    mockApi({ '/api/admin/products': () => jsonResponse([]) });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog');
    const d = within(dialog);
    expect(d.getByLabelText('Code')).toHaveValue('');
    expect(d.getByLabelText('Name')).toHaveValue('');
    expect(d.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Free');
    expect(d.getByLabelText('Price (USD)')).toHaveValue(0);
    expect(d.getByLabelText('Price (USD)')).toHaveAttribute('step', '0.01');
    expect(d.getByLabelText('Questionnaires per Email')).toHaveValue(1);
    expect(d.getByRole('combobox', { name: 'Statements' })).toHaveTextContent('Simple');
    expect(d.getByLabelText('Charts')).toHaveValue(0);
    expect(d.getByRole('checkbox', { name: 'Can book a meeting' })).not.toBeChecked();
    expect(d.getByRole('checkbox', { name: 'AI assessment' })).not.toBeChecked();
    expect(d.getByRole('checkbox', { name: 'Accepts promo codes' })).not.toBeChecked();
    expect(d.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  });

  it("checks the input rules with the server's messages before sending anything", async () => {
    const fetchMock = mockApi({ '/api/admin/products': () => jsonResponse([]) });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    const d = within(await screen.findByRole('dialog'));
    await userEvent.type(d.getByLabelText('Code'), 'p9');
    expect(d.getByLabelText('Code')).toHaveValue('P9');
    await userEvent.clear(d.getByLabelText('Questionnaires per Email'));
    await userEvent.type(d.getByLabelText('Questionnaires per Email'), '0');
    await userEvent.clear(d.getByLabelText('Charts'));
    await userEvent.type(d.getByLabelText('Charts'), '-1');
    await userEvent.click(d.getByRole('button', { name: 'Create Product' }));
    expect(await d.findByText('Product name is required')).toBeInTheDocument();
    expect(d.getByText('questionnairesPerEmail must be at least 1')).toBeInTheDocument();
    expect(d.getByText('chartsCount must be at least 0')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('saves an edit with the price as a two-decimal string, and refreshes the public product list', async () => {
    let saved: unknown;
    mockApi({
      '/api/admin/products': () => jsonResponse([product()]),
      '/api/admin/products/2': (init) => {
        saved = JSON.parse(String(init?.body));
        return jsonResponse(product({ price: '24.50' }));
      },
    });
    const queryClient = renderTab();
    queryClient.setQueryData(['/api/products'], []);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Full Reports' }));
    const d = within(await screen.findByRole('dialog'));
    expect(d.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    await userEvent.clear(d.getByLabelText('Price (USD)'));
    await userEvent.type(d.getByLabelText('Price (USD)'), '24.5');
    expect(d.getByRole('combobox', { name: 'Years Projected' })).toHaveTextContent('3 years');
    await userEvent.click(d.getByRole('combobox', { name: 'Years Projected' }));
    await userEvent.click(await screen.findByRole('option', { name: '5 years' }));
    await userEvent.click(d.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Full Reports updated')).toBeInTheDocument();
    expect(saved).toMatchObject({
      code: 'P02',
      price: '24.50',
      type: 'Paid',
      questionnairesPerEmail: 3,
      projectionYears: 5,
    });
    expect(queryClient.getQueryState(['/api/products'])?.isInvalidated).toBe(true);
  });

  it("shows the server's reason when a product in use cannot be deleted", async () => {
    mockApi({
      '/api/admin/products': () => jsonResponse([product()]),
      '/api/admin/products/2': () =>
        jsonResponse(
          {
            error: 'CONFLICT',
            message:
              'Full Reports cannot be deleted because 1 promo code refer to it. Deactivate it instead.',
          },
          { status: 409 },
        ),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Full Reports' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deletion Failed')).toBeInTheDocument();
    expect(screen.getByText(/cannot be deleted because 1 promo code refer to it/)).toBeInTheDocument();
  });

  it('titles a failed creation "Creation Failed" with the fallback text', async () => {
    mockApi({
      '/api/admin/products': (init) =>
        init?.method === 'POST' ? new Response('', { status: 502 }) : jsonResponse([]),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    const d = within(await screen.findByRole('dialog'));
    await userEvent.type(d.getByLabelText('Code'), 'P9');
    await userEvent.type(d.getByLabelText('Name'), 'Trial');
    await userEvent.click(d.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create product')).toBeInTheDocument();
  });
});

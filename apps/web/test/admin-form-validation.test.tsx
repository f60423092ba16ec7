// The staff dialogs on react-hook-form: each field's message is the contract's own, shown under that field, and nothing is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZAdminProductInput } from '@trajectory/contracts/admin-products';
import { ZAdminPromoCodeInput } from '@trajectory/contracts/admin-promo-codes';
import { ZAiConfigInput, ZSocialMediaInput } from '@trajectory/contracts/admin-settings';
import { ProductFormDialog } from '@/features/admin/products/components/product-form-dialog';
import { PromoCodeFormDialog } from '@/features/admin/promo-codes/components/promo-code-form-dialog';
import { AiConfigForm } from '@/features/admin/settings/components/ai-config-form';
import { SocialAccountDialog } from '@/features/admin/settings/components/social-account-dialog';
import { jsonResponse, mockApi, renderWithClient, stubResizeObserver } from './utils';

/** What the contract itself says about `field` for this body: the sentence the form must show. */
function contractMessage(schema: z.ZodType, body: unknown, field: string): string {
  const result = schema.safeParse(body);
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  if (!issue) throw new Error(`the contract accepts ${field}`);
  return issue.message;
}

/** The control is marked invalid and described by the element that holds `message`. */
function expectInlineError(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  const describedBy = control.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  expect(document.getElementById(describedBy!)).toHaveTextContent(message);
}

const writes = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

const PRODUCTS = [
  {
    id: 2,
    code: 'P02',
    name: 'Full Reports',
    description: '',
    type: 'Paid' as const,
    price: '29.99',
    questionnairesPerEmail: 1,
    canBookMeeting: false,
    hasAiAssessment: false,
    statementsType: 'Simple' as const,
    chartsCount: 0,
    acceptsPromoCodes: true,
    projectionYears: 3 as const,
    isActive: true,
  },
];

// Radix Select asks for pointer capture, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;

beforeEach(stubResizeObserver);

// Typing into several fields takes a few seconds on a busy machine.
describe('staff form validation from the contracts', { timeout: 20_000 }, () => {
  it('product: an empty name and an over-precise price show the contract messages, and nothing is sent', async () => {
    const fetchMock = mockApi({
      '/api/admin/products': () => jsonResponse({ ...PRODUCTS[0], id: 9, code: 'P9', name: 'Trial' }),
    });
    renderWithClient(<ProductFormDialog open onOpenChange={() => {}} product={null} />);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.type(d.getByLabelText('Code'), 'p9');
    await userEvent.click(d.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await userEvent.clear(d.getByLabelText('Price (USD)'));
    await userEvent.type(d.getByLabelText('Price (USD)'), '1.234');
    await userEvent.click(d.getByRole('button', { name: 'Create Product' }));

    const nameMessage = contractMessage(ZAdminProductInput, { code: 'P9', name: '' }, 'name');
    const priceMessage = contractMessage(
      ZAdminProductInput,
      { code: 'P9', name: 'x', price: '1.234' },
      'price',
    );
    expect(nameMessage).toBe('Product name is required');
    await waitFor(() => expectInlineError(d.getByLabelText('Name'), nameMessage));
    expectInlineError(d.getByLabelText('Price (USD)'), priceMessage);
    expect(writes(fetchMock)).toHaveLength(0);

    // Fixing a field clears its message as it is typed; the save then goes out once.
    await userEvent.type(d.getByLabelText('Name'), 'Trial');
    await waitFor(() => expect(d.queryByText(nameMessage)).not.toBeInTheDocument());
    await userEvent.clear(d.getByLabelText('Price (USD)'));
    await userEvent.type(d.getByLabelText('Price (USD)'), '1.25');
    await userEvent.click(d.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(writes(fetchMock)[0]![1]?.body))).toMatchObject({
      code: 'P9',
      name: 'Trial',
      type: 'Paid',
      price: '1.25',
    });
  });

  it('promo code: a code with a space shows the contract message under the code, and nothing is sent', async () => {
    const fetchMock = mockApi({});
    renderWithClient(<PromoCodeFormDialog open onOpenChange={() => {}} promo={null} products={PRODUCTS} />);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.type(d.getByLabelText('Code'), 'spring sale');
    await userEvent.click(d.getByRole('button', { name: 'Create' }));
    const message = contractMessage(ZAdminPromoCodeInput, { code: 'SPRING SALE' }, 'code');
    expect(message).toBe('Promo code can only contain letters, numbers, - and _');
    await waitFor(() => expectInlineError(d.getByLabelText('Code'), message));
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('social account: a non-http link and a sort order past 1000 show the contract messages, and nothing is sent', async () => {
    const fetchMock = mockApi({});
    const account = {
      id: 7,
      platform: 'LinkedIn',
      account: 'Trajectory',
      description: null,
      link: 'https://www.linkedin.com/company/trajectory',
      logo: null,
      isActive: true,
      showLogo: true,
      showDescription: true,
      position: 'bottom' as const,
      sortOrder: 0,
    };
    renderWithClient(<SocialAccountDialog open onOpenChange={() => {}} account={account} />);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.clear(d.getByLabelText('Link'));
    await userEvent.type(d.getByLabelText('Link'), 'ftp://example.com');
    await userEvent.clear(d.getByLabelText('Sort Order'));
    await userEvent.type(d.getByLabelText('Sort Order'), '1001');
    await userEvent.click(d.getByRole('button', { name: 'Update Account' }));
    const body = { ...account, link: 'ftp://example.com', sortOrder: 1001 };
    await waitFor(() =>
      expectInlineError(d.getByLabelText('Link'), contractMessage(ZSocialMediaInput, body, 'link')),
    );
    expectInlineError(d.getByLabelText('Sort Order'), contractMessage(ZSocialMediaInput, body, 'sortOrder'));
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('AI configuration: over-long instructions show the contract message under the box; a field the server names lands there too', async () => {
    const fetchMock = mockApi({
      '/api/admin/ai-config': () =>
        jsonResponse(
          { error: 'INVALID_INPUT', message: 'maxTokens must be at most 4000', field: 'maxTokens' },
          { status: 400 },
        ),
    });
    renderWithClient(<AiConfigForm config={null} />);
    const instructions = screen.getByLabelText('Custom Instructions');
    await userEvent.click(instructions);
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    const message = contractMessage(
      ZAiConfigInput,
      { customInstructions: 'x'.repeat(5001) },
      'customInstructions',
    );
    await waitFor(() => expectInlineError(instructions, message));
    expect(writes(fetchMock)).toHaveLength(0);

    await userEvent.clear(instructions);
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    await waitFor(() =>
      expectInlineError(screen.getByLabelText('Max Tokens'), 'maxTokens must be at most 4000'),
    );
  });
});

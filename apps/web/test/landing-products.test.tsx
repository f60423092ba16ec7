import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { products } from './fixtures';
import { jsonResponse, mockApi, renderRoute } from './utils';

const contact = {
  contactFormTitle: 'Talk to our team',
  contactFormDescription: 'We answer within one business day.',
  contactEmail: 'hello@example.com',
};

const social = (id: number, platform: string, position: 'top' | 'bottom' | 'both') => ({
  id,
  platform,
  account: `@trajectory-${id}`,
  description: `${platform} description`,
  link: `https://example.com/${id}`,
  logo: null,
  isActive: true,
  showLogo: false,
  showDescription: id !== 3,
  position,
  sortOrder: id,
});

function mockLanding(productList: unknown = [...products].reverse()) {
  return mockApi({
    '/api/products': () => jsonResponse(productList),
    '/api/contact-settings': () => jsonResponse(contact),
    '/api/social-media/active': () =>
      jsonResponse([
        social(1, 'LinkedIn', 'top'),
        social(2, 'YouTube', 'bottom'),
        social(3, 'Instagram', 'both'),
      ]),
  });
}

describe('landing page products', () => {
  it('lists the four products sorted by code with prices and button labels', async () => {
    mockLanding();
    renderRoute('/');
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(4);

    const summary = cards.map((card) => ({
      name: within(card).getByRole('heading').textContent,
      price: within(card).queryByTestId('product-price')?.textContent ?? null,
      button: within(card).getByRole('button').textContent,
    }));
    expect(summary).toEqual([
      { name: 'Free Projection', price: null, button: 'Get it Now' },
      { name: 'Full Reports', price: '$29.99', button: 'Get Full Reports' },
      { name: 'Expert Feedback', price: '$59.99', button: 'Book a Session' },
      { name: 'Custom Financial Proforma', price: "Let's Talk", button: 'Book a Session' },
    ]);
    expect(within(cards[1]!).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    // The free plan has a description, so its card shows that and not the generated list (issue #24).
    expect(within(cards[0]!).getByText('A three-year Profit & Loss projection, free.')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Profit & Loss report')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Three-year projections')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('90-minute expert review')).toBeInTheDocument();
  });

  it('shows a description, or the generated list when there is none, never both; "•" lines keep their lines (issue #24)', async () => {
    const [free, full, ...rest] = products;
    mockLanding([
      { ...free, description: 'A three-year Profit & Loss projection, free.' },
      {
        ...full,
        description:
          'Everything a lender asks for:\n• Profit & Loss\n• Balance Sheet\n•Cash Flow\n\nReady in minutes.',
      },
      ...rest,
    ]);
    renderRoute('/');
    const cards = await screen.findAllByTestId('product-card');
    const [freeCard, fullCard, , customCard] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(freeCard).getByText('A three-year Profit & Loss projection, free.')).toBeInTheDocument();
    expect(within(freeCard).queryByText('Profit & Loss report')).not.toBeInTheDocument();
    const list = within(fullCard).getByRole('list', { name: 'Full Reports includes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Profit & Loss', 'Balance Sheet', 'Cash Flow']);
    expect(within(fullCard).getByText('Everything a lender asks for:')).toBeInTheDocument();
    expect(within(fullCard).getByText('Ready in minutes.')).toBeInTheDocument();
    expect(
      within(fullCard).queryByText('Profit & Loss, Balance Sheet and Cash Flow'),
    ).not.toBeInTheDocument();
    // No description: the generated list, with the plan's years once.
    expect(within(customCard).getByText('Five-year projections')).toBeInTheDocument();
    expect(within(customCard).queryByText('Three-year projections')).not.toBeInTheDocument();
  });

  it('shows an error with Try Again, which reloads the products', async () => {
    let calls = 0;
    mockApi({
      '/api/products': () =>
        ++calls === 1
          ? new Response('', { status: 500, statusText: 'Server Error' })
          : jsonResponse(products),
      '/api/contact-settings': () => jsonResponse(contact),
      '/api/social-media/active': () => jsonResponse([]),
    });
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(4);
  });

  it('shows an empty state when no product is on offer', async () => {
    mockLanding([]);
    renderRoute('/');
    expect(await screen.findByText('No products available right now')).toBeInTheDocument();
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
  });
});

describe('landing page shell', () => {
  it('shows the hero, the reports button, the contact settings and social links by position', async () => {
    mockLanding();
    renderRoute('/');
    expect(
      screen.getByRole('heading', { level: 1, name: '3-Year Financial Projections' }),
    ).toBeInTheDocument();
    expect(screen.getByText('9 Questions')).toBeInTheDocument();
    expect(screen.getByText('3 Minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Get it Now/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Access Reports' })).toHaveAttribute('href', '/reports');

    expect(await screen.findByRole('heading', { name: 'Talk to our team' })).toBeInTheDocument();
    expect(screen.getByText('We answer within one business day.')).toBeInTheDocument();

    const [top, bottom] = await screen.findAllByRole('list', { name: 'Social media' });
    const platforms = (list: HTMLElement) =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.querySelector('.font-medium')?.textContent);
    expect(platforms(top!)).toEqual(['LinkedIn', 'Instagram']);
    expect(platforms(bottom!)).toEqual(['YouTube', 'Instagram']);
    expect(within(top!).getByText('LinkedIn description')).toBeInTheDocument();
    expect(within(top!).queryByText('Instagram description')).not.toBeInTheDocument();
    for (const link of within(top!).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0]).toHaveAttribute('href', '/contact');
  });
});

import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/env';

test('[VISITOR] the home page lists the four products from the API', async ({ page, request }) => {
  const api = await request.get('/api/products');
  const products = (await api.json()) as Array<{ name: string }>;
  expect(products).toHaveLength(4);

  await page.goto('/');
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(4);
  for (const [i, product] of products.entries()) {
    await expect(cards.nth(i).getByRole('heading', { name: product.name })).toBeVisible();
  }
  await expect(cards.nth(1)).toContainText('$29.99');
  await expect(cards.nth(3)).toContainText("Let's Talk");
  await page.screenshot({ path: 'e2e/screenshots/home-desktop.png', fullPage: true });
});

test('[VISITOR] an unknown route shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('[VISITOR] the home page works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('product-card')).toHaveCount(4);
  await page.screenshot({ path: 'e2e/screenshots/home-phone.png', fullPage: true });
});

test('[ADMIN] the seeded admin can sign in through the API and a foreign origin is refused', async ({
  request,
}) => {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const me = await request.get('/api/admin/me');
  expect(me.status()).toBe(200);
  const foreign = await request.post('/api/admin/logout', { headers: { origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(403);
});

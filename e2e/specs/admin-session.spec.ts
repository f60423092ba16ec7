// [ADMIN] Signing in and out: validation messages, a wrong password, the dashboard closed after logout.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/env';
import { loginThroughScreen } from '../support/admin';

test('[ADMIN] the dashboard sends a visitor without a session to the login screen', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('[ADMIN] empty fields name what is missing and a wrong password says Login Failed', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('[ADMIN] login welcomes the admin, login screen redirects, logout closes the dashboard', async ({
  page,
}) => {
  // Signed in once before (the first sign-in says "Welcome": staff-welcome.spec.ts), so "Welcome back".
  expect((await page.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  expect((await page.request.post('/api/admin/logout')).status()).toBe(200);
  await loginThroughScreen(page);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByText(`Welcome back, ${E2E_ADMIN.username}!`)).toBeVisible();

  // Signed in, the login screen goes straight to the dashboard.
  await page.goto('/admin');
  await page.waitForURL('**/admin/dashboard');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  await page.goto('/admin/dashboard');
  await page.waitForURL(/\/admin$/);
  const me = await page.request.get('/api/admin/me');
  expect(me.status()).toBe(401);
});

test('[ADMIN] every tab is reachable from the tab bar', async ({ page }) => {
  await loginThroughScreen(page);
  const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'Dashboard',
    'Prospects',
    'Payment History',
    'Promo Codes',
    'Products',
    'AI Configuration',
    'Contacts',
    'User Management',
    'Activity',
  ]);
});

test('[ADMIN] on a phone the sections are an accordion, Contacts included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughScreen(page);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  for (const name of [
    'Dashboard',
    'Prospects',
    'Payment History',
    'Promo Codes',
    'Products',
    'AI Configuration',
    'Contacts',
    'User Management',
    'Activity',
  ]) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // Contacts opens on the phone: the contact form settings and the messages.
  await page.getByRole('button', { name: 'Contacts', exact: true }).click();
  await expect(page.getByText('Contact Form Settings')).toBeVisible();
  await expect(page).toHaveURL(/tab=contacts/);
});

test('[ADMIN] a list keeps its filters across tab switches and the phone layout', async ({ page }) => {
  await loginThroughScreen(page);
  const dashboard = page.getByRole('tabpanel', { name: 'Dashboard' });
  await dashboard.getByLabel('Search').fill('kept-filter-check');
  await page.getByRole('tab', { name: 'Prospects' }).click();
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' }).getByLabel('Search')).toHaveValue(
    'kept-filter-check',
  );

  // Narrowing the window swaps the tab bar for the accordion, which mounts the list again.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByLabel('Search')).toHaveValue('kept-filter-check');

  // Signing out forgets them.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/admin$/);
  await loginThroughScreen(page);
  await expect(page.getByLabel('Search')).toHaveValue('');
});

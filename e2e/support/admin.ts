// Staff helpers for the [ADMIN] specs: sign in through the login screen or straight through the API.
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';

/** Signs in through the login screen and waits for the dashboard. */
export async function loginThroughScreen(page: Page, credentials = E2E_ADMIN): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard**');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Signs in through the API (the page's cookie jar) and opens the dashboard, on a tab if given. */
export async function openDashboard(page: Page, tab?: string, credentials = E2E_ADMIN): Promise<void> {
  const res = await page.request.post('/api/admin/login', { data: credentials });
  expect(res.status()).toBe(200);
  await page.goto(tab ? `/admin/dashboard?tab=${tab}` : '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** A founder's plan found on the staff dashboard, its statements opened, and its cash balance chart drawn. */
export async function openCashChart(page: Page, businessName: string): Promise<Locator> {
  await openDashboard(page, 'dashboard');
  await page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: /search/i }))
    .first()
    .fill(businessName);
  await page.getByRole('button', { name: `View statements for ${businessName}` }).click();
  const chart = page
    .getByRole('dialog', { name: 'Financial Statements' })
    .locator('[data-chart-view="cash-balance"]');
  // The chart's place is replaced by the chart as it nears the screen (live-chart.tsx).
  await expect(() => chart.scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
  await expect(chart.locator('svg text').first()).toBeAttached({ timeout: 15_000 });
  return chart;
}

// The landing page arrives rendered (issue #16 item 5): its HTML already holds the hero and the header,
// so it paints before any script; the script then hydrates it without a mismatch and it works as before.
import { expect, test } from '@playwright/test';

test('[VISITOR] the landing page is in its HTML, hydrates cleanly and opens registration', async ({
  page,
  request,
}) => {
  const raw = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(raw.status()).toBe(200);
  expect(raw.headers()['content-encoding']).toBe('br');
  const html = await raw.text();
  expect(html).toContain('>3-Year Financial Projections</h1>');
  expect(html).toContain('Access Reports');
  // Other pages arrive with the loading frame (header and brand), which the app replaces, not hydrates.
  const contactHtml = await (await request.get('/contact')).text();
  expect(contactHtml).toContain('<div id="root"><div class="flex min-h-dvh');
  expect(contactHtml).toContain('Loading…');
  expect(contactHtml).not.toContain('data-hydrate');

  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto('/');
  await expect(page.getByTestId('product-card')).toHaveCount(4);
  // Hydrated: the buttons answer.
  await page.getByRole('button', { name: 'Get it Now' }).first().click();
  await expect(page.getByRole('dialog').getByText('Enter your contact information')).toBeVisible();
  expect(problems.filter((p) => /hydrat|did not match|mismatch/i.test(p))).toEqual([]);
  expect(problems).toEqual([]);
});

test('[VISITOR] a page that starts from the loading frame replaces it: one header, no console errors', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('#root > [role="status"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('[VISITOR] "Get it Now" pressed before the script has run opens registration once it has', async ({
  page,
}) => {
  // A slow phone: the app's entry arrives a second after the page has painted.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  // The boot script has run (it listens for early presses), the app has not.
  await page.waitForFunction(() => '__trajectoryEarlyClick' in window);
  expect(await page.evaluate(() => '__trajectoryHydrated' in window)).toBe(false);
  await page.getByRole('button', { name: 'Get it Now' }).first().click();
  await expect(page.getByRole('dialog').getByText('Enter your contact information')).toBeVisible();
});

test('[VISITOR] no page breaks the Content-Security-Policy (zod never probes for eval)', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const issues: string[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
  });
  await cdp.send('Audits.enable');
  for (const path of ['/', '/contact', '/sample-report']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(issues).toEqual([]);
});

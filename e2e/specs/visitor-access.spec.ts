// Private by default (issue #12): a founder's plan opens in their own browser and in a browser that followed
// the e-mailed link; a stranger who knows the e-mail and the id gets "open your reports", never data.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { getAccessLink, shootBothWidths } from '../support/access';
import {
  answerQuestionnaire,
  landOnResultsThenDashboard,
  registerFromHome,
  REPORTS_URL,
  uniqueEmail,
} from '../support/journey';
import { bakerySections, completeQuestionnaireViaApi, registerFounderViaApi } from '../support/seed';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** Follows an access link: the page names the e-mail, and only the click opens the plan. */
async function followLink(page: Page, link: string, email: string, screenshot?: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Open your reports' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  if (screenshot) await shootBothWidths(page, screenshot);
  await page.getByRole('button', { name: 'Open my reports' }).click();
}

test('[VISITOR] a second browser that knows only the e-mail gets the link, follows it and sees the dashboard; a used link is refused', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  const email = uniqueEmail('access');

  // The founder registers and reaches their results in their own browser.
  await registerFromHome(page, { email, businessName: 'Private Crumb' });
  const prospectId = new URL(page.url()).pathname.split('/').at(-1)!;
  await answerQuestionnaire(page);
  await landOnResultsThenDashboard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports for Ada Founder' })).toBeVisible();
  await page.getByRole('link', { name: 'Preview Report' }).first().click();
  await page.waitForURL(new RegExp(`/results/${prospectId}`));
  await expect(page.getByRole('table').first()).toBeVisible();

  // A second browser knows only the e-mail: /reports offers "Send me my link".
  const second = await newPage(browser, baseURL);
  await second.goto('/reports');
  await expect(second.getByRole('heading', { level: 1, name: 'Access Your Reports' })).toBeVisible();
  await shootBothWidths(second, 'access-send-link');
  const link = await getAccessLink(second, email);
  await shootBothWidths(second, 'access-check-inbox');

  await followLink(second, link, email, 'access-link');
  // The plan was started in the first browser: this one is asked about it once (issue #22); it was hers.
  await expect(second.getByRole('heading', { level: 1, name: 'Were these yours?' })).toBeVisible();
  await second.getByRole('button', { name: 'Yes, they were mine' }).click();
  await second.waitForURL(REPORTS_URL);
  await expect(second.getByRole('heading', { level: 1, name: 'Reports for Ada Founder' })).toBeVisible();
  await expect(second.getByTestId('report-card')).toHaveCount(1);
  await shootBothWidths(second, 'access-dashboard');

  // The link works once.
  await second.goto(link);
  await expect(
    second.getByRole('heading', { level: 1, name: "This link can't be used again" }),
  ).toBeVisible();
  await expect(second.getByRole('button', { name: 'Send me my link' })).toBeVisible();
  await shootBothWidths(second, 'access-link-expired');

  // A verified link ends the registering browser's unverified access (whoever registered the e-mail first).
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Your Reports' })).toBeVisible();

  // A third browser follows its own link: the dashboard counts the second and signs it out.
  const third = await newPage(browser, baseURL);
  await third.goto('/payment-history');
  await expect(third.getByRole('heading', { level: 1, name: 'Open your reports' })).toBeVisible();
  const thirdLink = await getAccessLink(third, email);
  await followLink(third, thirdLink, email);
  // The link brings this browser back to the page that asked for it.
  await third.waitForURL(/\/payment-history$/);
  await expect(third.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
  await third.goto('/reports');
  await expect(third.getByTestId('other-browsers')).toHaveText('1 other browser can open these reports.');
  await third.getByRole('button', { name: 'Sign out other browsers' }).click();
  await expect(third.getByTestId('other-browsers')).toHaveText('No other browser can open these reports.');
  await second.goto('/reports');
  await expect(second.getByRole('heading', { level: 1, name: 'Access Your Reports' })).toBeVisible();

  // "Sign out of this browser" closes the last one.
  await third.getByRole('button', { name: 'Sign out of this browser' }).click();
  await expect(third.getByRole('heading', { level: 1, name: 'Access Your Reports' })).toBeVisible();
  await third.goto(`/results/${prospectId}`);
  await expect(third.getByRole('heading', { level: 1, name: 'Open your reports' })).toBeVisible();

  await second.context().close();
  await third.context().close();
});

test('[VISITOR] a stranger with the e-mail and the prospect id gets the "open your reports" screen, never data', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const businessName = `Secret Loaf ${Date.now().toString(36)}`;
  // The founder, seeded through their own browser's API so the visitor cookie stays with them.
  const founder = await registerFounderViaApi(page.request, { emailTag: 'secret', businessName });
  await completeQuestionnaireViaApi(page.request, founder.id, bakerySections(businessName), {
    confirm: true,
  });
  await page.goto(`/results/${founder.id}`);
  await expect(page.getByRole('table').first()).toBeVisible();

  const stranger = await newPage(browser, testInfo.project.use.baseURL);
  const leaks: string[] = [];
  stranger.on('response', async (res) => {
    if (!res.url().includes('/api/') || res.status() >= 300) return;
    const body = await res.text().catch(() => '');
    if (body.includes(founder.id) || body.includes(businessName) || body.includes(founder.email))
      leaks.push(res.url());
  });

  for (const path of [
    `/results/${founder.id}`,
    `/full-statements/${founder.id}`,
    `/questionnaire/${founder.id}`,
    `/checkout?product=financial_statements&prospectId=${founder.id}`,
    `/payment-success/${founder.id}`,
    '/payment-history',
  ]) {
    await stranger.goto(path);
    await expect(stranger.getByRole('heading', { level: 1, name: 'Open your reports' })).toBeVisible();
    await expect(stranger.getByText('This plan is private.')).toBeVisible();
    await expect(stranger.getByText(businessName)).toHaveCount(0);
  }
  await stranger.goto(`/results/${founder.id}`);
  await expect(stranger.getByText('This plan is private.')).toBeVisible();
  await shootBothWidths(stranger, 'access-required');

  // Registering the founder's e-mail sends the founder a link instead of opening their plan.
  await stranger.goto('/');
  await stranger.getByRole('button', { name: 'Get it Now' }).first().click();
  const dialog = stranger.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(founder.email);
  await dialog.getByLabel('Full name', { exact: true }).fill('Eve Stranger');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Business name', { exact: true }).fill('Eve Bakes');
  await dialog.getByLabel('Phone', { exact: true }).fill('(555) 010-9999');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(stranger.getByRole('heading', { name: 'This e-mail already has a plan' })).toBeVisible();
  const masked = `${founder.email.slice(0, 1)}…${founder.email.slice(founder.email.indexOf('@'))}`;
  await expect(dialog.getByRole('status')).toContainText(
    `We've sent a link to ${masked} to open your reports`,
  );
  await shootBothWidths(stranger, 'access-registration-link-sent');
  await expect(stranger).toHaveURL(/\/$/);
  await stranger.goto(`/results/${founder.id}`);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Open your reports' })).toBeVisible();

  expect(leaks).toEqual([]);
  await stranger.context().close();
});

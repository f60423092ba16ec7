import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import {
  answerQuestionnaire,
  BAKERY,
  landOnResultsThenDashboard,
  registerFromHome,
  REPORTS_URL,
  uniqueEmail,
} from '../support/journey';
import { SCREENSHOTS } from '../support/env';

const SHOTS = SCREENSHOTS;

test('[VISITOR] the free journey: home, registration, nine questions, dashboard, preview with the API figures', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const started = Date.now();
  await registerFromHome(page, { email });
  await expectNoSeriousA11yViolations(page, 'questionnaire');
  await answerQuestionnaire(page);
  await landOnResultsThenDashboard(page);
  await expect(page.getByText('Reports for')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard');
  await page.screenshot({ path: `${SHOTS}/dashboard-desktop.png`, fullPage: true });

  await page.getByRole('link', { name: 'Preview Report' }).first().click();
  await page.waitForURL(/\/results\//);
  const prospectId = page.url().split('/results/')[1]!.split('?')[0]!;
  // The founder's own browser reads the figures: its visitor cookie opens them.
  const api = await (await page.request.get(`/api/profit-loss/${prospectId}`)).json();
  const money = (n: number) =>
    n < 0 ? `($${Math.abs(n).toLocaleString('en-US')})` : `$${n.toLocaleString('en-US')}`;
  const table = page.getByRole('table').first();
  for (const [label, key] of [
    ['Total Revenue', 'totalRevenue'],
    ['Gross Margin', 'grossMargin'],
    ['Total Expenses', 'totalExpenses'],
    ['Net Profit', 'netProfit'],
  ] as const) {
    const row = table.getByRole('row').filter({ hasText: label }).first();
    for (const year of ['year1', 'year2', 'year3'] as const)
      await expect(row).toContainText(money(api.profitLoss[key][year]));
  }
  await expectNoSeriousA11yViolations(page, 'results');
  await page.screenshot({ path: `${SHOTS}/results-desktop.png`, fullPage: true });
  expect(Date.now() - started).toBeLessThan(60_000);
});

test('[VISITOR] a second free report is allowed and a third is refused with "Free Plan Limit Reached"', async ({
  page,
}) => {
  const email = uniqueEmail('limit');
  await registerFromHome(page, { email });
  await answerQuestionnaire(page);
  await landOnResultsThenDashboard(page);
  await expect(page.getByText('Ready to create new questionnaire')).toBeVisible();

  // Second report: from the dashboard's 'Get a New Report'.
  await page.getByRole('button', { name: 'Get a New Report' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Ada Bakes Two');
  await page.getByRole('dialog').getByRole('textbox').press('Enter');
  await page.waitForURL(/\/questionnaire\//);
  await answerQuestionnaire(page, { ...BAKERY, unitPrice: '14' });
  await landOnResultsThenDashboard(page);
  await expect(page.getByRole('button', { name: 'Buy a New Plan' })).toBeVisible();

  // A third attempt through registration is stopped.
  await page.goto('/');
  await page.getByRole('button', { name: 'Get it Now' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Full name', { exact: true }).fill('Ada Founder');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Submission Limit Reached').first()).toBeVisible();
  await page.waitForURL(REPORTS_URL);
});

test('[VISITOR] registration and contact show every validation message, and the server accepts a contact message', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get it Now' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
  await dialog.getByLabel('Full name', { exact: true }).fill('A');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail('validation'));
  await dialog.getByLabel('Full name', { exact: true }).fill('Ada Founder');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Business name', { exact: true }).fill('B');
  await dialog.getByLabel('Phone', { exact: true }).pressSequentially('12ab3');
  await expect(dialog.getByLabel('Phone', { exact: true })).toHaveValue('123');
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog.getByText('Business name must be at least 2 characters')).toBeVisible();
  await expect(
    dialog.getByText('Phone number must be at least 10 characters, with the area code'),
  ).toBeVisible();
  await expect(dialog.getByText('You must authorize us to contact you to proceed')).toBeVisible();

  await page.goto('/contact');
  await page.getByLabel('Full Name', { exact: true }).fill('G');
  await page.getByLabel('Email Address', { exact: true }).fill('x');
  await page.getByLabel('Subject', { exact: true }).fill('Hi');
  await page.getByLabel('Message', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Subject must be at least 5 characters',
    'Message must be at least 10 characters',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Full Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email Address', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Question about cash flow');
  await page.getByLabel('Message', { exact: true }).fill('How do I read the cash flow statement?');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText('Message Sent').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Another Message' })).toBeVisible();
});

test('[VISITOR] the questionnaire refuses to move on without an answer', async ({ page }) => {
  await registerFromHome(page, { email: uniqueEmail('gating') });
  // Question 1 is answered by the business name given at registration; question 2 is empty.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 9')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Required Fields Missing').first()).toBeVisible();
  await expect(page.getByText('Please fill in all required fields before continuing.').first()).toBeVisible();
  await expect(page.getByText('Question 2 of 9')).toBeVisible();
});

test('[VISITOR] the journey works on a 390×844 phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('phone');
  await registerFromHome(page, { email });
  await page.screenshot({ path: `${SHOTS}/questionnaire-phone.png`, fullPage: true });
  await answerQuestionnaire(page);
  await landOnResultsThenDashboard(page);
  await page.getByRole('link', { name: 'Preview Report' }).first().click();
  await page.waitForURL(/\/results\//);
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/results-phone.png`, fullPage: true });
});

test('[VISITOR] the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page, 'home');
});

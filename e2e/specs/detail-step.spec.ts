// "Your business in more detail" (issue #25 item 2): a founder adds a subscription, a role, two start-up
// items and 30 receivable days after the lender step, reviews them and generates; staff see the same
// answers in the Edit Questionnaire dialog.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openDashboard } from '../support/admin';
import { LAPTOP, PHONE, SCREENSHOTS } from '../support/env';
import { BAKERY, fillQuestionnaire, registerFromHome, RESULTS_URL, uniqueEmail } from '../support/journey';
import { shoot } from '../support/screens';

const detail = (page: Page) => page.getByTestId('detail-fields');

test('a founder describes the business in more detail, reviews it and generates', async ({ page }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize(LAPTOP);
  const businessName = `Detail Bakery ${Date.now()}`;
  await registerFromHome(page, { email: uniqueEmail('detail'), businessName });
  await fillQuestionnaire(page, BAKERY);

  // Reached from question 9 through the lender step; optional, not counted as a question.
  await page.getByRole('button', { name: 'What a lender will ask' }).click();
  await page.getByRole('button', { name: 'Your business in more detail' }).click();
  await expect(page.getByRole('heading', { name: 'Your business in more detail', level: 2 })).toBeVisible();
  await expect(page.getByText('Optional step after question 9')).toBeVisible();

  // What you sell: the questionnaire's product first, read-only; a subscription added.
  await expect(detail(page)).toContainText('Main product (from your answers)');
  await detail(page).getByRole('button', { name: 'Add a product line' }).click();
  const stream = detail(page).getByRole('group', { name: 'Product line 1' });
  await stream.getByLabel('Name', { exact: true }).fill('Coffee club');
  await expect(stream.getByLabel('Subscribers lost each month')).toHaveCount(0);
  await stream.getByLabel('How it is sold').selectOption('subscription');
  await stream.getByLabel('Price', { exact: true }).fill('25');
  await stream.getByLabel('First-month sales or new subscribers').fill('40');
  await stream.getByLabel('Subscribers lost each month').fill('5');

  // Your team: one role, the payroll preset.
  await detail(page).getByRole('button', { name: 'Add a role' }).click();
  const role = detail(page).getByRole('group', { name: 'Role 1' });
  await role.getByLabel('Job title').fill('Baker');
  await role.getByLabel('How many people').fill('2');
  // The model's rule where it is typed: a role needs its salary.
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(page.locator('#staffRoles-0-monthlySalary-error')).toHaveText(
    'Role 1 monthly salary is required',
  );
  await role.getByLabel('Monthly salary each').fill('3200');
  await page.locator('#payrollBurdenPct-choice').selectOption('10');

  // The opening shopping list: the kept items' total becomes the one-time purchases answer.
  for (const [index, [name, amount, kind]] of [
    ['Oven', '12000', 'asset'],
    ['Launch party', '1500', 'expense'],
  ].entries()) {
    await detail(page).getByRole('button', { name: 'Add a purchase' }).click();
    const item = detail(page).getByRole('group', { name: `Purchase ${index + 1}` });
    await item.getByLabel('What it is').fill(name!);
    await item.getByLabel('Cost', { exact: true }).fill(amount!);
    await item.getByLabel('Kept or spent').selectOption(kind!);
  }
  await expect(page.getByTestId('startup-asset-total')).toContainText('$12,000');

  // How money comes and goes.
  await page.locator('#receivableDays').fill('30');
  await expectNoSeriousA11yViolations(page, 'detail step');
  await shoot(page, 'detail-step-laptop');
  await page.setViewportSize(PHONE);
  await shoot(page, 'detail-step-phone');
  await page.setViewportSize(LAPTOP);

  // The review lists the new answers, with an Edit link back to the step.
  await page.getByRole('button', { name: 'Review answers' }).click();
  const review = page.getByTestId('review-answers');
  await expect(review).toContainText('Product line 1 name');
  await expect(review).toContainText('Coffee club');
  await expect(review).toContainText('Role 1 title');
  await expect(review).toContainText('Purchase 2 name');
  await expect(review).toContainText('Days to be paid');
  await expect(review.getByRole('button', { name: 'Edit: Your business in more detail' })).toBeVisible();
  await shoot(page, 'detail-step-review-laptop');

  // Question 8 shows the items' total, read-only, saying so.
  await review.getByRole('button', { name: 'Edit: What will you buy once to get started?' }).click();
  await expect(page.locator('#oneTimePurchases')).toHaveValue('12000');
  await expect(page.locator('#oneTimePurchases')).toBeDisabled();
  await expect(page.getByText(/Set by your opening shopping list/)).toBeVisible();
  await page.getByRole('button', { name: 'Review answers' }).click();

  await page.getByRole('button', { name: 'Generate Reports' }).click();
  await page.waitForURL(RESULTS_URL, { timeout: 30_000 });
  const questionnaireId = new URL(page.url()).searchParams.get('questionnaireId')!;
  const stored = await page.request.get(`/api/questionnaires/${questionnaireId}`);
  expect(stored.status()).toBe(200);
  const sections = (await stored.json()) as Record<string, unknown>;
  expect(sections.assetInfo).toMatchObject({ oneTimePurchases: 12000 });
  expect(sections.revenueStreams).toMatchObject({
    streams: [
      { name: 'Coffee club', kind: 'subscription', price: 25, firstMonthVolume: 40, monthlyChurnPct: 5 },
    ],
  });
  expect(sections.staff).toEqual({
    roles: [{ title: 'Baker', headcount: 2, monthlySalary: 3200 }],
    payrollBurdenPct: 10,
  });
  expect(sections.startupItems).toEqual({
    items: [
      { name: 'Oven', amount: 12000, kind: 'asset' },
      { name: 'Launch party', amount: 1500, kind: 'expense' },
    ],
  });
  expect(sections.workingCapital).toEqual({ receivableDays: 30 });

  // Staff see the same answers in the Edit Questionnaire dialog, drawn by the same form.
  await openDashboard(page, 'dashboard');
  await page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: /search/i }))
    .first()
    .fill(businessName);
  await page.getByRole('button', { name: `Edit questionnaire for ${businessName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Questionnaire' });
  const staffDetail = dialog.getByTestId('detail-fields');
  await expect(staffDetail.getByRole('group', { name: 'Role 1' }).getByLabel('Job title')).toHaveValue(
    'Baker',
  );
  await expect(staffDetail.getByRole('group', { name: 'Purchase 2' }).getByLabel('What it is')).toHaveValue(
    'Launch party',
  );
  await expect(dialog.locator('#edit-receivableDays')).toHaveValue('30');
  await expect(dialog.getByLabel(/^8\. Startup cost/)).toBeDisabled();
  await staffDetail.scrollIntoViewIfNeeded();
  await shoot(page, 'detail-staff-dialog-laptop', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The Sample Data editor holds the same form: a purchase there sets its question 8 as well.
  await page.getByRole('button', { name: 'Sample Data' }).click();
  const editor = page.getByRole('dialog', { name: 'Sample Financial Data Editor' });
  await editor.getByRole('button', { name: /Your business in more detail/ }).click();
  await editor.getByTestId('detail-fields').getByRole('button', { name: 'Add a purchase' }).click();
  const purchase = editor.getByRole('group', { name: 'Purchase 1' });
  await purchase.getByLabel('What it is').fill('Mixer');
  await purchase.getByLabel('Cost', { exact: true }).fill('4000');
  await purchase.getByLabel('Kept or spent').selectOption('asset');
  await expect(editor.getByTestId('startup-asset-total')).toContainText('$4,000');
  await purchase.scrollIntoViewIfNeeded();
  await shoot(page, 'detail-sample-editor-laptop', { fullPage: false });
});

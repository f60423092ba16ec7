// A founder reviews every answer before generating, then corrects the generated plan from its pages: the same
// form and review, one request on "Save changes", new figures, the credits unchanged (issue #24 items 1, 5).
import { expect, test, type Page } from '@playwright/test';
import { fillQuestionnaire, registerFromHome, RESULTS_URL, uniqueEmail } from '../support/journey';
import { bakerySections, completeQuestionnaireViaApi, registerFounderViaApi } from '../support/seed';
import { SCREENSHOTS } from '../support/env';

async function creditsUsed(page: Page, prospectId: string): Promise<number> {
  const res = await page.request.get(`/api/prospects/${prospectId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { submissionCount: number }).submissionCount;
}

/** Every PUT the page sends to a questionnaire, to prove that Next saves nothing while correcting. */
function countQuestionnairePuts(page: Page): string[] {
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/questionnaires/'))
      puts.push(request.url());
  });
  return puts;
}

const review = (page: Page) => page.getByTestId('review-answers');

async function firstYearRevenue(page: Page, prospectId: string, questionnaireId: string) {
  const res = await page.request.get(`/api/profit-loss/questionnaire/${questionnaireId}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { prospectId: string; profitLoss: { totalRevenue: { year1: number } } };
  expect(body.prospectId).toBe(prospectId);
  return body.profitLoss.totalRevenue.year1;
}

test('[VISITOR] reviews the answers before generating, then corrects the plan for free (laptop)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerFromHome(page, { email: uniqueEmail('edits') });
  const prospectId = new URL(page.url()).pathname.split('/').at(-1)!;
  await fillQuestionnaire(page);

  // The review: not a question, every answer formatted, an Edit link that comes back.
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await expect(page.getByText('Question 10 of 9')).toHaveCount(0);
  await expect(review(page)).toContainText('Unit price');
  await expect(review(page)).toContainText('$12');
  await expect(review(page)).toContainText('Initial cash');
  await expect(review(page)).toContainText('$20,000');
  expect(await creditsUsed(page, prospectId)).toBe(0);
  await page.getByRole('button', { name: 'Edit: What is the average price of one sale?' }).click();
  await expect(page.getByText('Question 2 of 9')).toBeVisible();
  await page.locator('#unitPrice').fill('12.50');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(review(page)).toContainText('$12.50');
  await page.screenshot({ path: `${SCREENSHOTS}/plan-review-desktop.png`, fullPage: true });
  await page.getByRole('button', { name: 'Generate Reports' }).click();
  // A free founder lands on the results of the plan just made, which offer "Edit answers" too.
  await page.waitForURL(RESULTS_URL, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Edit answers' })).toBeVisible();
  await page.goto('/reports');
  expect(await creditsUsed(page, prospectId)).toBe(1);

  // The dashboard's card opens the same form on its review, the business name and description read-only.
  const puts = countQuestionnairePuts(page);
  await page.getByRole('link', { name: 'Edit answers' }).first().click();
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  const questionnaireId = new URL(page.url()).searchParams.get('questionnaireId')!;
  const before = await firstYearRevenue(page, prospectId, questionnaireId);
  await page.getByRole('button', { name: 'Edit: What do you sell?' }).click();
  await expect(page.getByText('start a new plan for another business')).toBeVisible();
  await expect(page.locator('#description')).toBeDisabled();
  await page.getByRole('button', { name: 'Review answers' }).click();
  await page
    .getByRole('button', { name: 'Edit: How many units will you sell in your first month of sales?' })
    .click();
  await page.locator('#firstMonthSales').fill('800');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(review(page)).toContainText('800');
  expect(puts).toEqual([]);
  await page.getByRole('button', { name: 'Save changes' }).click();

  // Back on the plan's page with the new figures; one request, no credit.
  await page.waitForURL(/\/results\//, { timeout: 30_000 });
  expect(puts).toHaveLength(1);
  expect(puts[0]).toContain(`/api/questionnaires/${questionnaireId}/answers`);
  const after = await firstYearRevenue(page, prospectId, questionnaireId);
  expect(after).toBeGreaterThan(before);
  const revenueRow = page
    .getByRole('table')
    .first()
    .getByRole('row')
    .filter({ hasText: 'Total Revenue' })
    .first();
  await expect(revenueRow).toContainText(`$${after.toLocaleString('en-US')}`);
  expect(await creditsUsed(page, prospectId)).toBe(1);
});

test('[VISITOR] corrects a generated plan from its results page on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const founder = await registerFounderViaApi(page.request, { emailTag: 'edits-phone' });
  const questionnaireId = await completeQuestionnaireViaApi(page.request, founder.id, bakerySections(), {
    confirm: true,
  });
  await page.goto(`/results/${founder.id}?questionnaireId=${questionnaireId}`);
  await page.getByRole('link', { name: 'Edit answers' }).click();
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/plan-edit-review-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Edit: What does each item cost you?' }).click();
  // On a phone the live preview stays within reach: a summary kept at the bottom of the screen.
  await expect(page.getByTestId('live-preview-summary')).toContainText('Year 1 revenue ≈');
  await page.screenshot({ path: `${SCREENSHOTS}/plan-edit-step-phone.png` });
  // Blank is not an answer: the step holds, with the model's message.
  await page.locator('#costPerItem').fill('');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(page.getByText('Cost per item is required').first()).toBeVisible();
  await page.locator('#costPerItem').fill('0');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(review(page)).toContainText('$0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(/\/results\//, { timeout: 30_000 });
  const res = await page.request.get(`/api/profit-loss/questionnaire/${questionnaireId}`);
  const body = (await res.json()) as { profitLoss: { productServiceCost: { year1: number } } };
  expect(body.profitLoss.productServiceCost.year1).toBe(0);
  expect(await creditsUsed(page, founder.id)).toBe(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENSHOTS}/plan-edit-saved-desktop.png`, fullPage: true });
});

test('[VISITOR] a draft is not a free report: its P&L and charts are 409, no credit is used', async ({
  page,
}) => {
  const founder = await registerFounderViaApi(page.request, { emailTag: 'edits-draft' });
  const draft = await page.request.post('/api/questionnaires', {
    data: { prospectId: founder.id, ...bakerySections() },
  });
  expect(draft.status()).toBe(201);
  const id = ((await draft.json()) as { id: string }).id;
  for (const url of [`/api/profit-loss/questionnaire/${id}`, `/api/questionnaires/${id}/charts/expenses`]) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe('QUESTIONNAIRE_NOT_COMPLETED');
  }
  expect(await creditsUsed(page, founder.id)).toBe(0);
  // Its results page says so and leads back to the questionnaire.
  await page.goto(`/results/${founder.id}?questionnaireId=${id}`);
  await expect(page.getByRole('heading', { name: 'This plan is not finished yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Finish the questionnaire' })).toBeVisible();
});

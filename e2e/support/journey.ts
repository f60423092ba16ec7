// Steps of the visitor journey that several specs share: register through the dialog, answer the nine questions.
import { expect, type Page } from '@playwright/test';

export type Answers = {
  description: string;
  unitPrice: string;
  startMonth: string;
  firstMonthSales: string;
  growthPreset: '10' | '20' | '30' | '100';
  costPerItem: string;
  monthly: {
    ownerSalary: string;
    monthlyAdvertising: string;
    monthlyRent: string;
    monthlyUtilities: string;
    monthlyInsurance: string;
  };
  oneTimePurchases: string;
  initialCash: string;
};

export const BAKERY: Answers = {
  description: 'Sourdough bakery selling loaves to neighbours and cafés',
  unitPrice: '12',
  startMonth: '0',
  firstMonthSales: '500',
  growthPreset: '20',
  costPerItem: '4',
  monthly: {
    ownerSalary: '2000',
    monthlyAdvertising: '300',
    monthlyRent: '1200',
    monthlyUtilities: '200',
    monthlyInsurance: '100',
  },
  oneTimePurchases: '15000',
  initialCash: '20000',
};

/** The reports dashboard of this browser's plans (issue #12: no e-mail in the URL), with or without ?prospect=. */
export const REPORTS_URL = /\/reports(?:\?.*)?$/;

/** Where a free founder lands after generating: the results of the plan just made (issue #24). */
export const RESULTS_URL = /\/results\/[0-9a-f-]{36}\?questionnaireId=[0-9a-f-]{36}$/;

/** After 'Generate Reports' on the free plan: its results first, then the dashboard, where a spec goes on. */
export async function landOnResultsThenDashboard(page: Page, timeout = 20_000) {
  await page.waitForURL(RESULTS_URL, { timeout });
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.goto('/reports');
  await page.waitForURL(REPORTS_URL);
}

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Opens the dialog from the hero's 'Get it Now' and completes both steps. */
export async function registerFromHome(
  page: Page,
  {
    email,
    name = 'Ada Founder',
    businessName = 'Ada Bakes',
  }: { email: string; name?: string; businessName?: string },
) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get it Now' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Enter your contact information')).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Full name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Enter your business information')).toBeVisible();
  await dialog.getByLabel('Business name', { exact: true }).fill(businessName);
  await dialog.getByLabel('Phone', { exact: true }).fill('(555) 010-0000');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await page.waitForURL(/\/questionnaire\/[0-9a-f-]{36}/);
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Answers the nine questions, reviews them and presses 'Generate Reports' on the review step. */
export async function answerQuestionnaire(page: Page, answers: Answers = BAKERY) {
  await fillQuestionnaire(page, answers);
  await reviewAndGenerate(page);
}

/** From question 9 (or the lender step): the review of every answer, then 'Generate Reports' there. */
export async function reviewAndGenerate(page: Page) {
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Reports' }).click();
}

/** Answers the nine questions, staying on question 9. */
export async function fillQuestionnaire(page: Page, answers: Answers = BAKERY) {
  await expect(page.getByText('Question 1 of 9')).toBeVisible();
  await page.locator('#description').fill(answers.description);
  await next(page);
  await expect(page.getByText('Question 2 of 9')).toBeVisible();
  await page.locator('#unitPrice').fill(answers.unitPrice);
  await next(page);
  await page.locator('#startMonth').selectOption(answers.startMonth);
  await next(page);
  await page.locator('#firstMonthSales').fill(answers.firstMonthSales);
  await next(page);
  await page.locator(`#growth-${answers.growthPreset}`).check();
  await next(page);
  await page.locator('#costPerItem').fill(answers.costPerItem);
  await next(page);
  for (const [field, value] of Object.entries(answers.monthly)) await page.locator(`#${field}`).fill(value);
  await next(page);
  await page.locator('#oneTimePurchases').fill(answers.oneTimePurchases);
  await next(page);
  await expect(page.getByText('Question 9 of 9')).toBeVisible();
  await page.locator('#initialCash').fill(answers.initialCash);
}

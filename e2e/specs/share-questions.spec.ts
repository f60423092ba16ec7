// Issue #26 item 2, the founder's side: a question a lender asks through a share link (here through the API,
// as the lender's page will) shows beside its line on the founder's statements page and in the header's
// count; the founder answers there, and the link's thread then carries the answer.
import { expect, request as apiRequest, test } from '@playwright/test';
import {
  bakerySections,
  buyFullReports,
  completeQuestionnaireViaApi,
  registerFounderViaApi,
} from '../support/seed';
import { LAPTOP, PHONE, SCREENSHOTS } from '../support/env';

test('a lender’s question shows beside its line and in the header; the founder’s answer reaches the thread', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The founder: a paid plan with a completed questionnaire, and a link shared with "First Bank".
  const founder = await registerFounderViaApi(page.request, { emailTag: 'questions' });
  const questionnaireId = await completeQuestionnaireViaApi(page.request, founder.id, bakerySections());
  await buyFullReports(page.request, founder.id);
  const shared = await page.request.post(`/api/questionnaires/${questionnaireId}/share-links`, {
    data: { label: 'First Bank', expiresInDays: 30 },
  });
  expect(shared.status()).toBe(201);
  const token = ((await shared.json()) as { path: string }).path.split('/').pop()!;

  // The lender: no cookie at all.
  const lender = await apiRequest.newContext({ baseURL });
  const asked = await lender.post(`/api/shared/${token}/questions`, {
    data: {
      name: 'Dana Lender',
      email: 'dana@firstbank.example',
      body: 'Why does rent rise 5% a year?',
      target: 'profitLoss.rent',
      year: 'year2',
    },
  });
  expect(asked.status()).toBe(201);

  await page.setViewportSize(LAPTOP);
  await page.goto(`/full-statements/${founder.id}`);
  const rent = page.locator('[data-row="rent"]');
  await expect(rent.getByRole('link', { name: '1 question about Rent, open' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Your account' });
  await expect(
    nav.getByRole('link', { name: /^Full Statements \(1 open question from your lenders\)$/ }),
  ).toBeVisible();

  const panel = page.getByRole('region', { name: 'Questions from your lenders' });
  await expect(panel.getByText('Why does rent rise 5% a year?')).toBeVisible();
  await expect(panel.getByText('Rent (Profit & Loss), Year 2')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'dana@firstbank.example' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/share-questions-laptop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(
    page.getByRole('button', { name: /^Menu \(1 open question from your lenders\)$/ }),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/share-questions-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The founder answers beside the thread.
  await panel.getByLabel('Your answer').fill('Our lease has a 5% yearly escalator.');
  await panel.getByRole('button', { name: 'Send answer' }).click();
  await expect(panel.getByText('Our lease has a 5% yearly escalator.')).toBeVisible();
  await expect(panel.getByText('Answered', { exact: true })).toBeVisible();
  await expect(rent.getByRole('link', { name: '1 question about Rent, answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();

  // The lender opens the link again: the thread has the answer, and never an e-mail.
  const thread = await lender.get(`/api/shared/${token}/questions`);
  expect(thread.status()).toBe(200);
  const body = (await thread.json()) as {
    threads: Array<{ status: string; replies: Array<{ body: string }> }>;
  };
  expect(body.threads).toHaveLength(1);
  expect(body.threads[0]).toMatchObject({
    status: 'answered',
    replies: [{ body: 'Our lease has a 5% yearly escalator.' }],
  });
  expect(JSON.stringify(body)).not.toContain('dana@firstbank.example');
  await lender.dispose();
});

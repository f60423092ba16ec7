// The wizard checks each answer where it is typed, shows a server refusal on its step, and keeps Back/Forward between questions.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { fieldMessages } from '@trajectory/engine';
import { paths } from '@trajectory/contracts/paths';
import { answerQuestionnaire, registerFromHome, uniqueEmail } from '../support/journey';
import { SCREENSHOTS } from '../support/env';
import { bakerySections, completeQuestionnaireViaApi, registerFounderViaApi } from '../support/seed';

const SHOTS = SCREENSHOTS;

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // One settled toast: the one before it gone, this one done sliding in.
  await page.waitForFunction(() => {
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
    return toasts.length <= 1 && toasts.every((t) => getComputedStyle(t).opacity === '1');
  });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

const question = (page: Page, n: number) => page.getByText(`Question ${n} of 9`, { exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** The field's own error line (FieldShell's `{id}-error`), which the input names as its description. */
async function expectFieldError(page: Page, id: string, message: string) {
  await expect(page.locator(`#${id}`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator(`#${id}-error`)).toHaveText(message);
}

/** A toast on screen never overlaps the wizard's sticky header. */
async function expectToastClearOfHeader(page: Page) {
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const [t, h] = await Promise.all([toast.boundingBox(), page.locator('header').first().boundingBox()]);
  expect(t && h).toBeTruthy();
  const overlaps = t!.y < h!.y + h!.height && h!.y < t!.y + t!.height;
  expect(overlaps, `toast ${JSON.stringify(t)} header ${JSON.stringify(h)}`).toBe(false);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`[VISITOR] out-of-range answers stop at their question with the bound's message (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await registerFromHome(page, { email: uniqueEmail(`bounds-${viewport.name}`) });
    await expect(question(page, 1)).toBeVisible();
    await page.locator('#description').fill('Candles poured by hand');
    await next(page);

    await page.locator('#unitPrice').fill('1e308');
    await next(page);
    await expectFieldError(page, 'unitPrice', fieldMessages('unitPrice').tooLarge);
    await expect(question(page, 2)).toBeVisible();
    await expect(page).toHaveURL(/[?&]step=2\b/);
    await expectToastClearOfHeader(page);
    await shot(page, `wizard-price-error-${viewport.name}`);

    await page.locator('#unitPrice').fill('12.5');
    await next(page);
    await page.locator('#startMonth').selectOption('0');
    await next(page);
    if (viewport.name === 'desktop') {
      await page.locator('#firstMonthSales').fill('999999999999');
      await next(page);
      await expectFieldError(page, 'firstMonthSales', fieldMessages('firstMonthSales').tooLarge);
      await expect(question(page, 4)).toBeVisible();
    }
    await page.locator('#firstMonthSales').fill('40');
    await next(page);
    // The growth presets, worded as the spec and the staff dialog word them (one form on every screen).
    await expect(question(page, 5)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(5);
    for (const name of ['10%', '20%', '30%', '100% (doubling)', 'Custom'])
      await expect(page.getByRole('radio', { name, exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Custom', exact: true }).click();
    await expect(page.locator('#annualGrowthRate')).toHaveValue('10');
    await shot(page, `wizard-growth-${viewport.name}`);
    if (viewport.name === 'phone') return;
    await page.getByRole('radio', { name: '10%', exact: true }).click();
    await next(page);
    await page.locator('#costPerItem').fill('1000000000');
    await next(page);
    await expectFieldError(page, 'costPerItem', fieldMessages('costPerItem').tooLarge);
    await expect(question(page, 6)).toBeVisible();
  });
}

test('[VISITOR] a value the server refuses is shown on its question, not as a generic toast', async ({
  page,
}) => {
  await registerFromHome(page, { email: uniqueEmail('refusal') });
  // The browser's checks pass; the request is changed on its way so the real server refuses the price.
  await page.route('**/api/questionnaires', async (route) => {
    const body = route.request().postDataJSON() as { productsServices?: Record<string, unknown> };
    await route.continue({
      postData: JSON.stringify({ ...body, productsServices: { ...body.productsServices, unitPrice: 1e308 } }),
    });
  });
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/questionnaires') && r.request().method() === 'POST',
  );
  await answerQuestionnaire(page);
  const response = await refused;
  expect(response.status()).toBe(400);
  const { message } = (await response.json()) as { message: string };
  expect(message).toBe(fieldMessages('unitPrice').tooLarge);
  await expect(question(page, 2)).toBeVisible();
  await expect(page.locator('#unitPrice-error')).toHaveText(message);
  await expect(page.getByText('Failed to save questionnaire data')).toHaveCount(0);
  await shot(page, 'wizard-server-refusal-desktop');
});

test('[VISITOR] browser Back and Forward move between questions; Back on question 1 leaves the wizard', async ({
  page,
}) => {
  await registerFromHome(page, { email: uniqueEmail('history') });
  await expect(question(page, 1)).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=1\b/);
  await next(page);
  await page.locator('#unitPrice').fill('9.5');
  await next(page);
  await expect(question(page, 3)).toBeVisible();

  await page.goBack();
  await expect(question(page, 2)).toBeVisible();
  await expect(page.locator('#unitPrice')).toHaveValue('9.5');
  await page.goForward();
  await expect(question(page, 3)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(question(page, 2)).toBeVisible();
  await page.goBack();
  await expect(question(page, 1)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get it Now' }).first()).toBeVisible();
});

test('[VISITOR] the wizard and its review arrive drawn by the server; what is typed and pressed before the script runs counts', async ({
  page,
}) => {
  const { id: prospectId } = await registerFounderViaApi(page.request, { businessName: 'Drawn Candles' });
  // Without any script (issue #27 item 1): question 1 is in the HTML, with the prospect's business name.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(paths.questionnaire(prospectId));
  await expect(question(page, 1)).toBeVisible();
  await expect(page.getByLabel('Business name')).toHaveValue('Drawn Candles');
  await page.unrouteAll();

  // The app's code held back: a description typed and Next pressed meanwhile are taken once it has run,
  // and the page hydrates without a warning.
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!landing-boot)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(paths.questionnaire(prospectId));
  await page.locator('#description').fill('Candles poured by hand');
  await next(page);
  await expect(question(page, 1)).toBeVisible();
  expect(await page.evaluate(() => '__trajectoryHydrated' in window)).toBe(false);
  release();
  await expect(question(page, 2)).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.locator('#description')).toHaveValue('Candles poured by hand');
  // This device's draft, which the server cannot see, is taken once the drawn page has hydrated.
  await page.reload();
  await expect(page.getByText('We restored the answers you saved on this device.')).toBeVisible();
  await expect(page.locator('#description')).toHaveValue('Candles poured by hand');
  expect(problems).toEqual([]);

  // The founder's correction opens on the review, drawn with the stored answers before any script.
  const questionnaireId = await completeQuestionnaireViaApi(
    page.request,
    prospectId,
    bakerySections('Drawn Candles', 'Beeswax candles and wicks'),
    { confirm: true },
  );
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(paths.editAnswers(prospectId, questionnaireId));
  await expect(page.getByText('Beeswax candles and wicks')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await page.unrouteAll();
});

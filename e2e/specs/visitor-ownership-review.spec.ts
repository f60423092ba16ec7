// "Were these yours?" (issue #22): when a founder's link is verified in a browser other than the one that
// registered the e-mail, the plans started from that other browser are listed once. No deletes them (their
// reports too), gives the credits back and lets the founder correct their details; yes keeps everything.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { getAccessLink, shootBothWidths } from '../support/access';
import { REPORTS_URL } from '../support/journey';
import { bakerySections, completeQuestionnaireViaApi, registerFounderViaApi } from '../support/seed';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** In a fresh browser: asks for a link on /reports, follows it and clicks "Open my reports". */
async function verifyInNewBrowser(browser: Browser, baseURL: string | undefined, email: string) {
  const page = await newPage(browser, baseURL);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Your Reports' })).toBeVisible();
  const link = await getAccessLink(page, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Open your reports' })).toBeVisible();
  await page.getByRole('button', { name: 'Open my reports' }).click();
  return page;
}

test('[VISITOR] No: the plans someone started with my e-mail are deleted, the report given back, my details corrected', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  // Someone registers the founder's e-mail first, in their own browser, and completes a plan.
  const impostor = await newPage(browser, baseURL);
  const seeded = await registerFounderViaApi(impostor.request, {
    emailTag: 'squatted',
    name: 'Mallory Impostor',
    businessName: 'Fake Co',
  });
  await completeQuestionnaireViaApi(impostor.request, seeded.id, bakerySections('Mallory Muffins'), {
    confirm: true,
  });

  // The founder follows the link in their own browser and is asked about that plan.
  const founder = await verifyInNewBrowser(browser, baseURL, seeded.email);
  await expect(founder.getByRole('heading', { level: 1, name: 'Were these yours?' })).toBeVisible();
  const plans = founder.getByTestId('review-plan');
  await expect(plans).toHaveCount(1);
  await expect(plans.first()).toContainText('Mallory Muffins');
  await expect(plans.first()).toContainText(/Started [A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(plans.first()).toContainText('Completed');
  await shootBothWidths(founder, 'ownership-review-ask');

  await founder.getByRole('button', { name: "No, they weren't" }).click();
  await expect(founder.getByLabel('Your name')).toHaveValue('Mallory Impostor');
  await expect(founder.getByLabel('Business name')).toHaveValue('Fake Co');
  await founder.getByLabel('Your name').fill('Ada Lovelace');
  await founder.getByLabel('Business name').fill('Ada Bakes');
  await founder.getByLabel('Phone number').fill('(555) 123-4567');
  await shootBothWidths(founder, 'ownership-review-correct');
  await founder.getByRole('button', { name: 'Delete these plans' }).click();

  await expect(founder.getByRole('heading', { level: 1, name: 'Plans deleted' })).toBeVisible();
  await expect(founder.getByTestId('ownership-review-done')).toContainText(
    '1 plan deleted, and 1 report given back to your plan.',
  );
  await shootBothWidths(founder, 'ownership-review-done');
  await founder.getByRole('button', { name: 'Open my reports' }).click();
  await founder.waitForURL(REPORTS_URL);
  await expect(founder.getByRole('heading', { level: 1, name: 'Reports for Ada Lovelace' })).toBeVisible();
  await expect(founder.getByTestId('report-card')).toHaveCount(0);

  // The impostor's browser lost the plan when the link was verified.
  await impostor.goto('/reports');
  await expect(impostor.getByRole('heading', { level: 1, name: 'Access Your Reports' })).toBeVisible();

  // Asked once: another link later opens the dashboard straight away.
  const later = await verifyInNewBrowser(browser, baseURL, seeded.email);
  await later.waitForURL(REPORTS_URL);
  await expect(later.getByRole('heading', { level: 1, name: 'Reports for Ada Lovelace' })).toBeVisible();
});

test("[VISITOR] Yes: the plans were started on the founder's own laptop, and nothing changes", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  const laptop = await newPage(browser, baseURL);
  const seeded = await registerFounderViaApi(laptop.request, { emailTag: 'laptop' });
  await completeQuestionnaireViaApi(laptop.request, seeded.id, bakerySections('Laptop Loaves'), {
    confirm: true,
  });

  const phone = await verifyInNewBrowser(browser, baseURL, seeded.email);
  await expect(phone.getByRole('heading', { level: 1, name: 'Were these yours?' })).toBeVisible();
  await expect(phone.getByTestId('review-plan')).toContainText('Laptop Loaves');
  await phone.getByRole('button', { name: 'Yes, they were mine' }).click();
  await phone.waitForURL(REPORTS_URL);
  await expect(phone.getByRole('heading', { level: 1, name: 'Reports for Ada Founder' })).toBeVisible();
  await expect(phone.getByTestId('report-card')).toHaveCount(1);
});

// A results link that names no projection shows a plain "not found" with a way back, never the raw validation message.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS } from '../support/env';

const SHOTS = SCREENSHOTS;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`[VISITOR] /results/not-a-uuid says the projection cannot be found (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/results/not-a-uuid');
    await expect(page.getByRole('heading', { name: "We couldn't find this projection" })).toBeVisible();
    await expect(page.getByText(/valid id|must be|INVALID_INPUT/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Reports Dashboard' })).toBeVisible();
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/results-not-found-${viewport.name}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

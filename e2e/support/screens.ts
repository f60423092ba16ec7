// Screenshots a spec keeps for a person to look at after a run (e2e/screenshots, ignored by git).
import type { Page } from '@playwright/test';
import { SCREENSHOTS } from './env';

/** The page as it is now, the whole length of it unless `fullPage` is false. */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

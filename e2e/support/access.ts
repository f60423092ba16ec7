// Visitor access in the browser specs (issue #12): ask for a link on the "Send me my link" screen and read
// it from the test-mode banner, or from the staff outbox when the server shows none.
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './env';

const SHOTS = 'e2e/screenshots';

/** Fills the "Send me my link" form on screen and waits for "Check your inbox"; returns the test-mode link or null. */
export async function askForLink(page: Page, email: string): Promise<string | null> {
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send me my link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const banner = page.getByTestId('test-mode-banner');
  if ((await banner.count()) === 0) return null;
  return banner.getByRole('link').getAttribute('href');
}

type OutboxMail = { to: string; text: string; createdAt: string };

/** The newest access link mailed to `email`, read through the staff outbox API in its own cookie jar. */
export async function linkFromOutbox(page: Page, email: string): Promise<string> {
  const staff = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  try {
    expect((await staff.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    // The server stores a link's mail just after answering, so the newest one may take a moment.
    let path: string | undefined;
    await expect
      .poll(
        async () => {
          const res = await staff.request.get('/api/admin/mail-outbox?page=1&pageSize=50');
          expect(res.status()).toBe(200);
          const { items } = (await res.json()) as { items: OutboxMail[] };
          const mail = items.find((item) => item.to === email && /\/access\/[A-Za-z0-9_-]+/.test(item.text));
          path = mail?.text.match(/\/access\/[A-Za-z0-9_-]+/)?.[0];
          return path;
        },
        { message: `an access link mailed to ${email}` },
      )
      .toBeTruthy();
    return path!;
  } finally {
    await staff.close();
  }
}

/** Asks for a link on screen and returns it: from the test-mode banner, else from the outbox. */
export async function getAccessLink(page: Page, email: string): Promise<string> {
  return (await askForLink(page, email)) ?? (await linkFromOutbox(page, email));
}

/** Full-page screenshots at desktop (1280) and phone (390) widths: `{name}-desktop.png`, `{name}-phone.png`. */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  // Nothing may scroll sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (before) await page.setViewportSize(before);
}

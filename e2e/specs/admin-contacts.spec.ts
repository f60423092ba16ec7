// [ADMIN] Contacts: a social account with an uploaded icon, the contact form settings, visitor messages.
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { openDashboard } from '../support/admin';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid 2×2 indigo RGB PNG, built here so the server's magic-byte check sees a real image. */
function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = [0, 0x4f, 0x46, 0xe5, 0x4f, 0x46, 0xe5];
  const pixels = Buffer.from([...row, ...row]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Social = { id: number; account: string; logo: string | null; platform: string; position: string };
type ContactSettings = {
  id: number;
  contactEmail: string;
  contactFormTitle: string;
  contactFormDescription: string;
  autoReplyEnabled: boolean;
  autoReplySubject: string;
  autoReplyMessage: string;
  isActive: boolean;
};

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const socialRow = (page: Page, account: string) =>
  page.getByRole('table', { name: 'Social media accounts' }).getByTestId('social-account-row').filter({
    hasText: account,
  });

test('[ADMIN] a social account with an uploaded icon is added, shown publicly, edited and deleted', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const name = `E2E Social ${suffix}`;
  const renamed = `E2E Renamed ${suffix}`;
  const publicAccounts = async () =>
    (await (await request.get('/api/social-media/active')).json()) as Social[];

  await openDashboard(page, 'contacts');
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add Social Media Account' })).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Add Account' });
  await expect(submit).toBeDisabled();

  await dialog.getByLabel('Platform').click();
  await page.getByRole('option', { name: 'Instagram' }).click();
  await dialog.getByLabel('Account Name').fill(name);
  await dialog.getByLabel('Link').fill(`https://instagram.com/e2e-${suffix}`);
  await dialog.getByLabel('Description', { exact: true }).fill('Behind the numbers');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(toast(page, 'Icon uploaded successfully')).toBeVisible();
  await expect(dialog.getByAltText('Icon preview')).toHaveAttribute('src', /^\/api\/objects\/[0-9a-f-]{36}$/);
  await dialog.getByLabel('Position').click();
  await page.getByRole('option', { name: 'Both' }).click();
  await dialog.getByLabel('Sort Order').fill('3');
  await page.screenshot({ path: 'e2e/screenshots/admin-social-dialog-desktop.png' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(socialRow(page, name)).toContainText('Instagram');
  await expect(socialRow(page, name)).toContainText('Both');

  // Public: the active list and the icon itself.
  const added = (await publicAccounts()).find((a) => a.account === name);
  expect(added).toMatchObject({ platform: 'Instagram', position: 'both' });
  expect(added?.logo).toMatch(/^\/api\/objects\//);
  const icon = await request.get(added!.logo!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  const staffList = (await (await page.request.get('/api/social-media')).json()) as Social[];
  expect(staffList.some((a) => a.id === added!.id)).toBe(true);
  await page.screenshot({ path: 'e2e/screenshots/admin-contacts-desktop.png', fullPage: true });

  // Edit.
  await socialRow(page, name)
    .getByRole('button', { name: `Edit Instagram ${name}` })
    .click();
  await expect(dialog.getByRole('heading', { name: 'Edit Social Media Account' })).toBeVisible();
  await expect(dialog.getByAltText('Icon preview')).toBeVisible();
  await dialog.getByLabel('Account Name').fill(renamed);
  await dialog.getByRole('button', { name: 'Update Account' }).click();
  await expect(dialog).toBeHidden();
  await expect(socialRow(page, renamed)).toBeVisible();
  expect((await publicAccounts()).find((a) => a.id === added!.id)?.account).toBe(renamed);

  // Delete, after confirming.
  await socialRow(page, renamed)
    .getByRole('button', { name: `Delete Instagram ${renamed}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  // The toast comes once the server has deleted it; while the confirmation is open the table is hidden from
  // the accessibility tree, so the row's absence alone proves nothing.
  await expect(toast(page, 'Social media account deleted.')).toBeVisible();
  await expect(socialRow(page, renamed)).toHaveCount(0);
  expect((await publicAccounts()).some((a) => a.id === added!.id)).toBe(false);
});

test('[ADMIN] saved contact settings change the public contact page', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const title = `E2E Contact ${suffix}`;
  await openDashboard(page, 'contacts');
  const original = (await (await page.request.get('/api/admin/contact-settings')).json()) as ContactSettings;
  const email = page.getByLabel('Contact Email');
  await expect(email).toHaveValue(original.contactEmail);

  try {
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Contact email must be a valid e-mail address')).toBeVisible();
    await email.fill('hello@example.com');
    await page.getByLabel('Form Title').fill(title);
    await page.getByLabel('Form Description').fill('Questions about your projection? Write to us.');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Contact settings saved.')).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Questions about your projection? Write to us.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@example.com' })).toBeVisible();
  } finally {
    const { id, ...body } = original;
    const restored = await page.request.put(`/api/contact-settings/${id}`, { data: body });
    expect(restored.status()).toBe(200);
  }
});

test('[ADMIN] a message sent through the contact form appears in the messages table', async ({
  page,
  request,
}) => {
  const subject = `E2E question ${Date.now().toString(36)}`;
  const sent = await request.post('/api/contact', {
    data: {
      name: 'Erin Example',
      email: 'erin@example.com',
      subject,
      message: 'How do I read the cash flow statement?',
    },
  });
  expect(sent.status()).toBe(200);
  await openDashboard(page, 'contacts');
  const rows = page.getByRole('table', { name: 'Contact messages' }).getByTestId('contact-message-row');
  await expect(rows.first()).toContainText(subject);
  await expect(rows.first()).toContainText('Erin Example');
  await expect(rows.first()).toContainText('How do I read the cash flow statement?');
  // The auto-reply waits in the outbox (the e2e server has no mail server).
  const outbox = page.getByRole('table', { name: 'Outgoing mail' }).getByTestId('outbox-row');
  await expect(outbox.filter({ hasText: 'erin@example.com' }).first()).toBeVisible();
});

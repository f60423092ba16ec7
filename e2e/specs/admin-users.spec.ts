// [ADMIN] User Management: create admins through both dialogs, change a password, the two-admin minimum.
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/env';
import { loginThroughScreen, openDashboard } from '../support/admin';

type AdminUser = { id: number; username: string };

const usersTable = (page: Page) => page.getByRole('table', { name: 'Admin users' });
const userRow = (page: Page, username: string) =>
  usersTable(page).getByTestId('admin-user-row').filter({ hasText: username });

async function fillUserDialog(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User Created', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function listUsers(page: Page): Promise<AdminUser[]> {
  const res = await page.request.get('/api/admin/users');
  expect(res.status()).toBe(200);
  return (await res.json()) as AdminUser[];
}

test('[ADMIN] admins are created through both dialogs, change their password and two always remain', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const first = `e2e-first-${suffix}`;
  const second = `e2e-second-${suffix}`;
  const third = `e2e-third-${suffix}`;
  const password = 'first-pass-1';
  const newPassword = 'second-pass-2';

  await openDashboard(page, 'users');
  await expect(userRow(page, E2E_ADMIN.username)).toContainText('You');

  // The header's Create Admin User dialog, then the tab's Add User dialog: the same form.
  await page.getByRole('button', { name: 'Create Admin User' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create Admin User' })).toBeVisible();
  await fillUserDialog(page, first, password);
  await expect(userRow(page, first)).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Add User' })).toBeVisible();
  await fillUserDialog(page, second, password);
  await expect(userRow(page, second)).toContainText('admin');
  await expect(userRow(page, second)).not.toContainText('You');
  await page.screenshot({ path: 'e2e/screenshots/admin-users-desktop.png', fullPage: true });

  // The second admin changes their own password in a browser of their own.
  const context = await browser.newContext();
  const own = await context.newPage();
  await loginThroughScreen(own, { username: second, password });
  await own.getByRole('button', { name: 'Change Password' }).click();
  const dialog = own.getByRole('dialog');
  await dialog.getByLabel('Current Password').fill('not-my-password');
  await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm New Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(own.getByText('Current password is incorrect', { exact: true }).first()).toBeVisible();
  await dialog.getByLabel('Current Password').fill(password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(own.getByText('Password Changed', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await own.getByRole('button', { name: 'Logout' }).click();
  await own.waitForURL(/\/admin$/);
  const oldLogin = await own.request.post('/api/admin/login', { data: { username: second, password } });
  expect(oldLogin.status()).toBe(401);
  await loginThroughScreen(own, { username: second, password: newPassword });
  await expect(own.getByTestId('admin-username')).toContainText(second);
  await context.close();

  // Deleting down to the minimum: only our own users are ever deleted.
  const others = (await listUsers(page)).filter((u) => ![first, second].includes(u.username));
  expect(
    others.map((u) => u.username),
    'the spec expects only the seeded admin besides its own',
  ).toEqual([E2E_ADMIN.username]);
  const created = await page.request.post('/api/admin/users', { data: { username: third, password } });
  expect(created.status()).toBe(201);
  await page.reload();
  await expect(usersTable(page).getByTestId('admin-user-row')).toHaveCount(4);

  await userRow(page, third)
    .getByRole('button', { name: `Delete ${third}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(third);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User Deleted', { exact: true }).first()).toBeVisible();
  await expect(usersTable(page).getByTestId('admin-user-row')).toHaveCount(3);

  // Behind the page's back another admin removes one, so the table still shows three: the server refuses.
  const firstId = (await listUsers(page)).find((u) => u.username === first)!.id;
  expect((await page.request.delete(`/api/admin/users/${firstId}`)).status()).toBe(200);
  await userRow(page, second)
    .getByRole('button', { name: `Delete ${second}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Cannot Delete User', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Must maintain at least 2 admin users for security.')).toBeVisible();
  await expect(usersTable(page).getByTestId('admin-user-row')).toHaveCount(2);
  await expect(userRow(page, second)).toBeVisible();

  // With two left, the page refuses without asking the server.
  await userRow(page, second)
    .getByRole('button', { name: `Delete ${second}` })
    .click();
  await expect(page.getByText('Cannot Delete User', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect((await listUsers(page)).map((u) => u.username).sort()).toEqual([E2E_ADMIN.username, second].sort());
});

test('[ADMIN] on a phone User Management and the Create Admin User dialog fill the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, 'users');
  await expect(usersTable(page)).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-users-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Create Admin User' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Username is required', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-create-user-phone.png' });
});

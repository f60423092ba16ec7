// User Management: the create form's messages, the users table and the two-admin minimum on delete.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateAdminUserDialog } from '@/features/admin/users/components/create-admin-user-dialog';
import { UsersTab } from '@/features/admin/users/components/users-tab';
import { createQueryClient } from '@/lib/query-client';
import { notify } from '@/lib/notify';
import { jsonResponse, mockApi, spyOnNotify } from './utils';

spyOnNotify();

const user = (id: number, username: string) => ({
  id,
  username,
  role: 'admin',
  createdAt: new Date(2025, 0, 5, 10, 0).toISOString(),
});
const me = { authenticated: true, user: user(1, 'alice') };

function withClient(ui: React.ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

async function fillCreate(username: string, password: string, confirm: string) {
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
}

describe('Create Admin User dialog', () => {
  it('requires a username', async () => {
    const fetchMock = mockApi({});
    withClient(<CreateAdminUserDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Create Admin User' })).toBeInTheDocument();
    await fillCreate('', 'secret1-secret1', 'secret1-secret1');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the passwords don't match, and that they need 12 characters", async () => {
    const fetchMock = mockApi({});
    withClient(<CreateAdminUserDialog open onOpenChange={() => {}} />);
    await fillCreate('bob', 'secret1-secret1', 'secret2-secret2');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'eleven-char');
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message, or the fallback", async () => {
    let answer = jsonResponse(
      { error: 'CONFLICT', message: 'An admin user named "bob" already exists', field: 'username' },
      { status: 409 },
    );
    mockApi({ '/api/admin/users': () => answer });
    withClient(<CreateAdminUserDialog open onOpenChange={() => {}} />);
    await fillCreate('bob', 'secret1-secret1', 'secret1-secret1');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'An admin user named "bob" already exists' }),
      ),
    );
    answer = new Response('', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith(
        expect.objectContaining({ description: 'Failed to create user' }),
      ),
    );
  });
});

describe('User Management tab', () => {
  it('lists the users, marks the signed-in one, and Add User refreshes the list', async () => {
    let users = [user(1, 'alice'), user(2, 'bob')];
    const fetchMock = mockApi({
      '/api/admin/me': () => jsonResponse(me),
      '/api/admin/users': (init) => {
        if (init?.method === 'POST') {
          users = [...users, user(3, 'carol')];
          return jsonResponse(user(3, 'carol'), { status: 201 });
        }
        return jsonResponse(users);
      },
    });
    withClient(<UsersTab />);
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('You')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('You')).toBeNull();
    expect(within(rows[0]!).getByText('admin')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Jan 05, 2025')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(screen.getByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    await fillCreate('  carol ', 'secret1-secret1', 'secret1-secret1');
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(3));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ username: 'carol', password: 'secret1-secret1' });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'User Created' }));
  });

  it('refuses on the client when only two admins remain', async () => {
    const fetchMock = mockApi({
      '/api/admin/me': () => jsonResponse(me),
      '/api/admin/users': () => jsonResponse([user(1, 'alice'), user(2, 'bob')]),
    });
    withClient(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete bob' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Cannot Delete User',
      description: 'Must maintain at least 2 admin users for security.',
      variant: 'destructive',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('confirms a delete and shows "Cannot Delete User" when the server refuses', async () => {
    const fetchMock = mockApi({
      '/api/admin/me': () => jsonResponse(me),
      '/api/admin/users': () => jsonResponse([user(1, 'alice'), user(2, 'bob'), user(3, 'carol')]),
      '/api/admin/users/3': () =>
        jsonResponse(
          { error: 'CONFLICT', message: 'Must maintain at least 2 admin users for security.' },
          { status: 409 },
        ),
    });
    withClient(<UsersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete carol' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Cannot Delete User',
        description: 'Must maintain at least 2 admin users for security.',
        variant: 'destructive',
      }),
    );
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/users/3' && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('falls back to "Failed to delete user" and offers Try Again when the list fails', async () => {
    let usersOk = false;
    mockApi({
      '/api/admin/me': () => jsonResponse(me),
      '/api/admin/users': () =>
        usersOk
          ? jsonResponse([user(1, 'alice'), user(2, 'bob'), user(3, 'carol')])
          : new Response('', { status: 500, statusText: 'Internal Server Error' }),
      '/api/admin/users/2': () => new Response('', { status: 500 }),
    });
    withClient(<UsersTab />);
    expect(await screen.findByText('Could not load admin users')).toBeInTheDocument();
    usersOk = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete bob' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ description: 'Failed to delete user' })),
    );
  });
});

// Change Password dialog: the spec's validation messages, the server's message and the fallback.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from '@/features/admin/users/components/change-password-dialog';
import { createQueryClient } from '@/lib/query-client';
import { notify } from '@/lib/notify';
import { jsonResponse, mockApi, spyOnNotify } from './utils';

spyOnNotify();

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change Password dialog', () => {
  it('asks for at least 12 characters and sends nothing', async () => {
    const fetchMock = mockApi({});
    renderDialog();
    await fill('old-password', 'eleven-char', 'eleven-char');
    expect(await screen.findByText('Password must be at least 12 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the new passwords don't match", async () => {
    const fetchMock = mockApi({});
    renderDialog();
    await fill('old-password', 'abcdef-ghijkl', 'abcdeg-ghijkl');
    expect(await screen.findByText("New passwords don't match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the current password', async () => {
    mockApi({});
    renderDialog();
    await fill('', 'abcdef-ghijkl', 'abcdef-ghijkl');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
  });

  it("shows the server's sentence for a wrong current password and stays open", async () => {
    const fetchMock = mockApi({
      '/api/admin/change-password': () =>
        jsonResponse(
          { error: 'INVALID_INPUT', message: 'Current password is incorrect', field: 'currentPassword' },
          { status: 400 },
        ),
    });
    const { onOpenChange } = renderDialog();
    await fill('wrong-one', 'abcdef-ghijkl', 'abcdef-ghijkl');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Current password is incorrect',
        variant: 'destructive',
      }),
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'wrong-one',
      newPassword: 'abcdef-ghijkl',
    });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to change password" when the server says nothing useful', async () => {
    mockApi({ '/api/admin/change-password': () => new Response('', { status: 502, statusText: '' }) });
    renderDialog();
    await fill('old-password', 'abcdef-ghijkl', 'abcdef-ghijkl');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Failed to change password' }),
      ),
    );
  });

  it('confirms success and closes', async () => {
    mockApi({ '/api/admin/change-password': () => jsonResponse({ success: true }) });
    const { onOpenChange } = renderDialog();
    await fill('old-password', 'abcdef-ghijkl', 'abcdef-ghijkl');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Password Changed', variant: 'success' }),
    );
  });
});

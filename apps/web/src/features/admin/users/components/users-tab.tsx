// User Management tab: the admin users table, Add User, and delete with the two-admin minimum.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2, UserPlus } from 'lucide-react';
import { MIN_ADMIN_USERS, MIN_ADMIN_USERS_MESSAGE } from '@trajectory/contracts/admin-users';
import type { TAdminUser } from '@trajectory/contracts/admin-auth';
import { StatusPanel } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { isConflict } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { adminSessionQueryKey, useAdminSession } from '@/features/admin/auth/api/get-admin-session';
import { useAdminUsers } from '../api/get-admin-users';
import { ConfirmDialog } from '@/features/admin/common/components/confirm-dialog';
import { CreateAdminUserDialog } from './create-admin-user-dialog';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';

const notifyMinimum = () =>
  notify({ title: 'Cannot Delete User', description: MIN_ADMIN_USERS_MESSAGE, variant: 'destructive' });

export function UsersTab() {
  const users = useAdminUsers();
  const session = useAdminSession();
  const remove = useDeleteAdminUser();
  const queryClient = useQueryClient();
  const [isAdding, setIsAdding] = useState(false);
  const [toDelete, setToDelete] = useState<TAdminUser | null>(null);
  const myId = session.data?.user.id;

  const askDelete = (user: TAdminUser) => {
    // The server decides; this only spares a request the list already shows would be refused.
    if ((users.data?.length ?? 0) <= MIN_ADMIN_USERS) notifyMinimum();
    else setToDelete(user);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, username } = toDelete;
    remove.mutate(id, {
      onSuccess: () => {
        notify({
          title: 'User Deleted',
          description: `"${username}" can no longer sign in.`,
          variant: 'success',
        });
        // Deleting yourself ends your session: reading it again sends the dashboard to the login screen.
        if (id === myId) void queryClient.invalidateQueries({ queryKey: adminSessionQueryKey });
      },
      onError: (err) => (isConflict(err) ? notifyMinimum() : notifyFailure(err, 'Failed to delete user')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Card className="gap-0 overflow-hidden p-0">
      <CardHeader className="flex flex-col gap-3 border-b border-border p-4 md:flex-row md:items-center md:justify-between md:p-6">
        <div className="flex flex-col gap-1">
          <CardTitle>Admin Users</CardTitle>
          <CardDescription>
            Everyone listed can sign in to this dashboard. At least {MIN_ADMIN_USERS} admin users must remain.
          </CardDescription>
        </div>
        <Button onClick={() => setIsAdding(true)} className="w-full md:w-auto">
          <UserPlus aria-hidden="true" />
          Add User
        </Button>
      </CardHeader>
      {users.isPending ? (
        <div role="status" aria-label="Loading admin users" className="flex flex-col gap-3 p-6">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : users.isError ? (
        <StatusPanel
          title="Could not load admin users"
          onRetry={() => void users.refetch()}
          className="m-4 border-0 shadow-none"
        >
          {users.error.message}
        </StatusPanel>
      ) : users.data.length === 0 ? (
        <StatusPanel title="No admin users yet" className="m-4 border-0 shadow-none">
          Add a user to give a colleague access to the dashboard.
        </StatusPanel>
      ) : (
        <Table aria-label="Admin users">
          <TableHeader>
            <TableRow>
              <TableHead>Username</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Created</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.data.map((user) => (
              <TableRow key={user.id} data-testid="admin-user-row">
                <TableCell className="font-medium">
                  <span className="flex items-center gap-2 whitespace-nowrap">
                    {user.username}
                    {user.id === myId && <Badge variant="brand">You</Badge>}
                  </span>
                </TableCell>
                <TableCell>
                  <Badge variant="secondary" className="capitalize">
                    {user.role || 'admin'}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{formatDate(user.createdAt)}</TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    onClick={() => askDelete(user)}
                    aria-label={`Delete ${user.username}`}
                  >
                    <Trash2 aria-hidden="true" />
                    <span className="hidden md:inline">Delete</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <CreateAdminUserDialog open={isAdding} onOpenChange={setIsAdding} title="Add User" />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Admin User"
        description={
          toDelete?.id === myId
            ? `Delete your own account "${toDelete?.username ?? ''}"? You will be signed out and cannot sign in again.`
            : `Delete "${toDelete?.username ?? ''}"? They will no longer be able to sign in.`
        }
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

// The Contacts tab's social media accounts: table, add/edit dialog, delete; five accounts at most.
import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { MAX_SOCIAL_ACCOUNTS } from '@trajectory/contracts/admin-settings';
import type { TSocialMediaAccount } from '@trajectory/contracts/site';
import { StatusPanel } from '@/components/status-panel';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { notify } from '@/lib/notify';
import { useDeleteSocialAccount } from '../api/delete-social-account';
import { useSocialAccounts } from '../api/get-social-accounts';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';
import { ConfirmDialog } from '@/features/admin/common/components/confirm-dialog';
import { SocialAccountDialog } from './social-account-dialog';

const POSITION_LABEL = { top: 'Top', bottom: 'Bottom', both: 'Both' } as const;

type Editing = { account: TSocialMediaAccount | null } | null;

export function SocialAccountsCard() {
  const accounts = useSocialAccounts();
  const remove = useDeleteSocialAccount();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<TSocialMediaAccount | null>(null);
  const isFull = (accounts.data?.length ?? 0) >= MAX_SOCIAL_ACCOUNTS;

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () =>
        notify({ title: 'Success', description: 'Social media account deleted.', variant: 'success' }),
      onError: (err) => notifyFailure(err, 'Failed to delete social media account'),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Card className="gap-0 overflow-hidden p-0">
      <CardHeader className="flex flex-col gap-3 border-b border-border p-4 md:flex-row md:items-start md:justify-between md:p-6">
        <div className="flex flex-col gap-1">
          <CardTitle>Social Media Accounts</CardTitle>
          <CardDescription>
            Links shown in the contact section (top), the footer (bottom) or both. Up to {MAX_SOCIAL_ACCOUNTS}{' '}
            accounts.
          </CardDescription>
        </div>
        <div className="flex flex-col items-stretch gap-1 md:items-end">
          <Button
            onClick={() => setEditing({ account: null })}
            disabled={!accounts.isSuccess || isFull}
            aria-describedby={isFull ? 'social-limit-note' : undefined}
          >
            <Plus aria-hidden="true" />
            Add Account
          </Button>
          {isFull && (
            <p id="social-limit-note" className="text-xs text-muted-foreground md:text-right">
              {MAX_SOCIAL_ACCOUNTS} accounts is the most allowed. Delete one to add another.
            </p>
          )}
        </div>
      </CardHeader>
      {accounts.isPending ? (
        <div role="status" aria-label="Loading social media accounts" className="flex flex-col gap-3 p-6">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : accounts.isError ? (
        <StatusPanel
          title="Could not load social media accounts"
          onRetry={() => void accounts.refetch()}
          className="m-4 border-0 shadow-none"
        >
          {accounts.error.message}
        </StatusPanel>
      ) : accounts.data.length === 0 ? (
        <StatusPanel title="No social media accounts yet" className="m-4 border-0 shadow-none">
          Add an account to show its link on the home and contact pages.
        </StatusPanel>
      ) : (
        <Table aria-label="Social media accounts">
          <TableHeader>
            <TableRow>
              <TableHead>Platform</TableHead>
              <TableHead>Account</TableHead>
              <TableHead>Link</TableHead>
              <TableHead>Position</TableHead>
              <TableHead numeric>Order</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {accounts.data.map((account) => (
              <TableRow key={account.id} data-testid="social-account-row">
                <TableCell>
                  <span className="flex items-center gap-2 font-medium">
                    {account.logo ? (
                      <img
                        src={account.logo}
                        alt=""
                        className="size-6 rounded object-contain"
                        loading="lazy"
                      />
                    ) : (
                      <span className="size-6 rounded bg-muted" aria-hidden="true" />
                    )}
                    {account.platform}
                  </span>
                </TableCell>
                <TableCell>
                  <div className="flex min-w-40 flex-col">
                    <span>{account.account}</span>
                    {account.description && (
                      <span className="line-clamp-2 text-xs text-muted-foreground">
                        {account.description}
                      </span>
                    )}
                  </div>
                </TableCell>
                <TableCell>
                  <a
                    href={account.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="block max-w-56 truncate text-primary hover:underline"
                  >
                    {account.link}
                  </a>
                </TableCell>
                <TableCell>{POSITION_LABEL[account.position]}</TableCell>
                <TableCell numeric>{account.sortOrder}</TableCell>
                <TableCell>
                  <Badge variant={account.isActive ? 'success' : 'secondary'}>
                    {account.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing({ account })}
                    aria-label={`Edit ${account.platform} ${account.account}`}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    onClick={() => setToDelete(account)}
                    aria-label={`Delete ${account.platform} ${account.account}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <SocialAccountDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        account={editing?.account ?? null}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Social Media Account"
        description={`Delete the ${toDelete?.platform ?? ''} account "${toDelete?.account ?? ''}"? Its link disappears from the site.`}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

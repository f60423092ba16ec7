// The dashboard's top bar: who is signed in, Sample Data, Change Password, Create Admin User, Logout.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FileSpreadsheet, KeyRound, LogOut, UserPlus } from 'lucide-react';
import { BrandLink } from '@/components/layouts/brand-link';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/admin/auth/api/logout';
import { ChangePasswordDialog } from '@/features/admin/users/components/change-password-dialog';
import { CreateAdminUserDialog } from '@/features/admin/users/components/create-admin-user-dialog';
import { SampleDataEditorDialog } from '@/features/admin/sample-data/components/sample-data-editor-dialog';
import { ADMIN_PATH } from '@/lib/paths';

type OpenDialog = 'password' | 'user' | 'sample' | null;

export function AdminHeader({ username }: { username: string }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const logout = useLogout();
  const navigate = useNavigate();
  const onOpenChange = (open: boolean) => !open && setDialog(null);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-[1400px] flex-wrap items-center justify-between gap-2 px-4 py-2 md:px-6">
        <div className="flex items-center gap-3">
          <BrandLink />
          <span className="hidden rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground sm:inline">
            Admin
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-1 md:gap-2">
          <span className="mr-1 hidden text-sm text-muted-foreground lg:inline" data-testid="admin-username">
            Signed in as <span className="font-medium text-foreground">{username}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => setDialog('sample')}>
            <FileSpreadsheet aria-hidden="true" />
            <span className="hidden md:inline">Sample Data</span>
            <span className="sr-only md:hidden">Sample Data</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDialog('password')}>
            <KeyRound aria-hidden="true" />
            <span className="hidden md:inline">Change Password</span>
            <span className="sr-only md:hidden">Change Password</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDialog('user')}>
            <UserPlus aria-hidden="true" />
            <span className="hidden md:inline">Create Admin User</span>
            <span className="sr-only md:hidden">Create Admin User</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                // admin.md section 4: success or error, the cache is cleared and the login screen shown.
                onSettled: () => void navigate(ADMIN_PATH, { replace: true }),
              })
            }
          >
            <LogOut aria-hidden="true" />
            {logout.isPending ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
      <ChangePasswordDialog open={dialog === 'password'} onOpenChange={onOpenChange} />
      <CreateAdminUserDialog open={dialog === 'user'} onOpenChange={onOpenChange} />
      <SampleDataEditorDialog open={dialog === 'sample'} onOpenChange={onOpenChange} />
    </header>
  );
}

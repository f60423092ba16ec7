// Create Admin User (header action) and Add User (User Management): username, password, confirm.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZCreateAdminUserRequest } from '@trajectory/contracts/admin-users';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { useCreateAdminUser } from '../api/create-admin-user';
import { UsersPasswordField } from '../components/users-password-field';
import { notifyFailure } from '../lib/admin-errors';

/** The server's rules plus the confirmation, which only the browser sees (admin.md section 5). */
export const ZCreateAdminUserForm = ZCreateAdminUserRequest.extend({ confirmPassword: z.string() }).refine(
  (values) => values.password === values.confirmPassword,
  { path: ['confirmPassword'], message: "Passwords don't match" },
);
type TCreateAdminUserForm = z.input<typeof ZCreateAdminUserForm>;

type CreateAdminUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Create Admin User" from the header, "Add User" from the User Management tab. */
  title?: string;
};

export function CreateAdminUserDialog({
  open,
  onOpenChange,
  title = 'Create Admin User',
}: CreateAdminUserDialogProps) {
  const create = useCreateAdminUser();
  const close = (next: boolean) => !create.isPending && onOpenChange(next);
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Every admin user has the same access to the dashboard.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so the fields start empty each time. */}
        <CreateAdminUserForm create={create} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreateAdminUserForm({
  create,
  onDone,
}: {
  create: ReturnType<typeof useCreateAdminUser>;
  onDone: () => void;
}) {
  const form = useForm<TCreateAdminUserForm>({
    resolver: zodResolver(ZCreateAdminUserForm),
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ username, password }) => {
    create.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (user) => {
          notify({
            title: 'User Created',
            description: `Admin user "${user.username}" has been created.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (err) => notifyFailure(err, 'Failed to create user'),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-1 flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-admin-username">Username</Label>
        <Input
          id="new-admin-username"
          autoComplete="off"
          aria-invalid={Boolean(errors.username)}
          aria-describedby={errors.username ? 'new-admin-username-error' : undefined}
          {...form.register('username')}
        />
        <FieldError id="new-admin-username-error">{errors.username?.message}</FieldError>
      </div>
      <UsersPasswordField
        id="new-admin-password"
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <UsersPasswordField
        id="new-admin-confirm"
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={form.register('confirmPassword')}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create User'}
        </Button>
      </DialogFooter>
    </form>
  );
}

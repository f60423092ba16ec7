// Create Admin User (header action) and Add User (User Management): username, password, confirm.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZCreateAdminUserRequest } from '@trajectory/contracts/admin-users';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { useCreateAdminUser } from '../api/create-admin-user';
import { FormDialogFooter } from '@/features/admin/common/components/form-dialog-footer';
import { FormInputField } from '@/features/admin/common/components/form-input-field';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';

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
      <FormInputField
        id="new-admin-username"
        label="Username"
        autoComplete="off"
        error={errors.username?.message}
        registration={form.register('username')}
      />
      <FormInputField
        type="password"
        id="new-admin-password"
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <FormInputField
        type="password"
        id="new-admin-confirm"
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={form.register('confirmPassword')}
      />
      <FormDialogFooter
        onCancel={onDone}
        isPending={create.isPending}
        submitLabel="Create User"
        pendingLabel="Creating..."
      />
    </form>
  );
}

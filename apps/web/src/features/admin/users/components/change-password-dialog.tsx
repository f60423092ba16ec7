// Change Password (header action): current, new and confirm password (admin.md sections 2, 5).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZChangePasswordRequest } from '@trajectory/contracts/admin-users';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import { FormDialogFooter } from '@/features/admin/common/components/form-dialog-footer';
import { FormInputField } from '@/features/admin/common/components/form-input-field';
import { notifyFailure } from '@/features/admin/common/lib/admin-errors';

export const ZChangePasswordForm = ZChangePasswordRequest.extend({ confirmPassword: z.string() }).refine(
  (values) => values.newPassword === values.confirmPassword,
  { path: ['confirmPassword'], message: "New passwords don't match" },
);
type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const change = useChangePassword();
  return (
    <Dialog open={open} onOpenChange={(next) => !change.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Enter your current password, then the new one twice.</DialogDescription>
        </DialogHeader>
        <ChangePasswordForm change={change} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ChangePasswordForm({
  change,
  onDone,
}: {
  change: ReturnType<typeof useChangePassword>;
  onDone: () => void;
}) {
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notify({
            title: 'Password Changed',
            description: 'Your password has been updated successfully.',
            variant: 'success',
          });
          onDone();
        },
        // A wrong current password answers 400 with the server's sentence, shown as it is.
        onError: (err) => notifyFailure(err, 'Failed to change password'),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-1 flex-col gap-4">
      <FormInputField
        type="password"
        id="current-password"
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        registration={form.register('currentPassword')}
      />
      <FormInputField
        type="password"
        id="new-password"
        label="New Password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        registration={form.register('newPassword')}
      />
      <FormInputField
        type="password"
        id="confirm-new-password"
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={form.register('confirmPassword')}
      />
      <FormDialogFooter
        onCancel={onDone}
        isPending={change.isPending}
        submitLabel="Change Password"
        pendingLabel="Changing..."
      />
    </form>
  );
}

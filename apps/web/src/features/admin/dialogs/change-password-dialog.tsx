// Change Password (header action): current, new and confirm password (admin.md sections 2, 5).

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  void props;
  return null;
}

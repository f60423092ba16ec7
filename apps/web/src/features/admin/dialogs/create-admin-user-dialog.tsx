// Create Admin User (header action): username, password, confirm (admin.md sections 2, 5).

type CreateAdminUserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function CreateAdminUserDialog(props: CreateAdminUserDialogProps) {
  void props;
  return null;
}

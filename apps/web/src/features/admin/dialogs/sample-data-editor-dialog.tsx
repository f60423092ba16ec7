// Sample Financial Data Editor: eight tabs, View P&L and Generate Reports (admin.md section 2).

type SampleDataEditorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function SampleDataEditorDialog(props: SampleDataEditorDialogProps) {
  void props;
  return null;
}

// Financial Statements viewer: P&L with seven charts, Balance Sheet, Cash Flow (admin.md section 2).

type StatementsViewerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questionnaireId: string | null;
};

export function StatementsViewerDialog(props: StatementsViewerDialogProps) {
  void props;
  return null;
}

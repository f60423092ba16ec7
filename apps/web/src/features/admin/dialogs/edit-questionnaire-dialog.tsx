// Edit Questionnaire in two parts; saving regenerates the reports and removes the assessment (admin.md sections 2, 4).
import type { TAdminRequest } from '@trajectory/contracts/admin-requests';

type EditQuestionnaireDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: TAdminRequest | null;
};

export function EditQuestionnaireDialog(props: EditQuestionnaireDialogProps) {
  void props;
  return null;
}

// "Edit answers": a generated plan's way back into its questionnaire (the wizard's form and review step),
// on the results page, the full statements and the dashboard's report card.
import { Link } from 'react-router';
import { PencilLine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

type EditAnswersButtonProps = {
  prospectId: string;
  questionnaireId: string | null | undefined;
  variant?: 'outline' | 'ghost' | 'default';
};

export function EditAnswersButton({
  prospectId,
  questionnaireId,
  variant = 'outline',
}: EditAnswersButtonProps) {
  if (!questionnaireId) return null;
  return (
    <Button asChild variant={variant}>
      <Link to={paths.editAnswers(prospectId, questionnaireId)}>
        <PencilLine aria-hidden="true" />
        Edit answers
      </Link>
    </Button>
  );
}

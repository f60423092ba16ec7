// The questionnaire wizard (/questionnaire/:prospectId).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function QuestionnairePage() {
  return <PlaceholderPage title="Financial Information Questionnaire" />;
}

// The complete statements (/full-statements/:prospectId).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function FullStatementsPage() {
  return <PlaceholderPage title="Financial Statements" />;
}

// A prospect's reports dashboard (/reports/:email).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function ReportsDashboardPage() {
  return <PlaceholderPage title="Your Reports" />;
}

// The reports lookup by e-mail (/reports).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function ReportsLookupPage() {
  return <PlaceholderPage title="Access Your Reports" />;
}

// The free P&L results (/results/:prospectId).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function ResultsPage() {
  return <PlaceholderPage title="Your 3-Year Profit & Loss Projection" />;
}

// The staff dashboard (/admin/dashboard).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function AdminDashboardPage() {
  return <PlaceholderPage title="Admin Dashboard" />;
}

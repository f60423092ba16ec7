// The staff sign-in screen (/admin and /admin/login).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function AdminLoginPage() {
  return <PlaceholderPage title="Admin Login" />;
}

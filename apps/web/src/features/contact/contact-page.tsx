// The contact form (/contact).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function ContactPage() {
  return <PlaceholderPage title="Contact Us" />;
}

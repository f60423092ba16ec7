// The one payment page (/checkout?product=&prospectId=).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function CheckoutPage() {
  return <PlaceholderPage title="Checkout" />;
}

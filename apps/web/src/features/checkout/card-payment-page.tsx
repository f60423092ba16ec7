// The card payment page (/checkout/stripe?orderId=).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function CardPaymentPage() {
  return <PlaceholderPage title="Card Payment" />;
}

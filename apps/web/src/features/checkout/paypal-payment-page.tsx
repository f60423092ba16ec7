// The PayPal payment page (/checkout/paypal?orderId=).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function PaypalPaymentPage() {
  return <PlaceholderPage title="PayPal Payment" />;
}

// After a payment (/payment-success/:prospectId and /payment-success?orderId=).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function PaymentSuccessPage() {
  return <PlaceholderPage title="Payment Successful" />;
}

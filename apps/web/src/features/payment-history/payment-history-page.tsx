// Payment records by e-mail (/payment-history).
import { PlaceholderPage } from '@/components/layouts/placeholder-page';

export function PaymentHistoryPage() {
  return <PlaceholderPage title="Payment History" />;
}

// Payment History tab (admin.md section 2).
import { TabPlaceholder } from '../components/tab-placeholder';

export function PaymentHistoryTab() {
  return <TabPlaceholder title="Payment History tab" />;
}

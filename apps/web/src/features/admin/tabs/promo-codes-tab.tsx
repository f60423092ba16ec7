// Promo Codes tab (admin.md section 2).
import { TabPlaceholder } from '../components/tab-placeholder';

export function PromoCodesTab() {
  return <TabPlaceholder title="Promo Codes tab" />;
}

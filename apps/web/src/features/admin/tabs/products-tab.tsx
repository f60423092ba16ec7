// Products tab (admin.md section 2).
import { TabPlaceholder } from '../components/tab-placeholder';

export function ProductsTab() {
  return <TabPlaceholder title="Products tab" />;
}

// Dashboard tab: stats, filters and the paged requests table (admin.md section 2).
import { TabPlaceholder } from '../components/tab-placeholder';

export function RequestsTab() {
  return <TabPlaceholder title="Dashboard tab: stats, filters and the paged requests table" />;
}

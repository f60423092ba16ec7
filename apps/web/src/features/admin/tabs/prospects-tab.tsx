// Prospects tab (admin.md section 2).
import { TabPlaceholder } from '../components/tab-placeholder';

export function ProspectsTab() {
  return <TabPlaceholder title="Prospects tab" />;
}

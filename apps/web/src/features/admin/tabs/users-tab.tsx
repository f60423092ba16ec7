// User Management tab (admin.md section 2).
import { TabPlaceholder } from '../components/tab-placeholder';

export function UsersTab() {
  return <TabPlaceholder title="User Management tab" />;
}

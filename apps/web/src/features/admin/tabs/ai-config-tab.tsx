// AI Configuration tab (admin.md section 2).
import { TabPlaceholder } from '../components/tab-placeholder';

export function AiConfigTab() {
  return <TabPlaceholder title="AI Configuration tab" />;
}

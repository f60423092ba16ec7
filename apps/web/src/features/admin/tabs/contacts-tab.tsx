// Contacts tab: social accounts, contact form settings, visitor messages (admin.md section 2).
import { TabPlaceholder } from '../components/tab-placeholder';

export function ContactsTab() {
  return <TabPlaceholder title="Contacts tab: social accounts, contact form settings, visitor messages" />;
}

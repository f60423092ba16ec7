// Contacts tab: social accounts, contact form settings, visitor messages (admin.md section 2).
import { ContactMessagesCard } from '../components/contact-messages-card';
import { ContactSettingsCard } from '../components/contact-settings-form';
import { SocialAccountsCard } from '../components/social-accounts-card';

export function ContactsTab() {
  return (
    <div className="flex flex-col gap-6">
      <SocialAccountsCard />
      <ContactSettingsCard />
      <ContactMessagesCard />
    </div>
  );
}

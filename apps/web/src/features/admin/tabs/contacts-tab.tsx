// Contacts tab: social accounts, contact form settings, visitor messages and the mail sent back.
import { ContactMessagesCard } from '../components/contact-messages-card';
import { MailOutboxCard } from '../components/contact-messages-outbox';
import { ContactSettingsCard } from '../components/contact-settings-form';
import { SocialAccountsCard } from '../components/social-accounts-card';

export function ContactsTab() {
  return (
    <div className="flex flex-col gap-6">
      <SocialAccountsCard />
      <ContactSettingsCard />
      <ContactMessagesCard />
      <MailOutboxCard />
    </div>
  );
}

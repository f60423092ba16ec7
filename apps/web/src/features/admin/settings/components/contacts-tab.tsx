// Contacts tab: social accounts, contact form settings, visitor messages and the mail sent back.
import { ContactMessagesCard } from './contact-messages-card';
import { MailOutboxCard } from './contact-messages-outbox';
import { ContactSettingsCard } from './contact-settings-form';
import { SocialAccountsCard } from './social-accounts-card';

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

// Contact form: store the message, tell staff, and auto-reply when the settings say so.
import type { TContactRequest } from '@trajectory/contracts/visitor';
import type { Database } from '../../infra/db/client';
import type { Mailer } from '../../infra/mail/mailer';
import { findContactSettings } from '../settings/service';
import { insertContactMessage } from './repo';

export async function submitContactMessage(
  db: Database,
  { input, mailer }: { input: TContactRequest; mailer: Mailer },
) {
  const settings = await findContactSettings(db);
  // The phone, when given, ends the stored message (contact_messages has no column for it): staff read it
  // in the Contacts tab and the notification alike.
  const { phone, ...fields } = input;
  const stored = { ...fields, message: phone ? `${input.message}\n\nPhone: ${phone}` : input.message };
  const message = await db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, stored);
    if (settings?.contactEmail) {
      await mailer.send(tx, {
        to: settings.contactEmail,
        subject: `Contact form: ${input.subject}`,
        text: `${input.name} <${input.email}> wrote:\n\n${stored.message}`,
      });
    }
    if (settings?.autoReplyEnabled && settings.isActive) {
      await mailer.send(tx, {
        to: input.email,
        subject: settings.autoReplySubject,
        text: `Hi ${input.name},\n\n${settings.autoReplyMessage}\n\nYour message:\n"${input.subject}"\n\n— Trajectory`,
      });
    }
    return row;
  });
  return {
    success: true as const,
    message: "Thank you for your message. We'll get back to you soon!",
    id: message.id,
  };
}

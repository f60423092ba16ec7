// The mail port: SMTP through nodemailer when SMTP_URL is set, otherwise the outbox table staff can read.
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  kind: 'smtp' | 'outbox';
  /** Sends (or queues) one message. Never throws: a failed send is recorded as failed in the outbox. */
  send: (db: DbOrTx, message: MailMessage) => Promise<{ status: 'sent' | 'queued' | 'failed' }>;
  close: () => void;
};

export function createOutboxMailer(): Mailer {
  return {
    kind: 'outbox',
    send: async (db, message) => {
      await db.insert(mailOutbox).values({ ...message, status: 'queued' });
      return { status: 'queued' };
    },
    close: () => undefined,
  };
}

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (db, message) => {
      try {
        await transport.sendMail({ from, ...message });
        // Every message is recorded, so staff can see what went out whichever port sent it.
        await db.insert(mailOutbox).values({ ...message, status: 'sent', sentAt: new Date() });
        return { status: 'sent' };
      } catch (err) {
        await db
          .insert(mailOutbox)
          .values({ ...message, status: 'failed', error: String((err as Error).message).slice(0, 500) });
        return { status: 'failed' };
      }
    },
    close: () => transport.close(),
  };
}

export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string }): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer();
}

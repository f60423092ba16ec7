// The mail port: SMTP through nodemailer when SMTP_URL is set, otherwise the outbox table staff can read.
import { and, eq, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  kind: 'smtp' | 'outbox';
  /** Sends (or queues) one message. Never throws: a failed send is recorded as failed in the outbox. */
  send: (db: DbOrTx, message: MailMessage) => Promise<{ status: 'sent' | 'queued' | 'failed' }>;
  /**
   * Queues one message and returns at once: a request never waits on (or fails with) the SMTP server.
   * The outbox keeps it as queued; with SMTP it is `pending` until the background sender delivers it.
   */
  queue: (db: DbOrTx, message: MailMessage) => Promise<void>;
  /** Delivers up to `limit` pending messages (SMTP only); returns how many it tried. */
  deliverPending: (db: DbOrTx, limit?: number) => Promise<number>;
  /** Called after each queue(), so a background sender can deliver without waiting for its next tick. */
  onQueued?: () => void;
  close: () => void;
};

export function createOutboxMailer(): Mailer {
  return {
    kind: 'outbox',
    send: async (db, message) => {
      await db.insert(mailOutbox).values({ ...message, status: 'queued' });
      return { status: 'queued' };
    },
    queue: async (db, message) => {
      await db.insert(mailOutbox).values({ ...message, status: 'queued' });
    },
    deliverPending: async () => 0,
    close: () => undefined,
  };
}

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  const mailer: Mailer = {
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
    queue: async (db, message) => {
      await db.insert(mailOutbox).values({ ...message, status: 'pending' });
      if (mailer.onQueued) setImmediate(mailer.onQueued);
    },
    deliverPending: async (db, limit = 10) => {
      // Claim the rows first, so two instances never send the same message twice.
      const claimed = await db
        .update(mailOutbox)
        .set({ status: 'sending' })
        .where(
          inArray(
            mailOutbox.id,
            sql`(SELECT id FROM mail_outbox WHERE status = 'pending' ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
          ),
        )
        .returning();
      for (const row of claimed) {
        try {
          await transport.sendMail({
            from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
          });
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date() })
            .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
        } catch (err) {
          await db
            .update(mailOutbox)
            .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
            .where(eq(mailOutbox.id, row.id));
        }
      }
      return claimed.length;
    },
    close: () => transport.close(),
  };
  return mailer;
}

export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string }): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer();
}

import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/infra/db/schema/index';
import { createSmtpMailer } from '../src/infra/mail/mailer';
import { createProspect } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
let server: SMTPServer;
let port = 0;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://trajectory.example.com',
    MAIL_FROM: 'Trajectory <hello@trajectory.test>',
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('sends the contact auto-reply and the staff notice through the SMTP server, and records them as sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Grace',
        email: 'grace@example.com',
        subject: 'A question',
        message: 'How do I read the cash flow?',
      },
    });
    expect(res.statusCode).toBe(200);
    const reply = received.find((m) => m.to.includes('grace@example.com'));
    expect(reply).toBeDefined();
    expect(reply!.from).toBe('hello@trajectory.test');
    expect(reply!.data).toContain('Subject: Thank you for contacting us');
    expect(
      received.some(
        (m) => m.to.includes('support@example.com') && m.data.includes('How do I read the cash flow?'),
      ),
    ).toBe(true);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'grace@example.com'));
    expect(rows[0]).toMatchObject({ status: 'sent' });
  });

  it('records a failed send without failing the request', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'x@y.z' });
    const result = await mailer.send(t.database.db, {
      to: 'nobody@example.com',
      subject: 'Hi',
      text: 'Hello',
    });
    expect(result.status).toBe('failed');
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@example.com'));
    expect(rows[0]!.status).toBe('failed');
    expect(rows[0]!.error).toBeTruthy();
    mailer.close();
  });

  it('queues an access link in the request and lets the background sender deliver it', async () => {
    const prospect = await createProspect(t.database.db, { email: 'linked@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/access/request-link',
      payload: { email: prospect.email },
    });
    expect(res.statusCode).toBe(202);
    // SMTP is configured: the link is never in the answer, only in the mail.
    expect('testLink' in res.json()).toBe(false);
    let row: typeof mailOutbox.$inferSelect | undefined;
    for (let i = 0; i < 50 && row?.status !== 'sent'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'linked@example.com'));
    }
    expect(row).toMatchObject({ status: 'sent' });
    const mail = received.find((m) => m.to.includes('linked@example.com'));
    // Undo quoted-printable's soft line breaks before looking for the link.
    expect(mail!.data.replace(/=\r?\n/g, '')).toMatch(
      /https:\/\/trajectory\.example\.com\/access\/[A-Za-z0-9_-]{43}/,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().mail).toBe('smtp');
  });
});

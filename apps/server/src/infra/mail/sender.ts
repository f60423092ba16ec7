// The background SMTP sender: delivers mail queued by requests (access links), so no request waits on SMTP.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer } from './mailer';

export function startMailSender({
  db,
  mailer,
  log,
  intervalMs = 2000,
}: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let isRunning = false;
  let isStopped = false;
  const tick = async () => {
    if (isRunning || isStopped) return;
    isRunning = true;
    try {
      while (!isStopped && (await mailer.deliverPending(db)) > 0);
    } catch (err) {
      log.error({ err }, 'mail sender: delivery failed');
    } finally {
      isRunning = false;
    }
  };
  mailer.onQueued = () => void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    stop: () => {
      isStopped = true;
      mailer.onQueued = undefined;
      clearInterval(timer);
    },
  };
}

// One PostgreSQL connection that LISTENs on a channel, reconnecting with backoff when it drops.
import pg from 'pg';

export type ListenHandlers = {
  onMessage: (payload: string) => void;
  /** Called after every (re)connection: notices sent while disconnected were missed. */
  onConnect: () => void;
};

const MAX_BACKOFF_MS = 30_000;

export function listenPostgres(url: string, channel: string, handlers: ListenHandlers): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let backoffMs = 500;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoffMs);
    retry.unref();
    backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    // A dropped connection must not crash the process: reconnect instead.
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      backoffMs = 500;
      handlers.onConnect();
    } catch {
      await next.end().catch(() => undefined);
      scheduleReconnect();
    }
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

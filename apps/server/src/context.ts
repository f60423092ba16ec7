// What every module's routes receive: the database, the configuration and shared services.
import type { Config } from './config';
import type { Database } from './db/client';
import type { RateLimiter } from './lib/rate-limit';
import type { Mailer } from './providers/mail/mailer';
import type { CardProvider } from './providers/payments/types';

export type AppContext = {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  rateLimiter: RateLimiter;
  mailer: Mailer;
  cards: CardProvider;
  version: string;
};

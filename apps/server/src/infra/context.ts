// What every module's routes receive: the database, the configuration and shared services.
import type { Config } from './config';
import type { Database } from './db/client';
import type { HotCache } from './hot-cache';
import type { RateLimiter } from './rate-limit';
import type { AssessmentWriter } from './ai/types';
import type { Mailer } from './mail/mailer';
import type { PayPalProvider } from './payments/paypal';
import type { CardProvider } from './payments/types';

export type AppContext = {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  rateLimiter: RateLimiter;
  /** Public lists served from memory; staff writes invalidate them on every instance. */
  hotCache: HotCache;
  mailer: Mailer;
  cards: CardProvider;
  /** Writes business assessments: an OpenAI-compatible model when configured, else the built-in analyst. */
  ai: AssessmentWriter;
  /** Present only when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set. */
  paypal?: PayPalProvider;
  version: string;
};

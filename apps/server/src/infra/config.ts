// Every environment variable the server reads, parsed once with zod at start-up.
import net from 'node:net';
import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH } from '@trajectory/contracts/admin-users';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const ZOrigin = z
  .url({ error: 'must be a URL such as https://example.com' })
  .transform((u) => new URL(u).origin);

/** One proxy address of TRUST_PROXY: an IP, an IP/prefix (CIDR), or proxy-addr's loopback/linklocal/uniquelocal. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip, prefix, ...rest] = entry.split('/');
  const family = net.isIP(ip ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address (Fastify's trustProxy): false (none, the socket's address), a
 * hop count (that many proxies in front, each appending to X-Forwarded-For), or the proxies' addresses and
 * CIDRs. `true` would take any client's own X-Forwarded-For, so it is refused.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === 'false' || v === '0') return false;
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust any client’s own X-Forwarded-For; set the number of proxies in front (e.g. 1 for one nginx) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'must be at most 10 proxies' });
        return z.NEVER;
      }
      return hops;
    }
    const entries = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a number of proxies or a comma-separated list of proxy IP addresses or CIDRs (not ${bad.map((b) => JSON.stringify(b)).join(', ') || 'empty'})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const ZPostgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection string');

export const ZConfig = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: optional(z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535)).default(3000),
    HOST: optional(z.string().min(1)).default('0.0.0.0'),
    DATA_DIR: optional(z.string().min(1)).default('./data'),
    DATABASE_URL: optional(ZPostgresUrl),
    DATABASE_POOL_SIZE: optional(
      z.coerce.number({ error: 'must be a number' }).int().min(1).max(500),
    ).default(10),
    PUBLIC_URL: optional(z.url({ error: 'must be a URL such as https://trajectory.example.com' })),
    ALLOWED_ORIGINS: optional(z.string())
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(ZOrigin)),
    TRUST_PROXY: optional(ZTrustProxy).default(false),
    ADMIN_USERNAME: optional(z.string().min(1).max(100)),
    ADMIN_PASSWORD: optional(z.string().min(6, 'must be at least 6 characters')),
    RATE_LIMITS: optional(z.enum(['on', 'off'], { error: 'must be "on" or "off"' })).default('on'),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default(
      'info',
    ),
    SUPPORT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })).default(
      'support@trajectory.local',
    ),
    WEB_DIST_DIR: optional(z.string().min(1)),
    // Providers: each is used only when its keys are set; otherwise a local implementation runs.
    STRIPE_SECRET_KEY: optional(z.string().min(1)),
    STRIPE_PUBLISHABLE_KEY: optional(z.string().min(1)),
    STRIPE_WEBHOOK_SECRET: optional(z.string().min(1)),
    // Testing override: where the Stripe SDK sends its API calls (e.g. http://127.0.0.1:12111 for a local
    // mock such as stripe-mock or the test suite's emulator). Unset in production: the SDK talks to Stripe.
    STRIPE_API_BASE: optional(z.url({ error: 'must be a URL such as http://127.0.0.1:12111' })),
    PAYPAL_CLIENT_ID: optional(z.string().min(1)),
    PAYPAL_CLIENT_SECRET: optional(z.string().min(1)),
    PAYPAL_ENVIRONMENT: optional(z.enum(['sandbox', 'production'])).default('sandbox'),
    OPENAI_API_KEY: optional(z.string().min(1)),
    OPENAI_BASE_URL: optional(z.url({ error: 'must be a URL' })),
    // How long one call to the model may take before it counts as failed (it is retried once).
    OPENAI_TIMEOUT_MS: optional(
      z.coerce.number({ error: 'must be a number' }).int().min(100).max(600_000),
    ).default(60_000),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: optional(z.string().min(3)).default('Trajectory <no-reply@trajectory.local>'),
    // Development and tests only: the 202 of request-link carries the access link itself, for callers on
    // this machine with no proxy in between. `npm start` (production) never sets it.
    ACCESS_LINKS_IN_RESPONSE: optional(z.enum(['local'], { error: 'must be "local" or unset' })),
    SCHEDULING_URL: optional(z.url({ error: 'must be a URL' })),
    // Worker threads that draw chart images, PDFs, Excel and Word files off the event loop; 0 draws them
    // on the main thread. Unset: one less than the machine's cores, at least one.
    RENDER_WORKERS: optional(z.coerce.number({ error: 'must be a number' }).int().min(0).max(64)),
    // Renders that may wait for a worker; past that a request gets 429 BUSY with Retry-After.
    RENDER_QUEUE: optional(z.coerce.number({ error: 'must be a number' }).int().min(0).max(10_000)).default(
      64,
    ),
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.ADMIN_USERNAME) !== Boolean(c.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
    if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
      });
    }
    if (c.SMTP_URL && !c.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'must be set when SMTP_URL is set: e-mailed access links point at it (e.g. https://trajectory.example.com)',
      });
    }
    if (Boolean(c.PAYPAL_CLIENT_ID) !== Boolean(c.PAYPAL_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID'],
        message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
      });
    }
  });

export type Config = z.infer<typeof ZConfig>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    return `  ${name}: ${issue.message} (got ${JSON.stringify(env[name] ?? '')})`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Config for tests: defaults, overridable per test. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  // Tests draw on the main thread unless they ask for workers (test/render-pool.test.ts does).
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RENDER_WORKERS: '0', ...overrides });
}

/**
 * The start-up warning for an `ADMIN_PASSWORD` shorter than new staff passwords must be: it still creates
 * the first admin (a deployment's existing setting keeps working), but should be changed after signing in.
 */
export function adminPasswordWarning(config: Pick<Config, 'ADMIN_PASSWORD'>): string | null {
  const length = config.ADMIN_PASSWORD?.length ?? 0;
  if (!config.ADMIN_PASSWORD || length >= STAFF_PASSWORD_MIN_LENGTH) return null;
  return (
    `ADMIN_PASSWORD has ${length} characters; new staff passwords need at least ${STAFF_PASSWORD_MIN_LENGTH}. ` +
    'It still signs in: change it from the admin dashboard (Change Password).'
  );
}

export function paymentsMode(config: Config): 'stripe' | 'paypal' | 'stripe+paypal' | 'simulated' {
  const stripe = Boolean(config.STRIPE_SECRET_KEY);
  const paypal = Boolean(config.PAYPAL_CLIENT_ID);
  if (stripe && paypal) return 'stripe+paypal';
  if (stripe) return 'stripe';
  if (paypal) return 'paypal';
  return 'simulated';
}

// The public lists every page asks for (products, social links, contact settings) kept in memory as
// ready-to-send JSON with an ETag. Staff writes invalidate them at once; on PostgreSQL every instance
// hears it through LISTEN/NOTIFY and drops its copy too (and everything after a reconnect).
// Payment amounts and plan rules never read from here: they read the database.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from './db/client';

export const HOT_KEYS = ['products', 'social-media', 'contact-settings'] as const;
export type HotKey = (typeof HOT_KEYS)[number];

export const HOT_CACHE_CHANNEL = 'trajectory_hot_cache';

/** JSON as it goes on the wire, and its entity tag. */
export type HotEntry = { body: string; etag: string };

export type HotCache = {
  /** The cached entry, loading it (once, however many requests wait) when missing. */
  get: (key: HotKey, load: () => Promise<unknown>) => Promise<HotEntry>;
  /** Drops the key here and tells the other instances. */
  invalidate: (key: HotKey) => Promise<void>;
  close: () => Promise<void>;
};

export function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

export function toHotEntry(value: unknown): HotEntry {
  const body = JSON.stringify(value);
  return { body, etag: entityTag(body) };
}

function isHotKey(value: string): value is HotKey {
  return (HOT_KEYS as readonly string[]).includes(value);
}

export function createHotCache(database: Pick<DatabaseHandle, 'notify' | 'listen'>): HotCache {
  // A pending load is shared by every request that arrives meanwhile; dropping the key mid-load means
  // the next request loads again, so nothing read before a staff write outlives it.
  const entries = new Map<HotKey, Promise<HotEntry>>();
  const stopListening = database.listen(HOT_CACHE_CHANNEL, {
    onMessage: (payload) => {
      if (isHotKey(payload)) entries.delete(payload);
    },
    onConnect: () => entries.clear(),
  });

  return {
    get: (key, load) => {
      const cached = entries.get(key);
      if (cached) return cached;
      const loading = load().then(toHotEntry);
      entries.set(key, loading);
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key); // a failed load is not kept
      });
      return loading;
    },
    invalidate: async (key) => {
      entries.delete(key);
      await database.notify(HOT_CACHE_CHANNEL, key);
    },
    close: stopListening,
  };
}

/** After a successful staff write through these routes, the keys' cached copies are dropped everywhere. */
export function invalidateAfterWrites(cache: HotCache, keys: readonly HotKey[]) {
  // onSend: the write has committed, and the staff member's own next read already sees it.
  return async <T>(request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      await Promise.all(keys.map((key) => cache.invalidate(key)));
    }
    return payload;
  };
}

/** True when the request's If-None-Match names this entity tag (weak or strong, or `*`). */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends JSON that is already serialised, with its ETag, or 304 when the browser holds it. Browsers
 * revalidate every time (no-cache), so a staff edit shows on the next page load.
 */
export function sendJsonEntry(request: FastifyRequest, reply: FastifyReply, entry: HotEntry) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (isFresh(request, entry.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

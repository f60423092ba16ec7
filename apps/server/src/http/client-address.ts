// The client's address: the one every per-address limit counts. Fastify derives it (`request.ip`) from the
// socket and, only through the proxies TRUST_PROXY names, from X-Forwarded-For; nothing else reads either.
import type { Config } from '../infra/config';

/** The hop-count form of trustProxy: the nearest `hops` peers (the socket first) are proxies. */
export type HopTrust = (address: string, hop: number) => boolean;

/**
 * Fastify's trustProxy for TRUST_PROXY. Addresses/CIDRs go as they are. A hop count goes as a function:
 * Fastify 5.12 trusts no one for a bare number (it cannot tell the proxy from a client that connects
 * directly), so the count holds only when the port is reachable through the proxies alone; start-up says
 * so (README "Behind a proxy").
 */
export function fastifyTrustProxy(value: Config['TRUST_PROXY']): false | string[] | HopTrust {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** A start-up warning for a hop count on a port anyone may reach; undefined when there is nothing to say. */
export function hopCountWarning(config: Pick<Config, 'TRUST_PROXY' | 'HOST'>): string | undefined {
  if (typeof config.TRUST_PROXY !== 'number') return undefined;
  if (['127.0.0.1', '::1', 'localhost'].includes(config.HOST)) return undefined;
  return (
    `TRUST_PROXY=${config.TRUST_PROXY} takes the client address from X-Forwarded-For of anything that connects to ` +
    `${config.HOST}: make sure only the proxy can reach this port, or set TRUST_PROXY to the proxy's address or CIDR.`
  );
}

// Where an access link points, and whether the caller may see it in the page (local test mode only).
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../infra/config';

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  return host === '::1';
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isLoopbackHost(plain);
}

/**
 * The site's address for links: PUBLIC_URL, never a request header. Without PUBLIC_URL (local use) the
 * page's own origin is trusted only when it is a loopback one or listed in ALLOWED_ORIGINS.
 */
export function accessLinkBase(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    try {
      const url = new URL(origin);
      if (config.ALLOWED_ORIGINS.includes(url.origin) || isLoopbackHost(url.hostname)) return url.origin;
    } catch {
      // Not a URL: fall through to the defaults.
    }
  }
  return config.ALLOWED_ORIGINS[0] ?? `http://localhost:${config.PORT}`;
}

/** Whether the server may put access links in its answers at all: the opt-in, and no real mail or proxy. */
export function linksInResponseEnabled(config: Config): boolean {
  return (
    config.ACCESS_LINKS_IN_RESPONSE === 'local' &&
    !config.SMTP_URL &&
    !config.PUBLIC_URL &&
    !config.TRUST_PROXY
  );
}

/** The start-up line that says where access links go. */
export function accessLinkModeMessage(config: Config): string {
  if (config.SMTP_URL) return 'Access links: e-mailed through SMTP_URL.';
  if (linksInResponseEnabled(config))
    return 'Access links: ACCESS_LINKS_IN_RESPONSE=local, so a caller on this machine with no proxy in between gets the link in the answer (development and tests only); every link is also in the staff outbox.';
  return 'Access links: no SMTP_URL, so they wait in the staff outbox (Contacts tab); never in the answer.';
}

/**
 * Local test mode: only with ACCESS_LINKS_IN_RESPONSE=local (no SMTP, no PUBLIC_URL, no TRUST_PROXY), a
 * caller whose socket is on this machine and a request no proxy has touched (no X-Forwarded-For, no
 * Forwarded: a reverse proxy on the same machine also connects from loopback). Only then does the 202
 * carry the link itself.
 */
export function isTestModeCaller(config: Config, request: FastifyRequest): boolean {
  return (
    linksInResponseEnabled(config) &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined &&
    isLoopbackAddress(request.socket.remoteAddress)
  );
}

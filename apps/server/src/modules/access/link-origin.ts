// Where an access link points, and whether the caller may see it in the page (local test mode only).
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

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

/**
 * Local test mode: no SMTP and no PUBLIC_URL, and the caller is on this machine (the socket's address,
 * not X-Forwarded-For). Only then does the 202 carry the link itself.
 */
export function isTestModeCaller(config: Config, request: FastifyRequest): boolean {
  return !config.SMTP_URL && !config.PUBLIC_URL && isLoopbackAddress(request.socket.remoteAddress);
}

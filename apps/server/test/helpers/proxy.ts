// A reverse proxy for tests, on loopback: forwards every request to a target port and appends the address
// of its own client socket to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TestProxy = { port: number; close: () => Promise<void> };

export async function startForwardingProxy(targetPort: number): Promise<TestProxy> {
  const server = http.createServer((req, res) => {
    const previous = req.headers['x-forwarded-for'];
    const forwardedFor = [previous, req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request from a chosen loopback address (127.0.0.0/8 all reach this machine on Linux). */
export function httpRequest(
  port: number,
  {
    method = 'GET',
    path,
    from = '127.0.0.1',
    headers = {},
    json,
  }: { method?: string; path: string; from?: string; headers?: Record<string, string>; json?: unknown },
): Promise<HttpAnswer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

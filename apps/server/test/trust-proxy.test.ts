// Issue #22 item 3: proxies are trusted by hop count or address, never by what the client writes. A real
// server (listening on loopback) behind a real proxy that appends the socket's address to X-Forwarded-For.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProspect, registrationBody } from './helpers/factories';
import { httpRequest, startForwardingProxy, type HttpAnswer, type TestProxy } from './helpers/proxy';
import { createTestApp, type TestApp } from './helpers/test-app';
import { loadConfig } from '../src/infra/config';
import { hopCountWarning } from '../src/http/client-address';

type Served = { t: TestApp; proxy: TestProxy; appPort: number };

async function serveBehindProxy(trustProxy: string): Promise<Served> {
  const t = await createTestApp({ TRUST_PROXY: trustProxy });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (t.app.server.address() as AddressInfo).port;
  return { t, proxy: await startForwardingProxy(appPort), appPort };
}

let byHops: Served;
let byAddress: Served;
beforeAll(async () => {
  byHops = await serveBehindProxy('1');
  byAddress = await serveBehindProxy('127.0.0.1');
});
afterAll(async () => {
  for (const s of [byHops, byAddress]) {
    await s?.proxy.close();
    await s?.t.close();
  }
});

let forged = 0;
/** A different made-up client address on every call, as the attacker sent them. */
const forgedAddress = () => `203.0.113.${(forged++ % 250) + 1}`;

type Limit = {
  name: string;
  limit: number;
  send: (s: Served, from: string, i: number) => Promise<HttpAnswer>;
  /** Whether an answer is the limit's refusal. */
  refused: (a: HttpAnswer) => boolean;
};

const is429 = (a: HttpAnswer) => a.status === 429;
const post = (s: Served, from: string, url: string, json: unknown) =>
  httpRequest(s.proxy.port, {
    method: 'POST',
    path: url,
    from,
    json,
    headers: { 'x-forwarded-for': forgedAddress() },
  });

const LIMITS: Limit[] = [
  {
    name: 'promo validation (20 in 15 minutes)',
    limit: 20,
    send: (s, from) => post(s, from, '/api/promo-codes/validate', { code: 'NO-SUCH-CODE', productId: 2 }),
    refused: is429,
  },
  {
    name: 'staff login (20 in 15 minutes)',
    limit: 20,
    // A new username each time, so only the per-address limit can refuse.
    send: (s, from, i) =>
      post(s, from, '/api/admin/login', { username: `nobody-${i}-${from}`, password: 'wrong-password' }),
    refused: is429,
  },
  {
    name: 'access link request (20 an hour)',
    limit: 20,
    send: (s, from, i) =>
      post(s, from, '/api/access/request-link', { email: `unknown-${i}-${from}@example.com` }),
    refused: is429,
  },
  {
    name: 'contact form (5 an hour)',
    limit: 5,
    send: (s, from) =>
      post(s, from, '/api/contact', {
        name: 'Grace',
        email: 'g@example.com',
        subject: 'About pricing',
        message: 'Long enough text.',
      }),
    refused: is429,
  },
  {
    name: 'e-mail validation (30 an hour)',
    limit: 30,
    send: (s, from, i) => post(s, from, '/api/validate-email', { email: `v-${i}@example.com` }),
    refused: (a) => a.status === 200 && JSON.parse(a.body).canSubmit === false,
  },
];

describe('forged X-Forwarded-For values do not multiply a per-address limit behind a proxy', () => {
  let client = 10;
  for (const mode of ['hop count TRUST_PROXY=1', 'proxy address TRUST_PROXY=127.0.0.1'] as const) {
    for (const limit of LIMITS) {
      it(`${limit.name}, ${mode}`, async () => {
        const served = mode.startsWith('hop') ? byHops : byAddress;
        const from = `127.0.0.${client++}`;
        const answers: HttpAnswer[] = [];
        for (let i = 0; i <= limit.limit; i++) answers.push(await limit.send(served, from, i));
        expect(
          answers.slice(0, limit.limit).map((a) => limit.refused(a)),
          answers.map((a) => a.status).join(','),
        ).toEqual(Array(limit.limit).fill(false));
        expect(limit.refused(answers[limit.limit]!), answers[limit.limit]!.body).toBe(true);
        if (limit.refused === is429)
          expect(Number(answers[limit.limit]!.headers['retry-after'])).toBeGreaterThan(0);
        // Another client behind the same proxy has its own count.
        const other = await limit.send(served, `127.0.0.${client++}`, 999);
        expect(limit.refused(other)).toBe(false);
      });
    }
  }

  it('registering existing e-mails shares the access-link limit of the proxied client (20 an hour)', async () => {
    const from = '127.0.0.200';
    const statuses: number[] = [];
    for (let i = 0; i <= 20; i++) {
      const existing = await createProspect(byHops.t.database.db);
      statuses.push(
        (await post(byHops, from, '/api/prospects', registrationBody({ email: existing.email }))).status,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(202));
    expect(statuses[20]).toBe(429);
  });

  it('a client reaching the server past the proxy is counted by its own socket, whatever it forwards', async () => {
    // TRUST_PROXY=127.0.0.1: 127.0.0.201 is no proxy, so its X-Forwarded-For is ignored.
    const statuses: number[] = [];
    for (let i = 0; i <= 20; i++) {
      const res = await httpRequest(byAddress.appPort, {
        method: 'POST',
        path: '/api/promo-codes/validate',
        from: '127.0.0.201',
        json: { code: 'NO-SUCH-CODE', productId: 2 },
        headers: { 'x-forwarded-for': forgedAddress() },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});

describe('one derivation of the client address', () => {
  it('warns at start when a hop count is trusted on a port anyone may reach', () => {
    const warning = hopCountWarning(loadConfig({ TRUST_PROXY: '1' }));
    expect(warning).toMatch(
      /^TRUST_PROXY=1 takes the client address from X-Forwarded-For of anything that connects to 0\.0\.0\.0/,
    );
    expect(hopCountWarning(loadConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' }))).toBeUndefined();
    expect(hopCountWarning(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }))).toBeUndefined();
  });

  it('no server source reads X-Forwarded-For or the socket address for a limit itself', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const readers: string[] = [];
    for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts')) continue;
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      // Code, not comments: the headers' names in quotes, or the socket's address.
      if (/['"`]x-forwarded-for['"`]|\.remoteAddress\b/i.test(text)) readers.push(file);
    }
    // The test-mode link looks at the socket on purpose (never a forwarded address): item 1's rule.
    expect(readers.filter((f) => !f.endsWith('link-origin.ts'))).toEqual([]);
  });
});

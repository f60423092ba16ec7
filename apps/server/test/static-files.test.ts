import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/infra/config';
import type { DatabaseHandle } from '../src/infra/db/client';
import { createTestDatabase } from './helpers/test-db';

// The built web app as the build leaves it: each text file with its .br and .gz copies beside it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'trajectory-dist-'));
const script = `console.log(${JSON.stringify('trajectory '.repeat(300))});`;
const indexHtml = `<!doctype html><html><body>${'<div>Trajectory</div>'.repeat(100)}</body></html>`;
function writeBuilt(relative: string, content: string) {
  const file = path.join(dist, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
}

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  writeBuilt('assets/index-abc123.js', script);
  writeBuilt('index.html', indexHtml);
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database, webDistDir: dist, version: '0.0.0-test' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('static files of the web app', () => {
  it('sends the brotli copy to a browser that accepts brotli, cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the app page compressed for client-side routes, never cached', async () => {
    const res = await app.inject({ url: '/results/some-id', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
  });

  it('lets search engines index the landing and contact pages only', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toBe(
      'User-agent: *\nAllow: /$\nAllow: /contact\nAllow: /sample-report\nDisallow: /\n',
    );
    for (const page of ['/', '/contact', '/sample-report']) {
      const res = await app.inject({ url: page });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBeUndefined();
    }
    for (const page of ['/reports', '/admin', '/full-statements/x', '/questionnaire/x']) {
      expect((await app.inject({ url: page })).headers['x-robots-tag']).toBe('noindex');
    }
  });
});

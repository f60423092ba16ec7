import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/infra/db/schema/index';
import { createTestApp, loginAsStaff, type TestApp } from './helpers/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAsStaff(t.app);
});
afterAll(async () => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(16)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);

async function uploadUrl() {
  // The browser sends a JSON content type and no body.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie, 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadURL: string; objectPath: string };
}

const put = (url: string, body: Buffer | string, type = 'image/png') =>
  t.app.inject({ method: 'PUT', url, headers: { cookie, 'content-type': type }, payload: body });

describe('icon uploads', () => {
  it('stores an image once and serves it with its type and cache headers', async () => {
    const { uploadURL, objectPath } = await uploadUrl();
    expect(uploadURL).toMatch(/^\/api\/objects\/upload\/[\w-]{40,}$/);
    expect(objectPath).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
    expect((await t.app.inject({ method: 'GET', url: objectPath })).statusCode).toBe(404);
    // The content type sent is ignored: the bytes say PNG.
    const res = await put(uploadURL, PNG, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectPath, contentType: 'image/png', size: PNG.length });
    const again = await put(uploadURL, PNG);
    expect(again.statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: objectPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The route's own policy wins over the site's.
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('recognises GIF and JPEG, refuses anything else by its bytes', async () => {
    expect((await put((await uploadUrl()).uploadURL, GIF, 'image/gif')).json().contentType).toBe('image/gif');
    expect((await put((await uploadUrl()).uploadURL, JPEG, 'image/jpeg')).json().contentType).toBe(
      'image/jpeg',
    );
    const { uploadURL } = await uploadUrl();
    const html = await put(uploadURL, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('Please select an image file');
    const svg = await put(uploadURL, '<svg/>', 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe('Please select an image file');
    // A refused file does not use up the token.
    expect((await put(uploadURL, PNG)).statusCode).toBe(200);
  });

  it('refuses files over 5 MB with the spec message', async () => {
    const { uploadURL } = await uploadUrl();
    const big = Buffer.concat([PNG, Buffer.alloc(5_242_880)]);
    const res = await put(uploadURL, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size must be less than 5MB');
    const exact = Buffer.concat([PNG, Buffer.alloc(5_242_880 - PNG.length)]);
    expect((await put(uploadURL, exact)).statusCode).toBe(200);
  });

  it('refuses expired tokens and unknown ids', async () => {
    const { uploadURL, objectPath } = await uploadUrl();
    const id = objectPath.split('/').pop()!;
    await t.database.db
      .update(uploads)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploads.id, id));
    expect((await put(uploadURL, PNG)).statusCode).toBe(404);
    expect((await put('/api/objects/upload/short', PNG)).json().field).toBe('path.token');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/objects/${crypto.randomUUID()}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/objects/not-a-uuid' })).statusCode).toBe(400);
  });
});

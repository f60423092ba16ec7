import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTableOf } from '../src/admin/common/route-table';
import { isStaffOnly } from './helpers/route-classes';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('every staff route has the guard', () => {
  it('answers 401 to an anonymous request with a junk body, on every staff route registered', async () => {
    const routes = routeTableOf(t.app).filter((r) => r.method !== 'HEAD' && isStaffOnly(r));
    // The table is real: it holds the routes this file exists to protect.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'DELETE /api/admin/prospects/:id',
        'PUT /api/objects/upload/:token',
        'POST /api/contact-settings',
        'DELETE /api/social-media/:id',
        'GET /api/admin/export/financial-reports/:prospectId',
      ]),
    );
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'junk') + '?page=-1&junk=%00';
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { payload: { junk: true, username: 1, remaining: -5 } }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    }
  });

  it('keeps the public reads public', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/social-media/active' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact-settings' })).statusCode).toBe(200);
  });
});

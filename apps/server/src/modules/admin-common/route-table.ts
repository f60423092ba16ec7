// Records every route an app registers, so a test can check each staff route for its guard.
import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

const tables = new WeakMap<object, RouteEntry[]>();

/** Call before registering routes; the root's onRoute hook sees every plugin's routes. */
export function trackRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method: String(method), url: route.url });
  });
}

export function routeTableOf(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}

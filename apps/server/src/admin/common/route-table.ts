// Records every route an app registers, so tests can walk them all (the staff guard check, the route fuzzer).
import type { FastifyInstance, FastifySchema } from 'fastify';

/** The route's validation schemas ride along so a test can tell which requests its contract refuses. */
export type RouteEntry = { method: string; url: string; schema?: FastifySchema };

const tables = new WeakMap<object, RouteEntry[]>();

/** Call before registering routes; the root's onRoute hook sees every plugin's routes. */
export function trackRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      table.push({ method: String(method), url: route.url, schema: route.schema });
  });
}

export function routeTableOf(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}

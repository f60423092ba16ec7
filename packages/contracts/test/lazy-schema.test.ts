// Issue #27 item 3: the contracts' schemas are built on first use, not at import, and a stand-in behaves as
// the schema it stands for.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema, lazySchemaBuilt } from '../src/lazy-schema';

/** The contracts the statements, results and shared pages import (their zod work was 20–30 ms at start). */
const PAGE_CONTRACTS = [
  'statements',
  'questionnaires',
  'sharing',
  'access',
  'assessments',
  'prospects',
  'share-questions',
  'products',
  'common',
] as const;

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    const make = vi.fn(() => z.object({ name: z.string().min(1, 'Name is required') }));
    const schema = lazySchema(make);
    expect(make).not.toHaveBeenCalled();
    expect(lazySchemaBuilt(schema)).toBe(false);
    expect(schema.safeParse({ name: 'Ada' })).toEqual({ success: true, data: { name: 'Ada' } });
    expect(schema.parse({ name: 'Bo' })).toEqual({ name: 'Bo' });
    expect(make).toHaveBeenCalledTimes(1);
    expect(lazySchemaBuilt(schema)).toBe(true);
    expect(lazySchemaBuilt(z.string())).toBeUndefined();
  });

  it('refuses as the schema does, with the same messages and paths', () => {
    const eager = z.object({ age: z.number().int('Must be a whole number'), tags: z.array(z.string()) });
    const lazy = lazySchema(() => eager);
    const bad = { age: 1.5, tags: ['a', 2] };
    expect(lazy.safeParse(bad).error?.issues).toEqual(eager.safeParse(bad).error?.issues);
  });

  it('is a zod schema to zod: instanceof, composed into others, extended, spread as a shape', () => {
    const id = lazySchema(() => z.uuid({ error: 'Must be a valid id' }));
    expect(id instanceof z.ZodType).toBe(true);
    const withId = z.object({ id, note: z.string().optional() });
    expect(withId.safeParse({ id: 'nope' }).error?.issues[0]).toMatchObject({
      path: ['id'],
      message: 'Must be a valid id',
    });
    const shape = lazySchema(() => ({ id, count: z.number() }));
    const spread = z.object({ ...shape, extra: z.boolean() });
    expect(Object.keys(spread.shape)).toEqual(['id', 'count', 'extra']);
    const base = lazySchema(() => z.object({ a: z.string() }));
    expect(base.extend({ b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    expect(base.optional().parse(undefined)).toBeUndefined();
    expect(z.array(base).parse([{ a: 'y' }])).toEqual([{ a: 'y' }]);
  });

  it('the pages’ contracts build no schema when imported', async () => {
    // A module graph of its own: the files before this one in the worker may have used these schemas.
    vi.resetModules();
    const { lazySchemaBuilt: builtIn } = await import('../src/lazy-schema');
    let standIns = 0;
    for (const name of PAGE_CONTRACTS) {
      const module = (await import(`../src/${name}.ts`)) as Record<string, unknown>;
      for (const [key, value] of Object.entries(module)) {
        if (!/^Z[A-Z]/.test(key)) continue;
        expect(builtIn(value), `${name}.ts ${key}`).toBe(false);
        standIns += 1;
      }
    }
    expect(standIns).toBeGreaterThan(80);
    // Importing nine modules afresh: seconds under a full `npm test`, where this part runs at a low priority.
  }, 60_000);
});

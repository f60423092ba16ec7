// A schema built on first use, not at import (issue #27 item 3). Building a contract's zod schemas is
// module-level work: the statements and shared pages import some 550 of them, which was 20–30 ms of one task
// at start (over 100 ms under Lighthouse's throttling) for schemas a server-drawn page never uses until its
// first fetch after hydration. `lazySchema(() => z.object(…))` stands for the schema: the first property read
// (parse, shape, `_zod` when another schema is built from it) builds it, and every read after goes to it.

/**
 * The value `make` returns, built on its first use. The stand-in forwards every operation to it (its
 * properties, `in`, its keys and its prototype, so `instanceof` holds); zod's own bookkeeping sees the built
 * schema, and every module that imports it sees the same stand-in.
 */
export function lazySchema<T extends object>(make: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= make());
  const standIn = new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // Reported configurable: the stand-in's own target has none of these properties, and a proxy may not
    // report a non-configurable property its target lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
  standIns.set(standIn, () => built !== undefined);
  return standIn;
}

const standIns = new WeakMap<object, () => boolean>();

/** Whether a lazy schema has been built yet; undefined for a value that is no lazySchema (tests). */
export function lazySchemaBuilt(value: unknown): boolean | undefined {
  return typeof value === 'object' && value !== null ? standIns.get(value)?.() : undefined;
}

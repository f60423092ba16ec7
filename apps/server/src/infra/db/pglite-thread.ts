// PGlite stored in a folder, run in a worker thread (pglite-worker.ts). The object returned here has the
// part of PGlite's interface drizzle uses (query, exec, transaction), so `drizzle-orm/pglite` runs on it
// unchanged; each call is a message to the worker and its answer, PostgreSQL's raw reply, which is read
// into PGlite's result shape here with PGlite's type parsers (the worker thread has the database to run).
// An answer arrives only once PGlite has finished the statement, so durability is PGlite's own.
import { Worker } from 'node:worker_threads';
import { messages, protocol, types, type QueryOptions, type Results } from '@electric-sql/pglite';
import {
  fromWireError,
  type ArrayType,
  type WorkerMessage,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-wire';

type Parsers = Record<number | string, (value: string, typeId?: number) => unknown>;

/** What drizzle calls on a PGlite client or on one of its transactions. */
export type PgliteQueryable = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string, options?: QueryOptions) => Promise<Results[]>;
};

export type PgliteThread = PgliteQueryable & {
  transaction: <T>(fn: (tx: PgliteQueryable) => Promise<T>) => Promise<T>;
  /** Closes PGlite in the worker, then ends the worker. */
  close: () => Promise<void>;
  /** The thread itself (tests stop it to play a crash). */
  worker: Worker;
};

/**
 * The bundle's `pglite-worker.js` beside main.js, or, when running from the TypeScript sources (tsx,
 * Vitest), pglite-worker.ts through tsx's loader, registered inside the new thread.
 */
function startWorker(dataDir: string): Worker {
  const workerData = { dataDir };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  }
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true, workerData },
  );
}

/** Refuses the query options that would have to run in the worker (functions cannot cross threads). */
function checkOptions(options: QueryOptions): void {
  if (options.serializers || options.blob || options.onNotice) {
    throw new Error('The PGlite worker supports the query options rowMode, parsers and paramTypes only');
  }
}

/** PGlite's parsers: its defaults and one per array type, as PGlite registers them when it starts. */
function parsersFor(arrayTypes: ArrayType[]): Parsers {
  const parsers: Parsers = { ...types.parsers };
  for (const { oid, typarray } of arrayTypes) {
    parsers[typarray] = (value: string) => types.arrayParser(value, parsers[oid]!, typarray) as unknown;
  }
  return parsers;
}

type Parser = Parsers[number];

const utf8 = new TextDecoder();
/** A value's text: short ASCII (most values) without a TextDecoder call, which costs more than it. */
function readText(buf: Uint8Array, start: number, end: number): string {
  if (end - start <= 32) {
    let text = '';
    for (let i = start; i < end; i++) {
      const c = buf[i]!;
      if (c > 0x7f) return utf8.decode(buf.subarray(start, end));
      text += String.fromCharCode(c);
    }
    return text;
  }
  return utf8.decode(buf.subarray(start, end));
}

/** The first error of a reply, as pg-protocol's parser builds it (all its fields). */
function firstError(reply: Uint8Array): messages.DatabaseError | undefined {
  let error: messages.DatabaseError | undefined;
  new protocol.Parser().parse(reply, (msg) => {
    if (!error && msg instanceof messages.DatabaseError) error = msg;
  });
  return error;
}

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * Turns PostgreSQL's raw reply into PGlite's results, or throws its first error with the statement and
 * parameters attached, as PGlite's query() and exec() do. The same results as PGlite's parseResults, read
 * straight from the bytes (row descriptions, rows and command tags; the rest is skipped), and each
 * column's parser looked up once per result, not once per value in a copy of all 300 parsers (PGlite
 * copies them on every call that passes parsers, which drizzle's every call does).
 */
function readReply(
  reply: Uint8Array,
  defaults: Parsers,
  query: string,
  params: unknown[] | undefined,
  options: QueryOptions,
): Results[] {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  const results: Results[] = [];
  let current: Results = { rows: [], fields: [] };
  let names: string[] = [];
  let parse: (Parser | undefined)[] = [];
  let typeIds: number[] = [];
  let affectedRows = 0;
  const arrayRows = options.rowMode === 'array';
  for (let at = 0; at + 5 <= reply.length;) {
    const code = reply[at]!;
    const end = at + 1 + view.getInt32(at + 1);
    let p = at + 5;
    if (code === ERROR_RESPONSE) {
      const error = firstError(reply)!; // the first error is the answer, as in PGlite
      throw Object.assign(error, { query, params, queryOptions: options });
    } else if (code === ROW_DESCRIPTION) {
      const count = view.getInt16(p);
      p += 2;
      names = [];
      typeIds = [];
      for (let i = 0; i < count; i++) {
        const nul = reply.indexOf(0, p);
        names.push(readText(reply, p, nul));
        p = nul + 1 + 6; // table OID, column number
        typeIds.push(view.getInt32(p));
        p += 12; // type OID, size, modifier, format
      }
      current.fields = names.map((name, i) => ({ name, dataTypeID: typeIds[i]! }));
      parse = typeIds.map((type) => options.parsers?.[type] ?? defaults[type]);
    } else if (code === DATA_ROW) {
      const count = view.getInt16(p);
      p += 2;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        if (length < 0) {
          values[i] = null;
          continue;
        }
        const text = readText(reply, p, p + length);
        p += length;
        const parser = parse[i];
        values[i] = parser ? parser(text, typeIds[i]) : text;
      }
      if (arrayRows) current.rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) row[names[i]!] = values[i];
        current.rows.push(row);
      }
    } else if (code === COMMAND_COMPLETE) {
      // A tag that carries a row count ends in it ("SELECT 2", "INSERT 0 5"); others end in a word.
      const parts = readText(reply, p, end - 1).split(' ');
      const command = parts[0]!;
      const rowCount = parseInt(parts[parts.length - 1]!, 10);
      if (COUNTED.has(command)) affectedRows += rowCount;
      results.push({ ...current, command, affectedRows, ...(Number.isNaN(rowCount) ? {} : { rowCount }) });
      current = { rows: [], fields: [] };
    }
    at = end;
  }
  return results.length > 0 ? results : [{ affectedRows: 0, rows: [], fields: [] }];
}

export async function startPgliteThread(
  dataDir: string,
  /** Told when the worker stops without being closed (after everything waiting has failed). */
  onStopped?: (err: Error) => void,
): Promise<PgliteThread> {
  const worker = startWorker(dataDir);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let openTransactions = 0;
  let stopped: Error | undefined;
  let lastError: Error | undefined;
  let closing = false;

  // The worker keeps the process alive only while something waits for it (a statement or a transaction).
  let held = false;
  const holdIfBusy = () => {
    const busy = pending.size + openTransactions > 0;
    if (busy !== held) {
      held = busy;
      if (busy) worker.ref();
      else worker.unref();
    }
  };

  let parsers: Parsers = {};
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: WorkerReply) => {
      if (Array.isArray(reply)) {
        for (const answer of reply) {
          const call = pending.get(answer.id);
          if (!call) continue;
          pending.delete(answer.id);
          if (answer.error) call.reject(fromWireError(answer.error));
          else call.resolve(answer.value);
        }
        holdIfBusy();
      } else if (reply.type === 'ready') {
        parsers = parsersFor(reply.arrayTypes);
        resolve();
      } else {
        reject(fromWireError(reply.error));
      }
    });
    worker.on('error', (err) => {
      lastError = err;
    });
    // A crashed or stopped worker fails everything that waits for it, and every later call.
    worker.on('exit', (code) => {
      stopped = closing
        ? new Error('The embedded database is closed')
        : new Error(
            `The embedded database worker stopped (${lastError?.message ?? `exit code ${code}`}); restart the server`,
            { cause: lastError },
          );
      reject(stopped);
      for (const call of pending.values()) call.reject(stopped);
      pending.clear();
      if (!closing) onStopped?.(stopped);
    });
  });

  // Requests go out in batches, once per turn of the event loop (a message between threads costs about as
  // much as a short statement, and a busy server sends dozens per turn).
  let outbox: WorkerMessage[] = [];
  const flush = () => {
    const batch = outbox;
    outbox = [];
    try {
      worker.postMessage(batch);
    } catch {
      // A parameter structured clone cannot copy fails its own request only.
      for (const message of batch) {
        try {
          worker.postMessage([message]);
        } catch (err) {
          pending.get(message.id)?.reject(err as Error);
          pending.delete(message.id);
        }
      }
      holdIfBusy();
    }
  };
  const call = (request: WorkerRequest): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      holdIfBusy();
      outbox.push({ ...request, id });
      if (outbox.length === 1) setImmediate(flush);
    });
  };

  const queryable = (tx?: number): PgliteQueryable => ({
    query: async <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
      checkOptions(options);
      const reply = await call({ op: 'query', sql, params, paramTypes: options.paramTypes, tx });
      return readReply(reply as Uint8Array, parsers, sql, params, options)[0] as Results<T>;
    },
    exec: async (sql: string, options: QueryOptions = {}) => {
      checkOptions(options);
      return readReply((await call({ op: 'exec', sql, tx })) as Uint8Array, parsers, sql, undefined, options);
    },
  });

  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  worker.unref();

  return {
    ...queryable(),
    transaction: async (fn) => {
      const tx = (await call({ op: 'begin' })) as number;
      openTransactions++;
      holdIfBusy();
      try {
        let result;
        try {
          result = await fn(queryable(tx));
        } catch (err) {
          await call({ op: 'rollback', tx }).catch(() => undefined);
          throw err;
        }
        await call({ op: 'commit', tx });
        return result;
      } finally {
        openTransactions--;
        holdIfBusy();
      }
    },
    close: async () => {
      if (stopped) return;
      try {
        await call({ op: 'close' });
      } finally {
        closing = true;
        await worker.terminate();
      }
    },
    worker,
  };
}

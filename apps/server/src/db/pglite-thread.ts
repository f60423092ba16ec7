// PGlite stored in a folder, run in a worker thread (pglite-worker.ts). The object returned here has the
// part of PGlite's interface drizzle uses (query, exec, transaction), so `drizzle-orm/pglite` runs on it
// unchanged; each call is a message to the worker and its answer, PostgreSQL's raw reply, which is parsed
// into rows here with PGlite's own parser and type parsers (the worker thread has the database to run; this
// one has the spare time). An answer arrives only once PGlite has finished the statement, so durability is
// PGlite's own.
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

/**
 * Turns PostgreSQL's raw reply into PGlite's results, or throws its first error with the statement and
 * parameters attached, as PGlite's query() and exec() do. The same results as PGlite's parseResults, but
 * each column's parser is looked up once per result, not once per value in a copy of all 300 parsers
 * (PGlite copies them on every call that passes parsers, which drizzle's every call does).
 */
function readReply(
  reply: Uint8Array,
  defaults: Parsers,
  query: string,
  params: unknown[] | undefined,
  options: QueryOptions,
): Results[] {
  const results: Results[] = [];
  let error: messages.DatabaseError | undefined;
  let current: Results = { rows: [], fields: [] };
  let columns: { name: string; parse: Parser | undefined; type: number }[] = [];
  let affectedRows = 0;
  const arrayRows = options.rowMode === 'array';
  new protocol.Parser().parse(reply, (msg) => {
    if (error) return; // the first error is the answer, as in PGlite
    if (msg instanceof messages.DatabaseError) {
      error = msg;
    } else if (msg instanceof messages.RowDescriptionMessage) {
      current.fields = msg.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
      columns = msg.fields.map((field) => ({
        name: field.name,
        type: field.dataTypeID,
        parse: options.parsers?.[field.dataTypeID] ?? defaults[field.dataTypeID],
      }));
    } else if (msg instanceof messages.DataRowMessage) {
      const values = msg.fields.map((value, i) => {
        const column = columns[i]!;
        return value === null || !column.parse ? value : column.parse(value, column.type);
      });
      if (arrayRows) current.rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < values.length; i++) row[columns[i]!.name] = values[i];
        current.rows.push(row);
      }
    } else if (msg instanceof messages.CommandCompleteMessage) {
      // A tag that carries a row count ends in it ("SELECT 2", "INSERT 0 5"); others end in a word.
      const parts = msg.text.split(' ');
      const command = parts[0]!;
      const rowCount = parseInt(parts[parts.length - 1]!, 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) affectedRows += rowCount;
      results.push({ ...current, command, affectedRows, ...(Number.isNaN(rowCount) ? {} : { rowCount }) });
      current = { rows: [], fields: [] };
    }
  });
  if (error) throw Object.assign(error, { query, params, queryOptions: options });
  return results.length > 0 ? results : [{ affectedRows: 0, rows: [], fields: [] }];
}

export async function startPgliteThread(dataDir: string): Promise<PgliteThread> {
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

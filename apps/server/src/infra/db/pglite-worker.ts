// The PGlite worker thread: owns the embedded database stored in a folder and runs the statements the main
// thread sends (pglite-thread.ts), so PostgreSQL in WebAssembly no longer shares the event loop with HTTP,
// drizzle and JSON. It does only what needs the database: it sends each statement to PostgreSQL as PGlite's
// own query() does (Parse + Describe, then the parameters serialised for the types PostgreSQL reports, then
// Bind + Describe + Execute + Sync) and hands back PostgreSQL's answer as raw protocol bytes (transferred,
// not copied); the main thread turns them into rows. PGlite's query() would run six WebAssembly calls and
// parse every message here; this runs two, or one for a statement it has named before, and parses only
// the parameter types.
//
// One connection: statements run one at a time, in the order they arrive; while a transaction is open,
// only that transaction's statements run and the others wait, as PGlite's own transaction() makes them.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, protocol } from '@electric-sql/pglite';
import {
  toWireError,
  type ArrayType,
  type QueryRequest,
  type AnswerMessage,
  type WorkerMessage,
  type WorkerReply,
} from './pglite-wire';

const { serialize, Parser, messages } = protocol;
const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };
const send = (reply: WorkerReply) => port.postMessage(reply);

let pg: PGlite;
let arrayTypes: ArrayType[];
try {
  pg = await PGlite.create(dataDir);
  // The array types PGlite registered parsers for; the main thread registers the same ones.
  arrayTypes = (
    await pg.query<ArrayType>(`
      SELECT b.oid, b.typarray
      FROM pg_catalog.pg_type a
      LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
      WHERE a.typcategory = 'A'
      GROUP BY b.oid, b.typarray
      ORDER BY b.oid`)
  ).rows;
} catch (err) {
  send({ type: 'failed', error: toWireError(err) });
  process.exit(1);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const SYNC = serialize.sync();

/**
 * Runs a protocol message and answers PostgreSQL's reply as it wrote it (execProtocolRaw would also parse
 * every message here, for nothing). Outside a transaction PGlite syncs its files afterwards, as query() does.
 */
async function execute(message: Uint8Array, inTransaction: boolean): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await pg.execProtocolRawStream(message, {
    syncToFs: !inTransaction,
    onRawData: (bytes) => chunks.push(bytes.slice()),
  });
  return chunks.length === 1 ? chunks[0]! : concat(chunks);
}

/**
 * Statements PostgreSQL has parsed once under a name, with their parameter types, by text: a statement
 * seen again is only bound and executed (one WebAssembly call, no parsing). PostgreSQL re-plans a named
 * statement itself when a table it reads changes; the names are dropped after a schema change anyway.
 */
const prepared = new Map<string, { name: string; paramTypes: number[] }>();
const MAX_PREPARED = 500;
let preparedCount = 0;
/** Reads and writes of rows keep a name; anything else (DDL, SET, SAVEPOINT, ANALYZE) is parsed each time. */
const ROW_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment)\b/i;

/** Drops every name, here and in PostgreSQL (when the cache is full; never inside a transaction). */
async function deallocateAll(): Promise<void> {
  prepared.clear();
  check(await execute(concat([serialize.query('DEALLOCATE ALL'), SYNC]), false));
}

function serializeParams(params: unknown[], paramTypes: number[]): (string | null)[] {
  return params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializer = pg.serializers[paramTypes[i]!];
    return serializer ? (serializer(param) as string) : String(param);
  });
}

/**
 * One statement with parameters, as PGlite's query() sends it (Parse and Describe, then the parameters
 * serialised for the types PostgreSQL reports, then Bind, Describe, Execute and Sync); answers PostgreSQL's
 * raw reply.
 */
async function query(req: QueryRequest, inTransaction: boolean): Promise<Uint8Array> {
  const key = `${req.paramTypes?.join(',') ?? ''}:${req.sql}`;
  let statement = prepared.get(key);
  if (!statement) {
    // After a schema change, statements are named afresh (the old names stay unused).
    if (SCHEMA_CHANGE.test(req.sql)) prepared.clear();
    const named = ROW_STATEMENT.test(req.sql) && (prepared.size < MAX_PREPARED || !inTransaction);
    if (named && prepared.size >= MAX_PREPARED) await deallocateAll();
    const name = named ? `t${++preparedCount}` : '';
    const head = await execute(
      concat([
        serialize.parse({ name, text: req.sql, types: req.paramTypes }),
        serialize.describe({ type: 'S', name }),
      ]),
      true, // no sync yet: the statement has not run
    );
    let paramTypes: number[] = [];
    let failed = false;
    new Parser().parse(head, (msg) => {
      if (msg instanceof messages.DatabaseError) failed = true;
      else if (msg instanceof messages.ParameterDescriptionMessage) paramTypes = msg.dataTypeIDs;
    });
    // A statement PostgreSQL refused (syntax, unknown column): its error, then Sync ends the failed request.
    if (failed) return concat([head, await execute(SYNC, inTransaction)]);
    statement = { name, paramTypes };
    if (named) prepared.set(key, statement);
  }
  let values: (string | null)[];
  try {
    values = serializeParams(req.params, statement.paramTypes);
  } catch (err) {
    await execute(SYNC, inTransaction);
    throw err;
  }
  return execute(
    concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      SYNC,
    ]),
    inTransaction,
  );
}

/** A simple-protocol statement (several may be in one string), followed by Sync as PGlite's exec() does. */
async function simple(sql: string, inTransaction: boolean): Promise<Uint8Array> {
  return concat([await execute(serialize.query(sql), inTransaction), await execute(SYNC, inTransaction)]);
}

let openTransaction: number | undefined;
let nextTransaction = 1;
const queue: WorkerMessage[] = [];
let draining = false;

const transactionOf = (msg: WorkerMessage) => ('tx' in msg ? msg.tx : undefined);

/**
 * What may run now: a statement of a transaction at once (its transaction is the open one, or it is over
 * and the statement fails), anything else only when no transaction is open.
 */
const runnable = (msg: WorkerMessage) => transactionOf(msg) !== undefined || openTransaction === undefined;

function inTransaction(msg: WorkerMessage): boolean {
  const tx = transactionOf(msg);
  if (tx === undefined) return false;
  if (tx !== openTransaction) throw new Error(`Transaction ${tx} is not open in the database worker`);
  return true;
}

/** Throws the first error in a raw reply (BEGIN, COMMIT and ROLLBACK are checked here, not on the main thread). */
function check(reply: Uint8Array): void {
  let error: Error | undefined;
  new Parser().parse(reply, (msg) => {
    if (!error && msg instanceof messages.DatabaseError) error = msg;
  });
  if (error) throw error;
}

async function run(msg: WorkerMessage): Promise<Uint8Array | number | null> {
  switch (msg.op) {
    case 'query':
      return query(msg, inTransaction(msg));
    case 'exec':
      prepared.clear(); // a script may change the schema
      return simple(msg.sql, inTransaction(msg));
    case 'begin': {
      check(await simple('BEGIN', true));
      openTransaction = nextTransaction++;
      return openTransaction;
    }
    case 'commit':
    case 'rollback': {
      inTransaction(msg);
      openTransaction = undefined;
      // COMMIT of a transaction that failed answers ROLLBACK: that is an error, as in PGlite.
      const reply = await simple(msg.op === 'commit' ? 'COMMIT' : 'ROLLBACK', false);
      check(reply);
      if (msg.op === 'commit') {
        let rolledBack = false;
        new Parser().parse(reply, (m) => {
          if (m instanceof messages.CommandCompleteMessage && m.text === 'ROLLBACK') rolledBack = true;
        });
        if (rolledBack) throw new Error('Transaction was rolled back: an earlier statement in it failed');
      }
      return null;
    }
    case 'close':
      await pg.close();
      return null;
  }
}

/**
 * Answers go back in batches (a message between threads costs about as much as a short statement): when
 * nothing more can run, or every 32 answers. Raw replies are transferred, not copied.
 */
let outbox: AnswerMessage[] = [];
let transfer: ArrayBuffer[] = [];
function answer(reply: AnswerMessage) {
  outbox.push(reply);
  if (reply.value instanceof Uint8Array) transfer.push(reply.value.buffer as ArrayBuffer);
  if (outbox.length >= 32) flush();
}
function flush() {
  if (outbox.length === 0) return;
  port.postMessage(outbox, transfer);
  outbox = [];
  transfer = [];
}

async function drain() {
  if (draining) return;
  draining = true;
  try {
    for (;;) {
      const index = queue.findIndex(runnable);
      if (index < 0) break;
      const msg = queue.splice(index, 1)[0]!;
      try {
        answer({ id: msg.id, value: await run(msg) });
      } catch (err) {
        answer({ id: msg.id, error: toWireError(err) });
      }
    }
  } finally {
    draining = false;
    flush();
  }
}

port.on('message', (batch: WorkerMessage[]) => {
  queue.push(...batch);
  void drain();
});
send({ type: 'ready', arrayTypes });

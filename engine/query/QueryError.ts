/** A query that cannot be compiled. Callers answer it with a 400 keyed by `field` (a field id, link id or "query"). */
export class QueryError extends Error {
  readonly field: string;
  readonly operator: string | undefined;

  constructor(message: string, field: string | number = "query", operator?: string) {
    super(message);
    this.name = "QueryError";
    this.field = String(field);
    this.operator = operator;
  }
}

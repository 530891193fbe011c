/**
 * React Query keys of saved queries: the queries page's pages (under `all` and `ofEnvironment`), one query in
 * the editor, the queries a link filter may choose, an entity's query settings, the fields and links the
 * builder offers, a preview's results and a query as the record list's filter names it.
 */
export const queryKeys = {
  all: ["savedQueries"] as const,
  ofEnvironment: (environmentId: number | null | undefined) => ["savedQueries", environmentId] as const,
  list: (environmentId: number | null | undefined, search: string, page: number) =>
    ["savedQueries", environmentId, search, page] as const,
  one: (queryId: number) => ["queryBuilder", "query", queryId] as const,
  choices: (environmentId: number | null | undefined, entityId: number | null | undefined) =>
    ["queryBuilder", "queries", environmentId, entityId] as const,
  entitySettings: (entityId: number) => ["queryBuilder", "entity", entityId] as const,
  fields: (entityId: number | null | undefined) => ["queryBuilder", "fields", entityId] as const,
  links: (entityId: number | null | undefined) => ["queryBuilder", "links", entityId] as const,
  preview: (settled: unknown) => ["queryPreview", settled] as const,
  /** A saved query as the record list's filter shows it. */
  saved: (entityId: number, uuid: string) => ["savedQuery", entityId, uuid] as const,
};

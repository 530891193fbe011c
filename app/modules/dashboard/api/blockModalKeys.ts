/** React Query keys of what the block modal offers: roles, queries, an entity's fields, links and views, containers. */
export const blockModalKeys = {
  roles: (environmentId: number | null | undefined) => ["blockModal", "roles", environmentId] as const,
  queries: (environmentId: number | null | undefined, entityId: number | null | undefined) =>
    ["blockModal", "queries", environmentId, entityId] as const,
  fields: (entityId: number | null | undefined) => ["blockModal", "fields", entityId] as const,
  links: (entityId: number | null | undefined) => ["blockModal", "links", entityId] as const,
  views: (entityId: number | null | undefined) => ["blockModal", "views", entityId] as const,
  containers: (environmentId: number | null | undefined) =>
    ["blockModal", "containers", environmentId] as const,
};

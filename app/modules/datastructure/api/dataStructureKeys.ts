/** React Query keys of the data structure: an environment's entities in order, one entity, the ERD's layout. */
export const dataStructureKeys = {
  ofEnvironment: (environmentId: number | null | undefined) => ["datastructure", environmentId] as const,
  entity: (entityId: number) => ["datastructure", "entity", entityId] as const,
  /** The ERD's layout of the structure as read at `readAt`. */
  layout: (environmentId: number | null | undefined, readAt: number) =>
    ["datastructure", environmentId, "layout", readAt] as const,
};

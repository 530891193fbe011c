/**
 * React Query keys of an entity's metadata: its bundle (the engine's input, per language), the entity itself,
 * the main menu's entity lists, the caller's credentials on it and the designer's lists of its data fields,
 * links, display items, positions and custom views. A prefix key (`bundles`, `bundlesOf`, `menus`, `all`)
 * refreshes everything under it.
 */
export const entityKeys = {
  /** Every entity read through GET /defdossier (the menus and single entities). */
  all: ["defdossier"] as const,
  /** Every environment's main menu. */
  menus: ["defdossier", "menu"] as const,
  menu: (environmentId: number | undefined) => ["defdossier", "menu", environmentId] as const,
  one: (entityId: number) => ["defdossier", "entity", entityId] as const,
  /** Every entity's bundle: a base field's change reaches all entities that place it. */
  bundles: ["entityBundle"] as const,
  /** One entity's bundle in every language. */
  bundlesOf: (entityId: number | undefined) => ["entityBundle", entityId] as const,
  bundle: (entityId: number | undefined, locale: string) => ["entityBundle", entityId, locale] as const,
  credentials: (entityId: number) => ["entityCredentials", entityId] as const,
  dataFields: (entityId: number) => ["entityDataFields", entityId] as const,
  links: (entityId: number) => ["entityLinks", entityId] as const,
  displayItems: (entityId: number) => ["entityDisplayItems", entityId] as const,
  positions: (entityId: number) => ["entityPositions", entityId] as const,
  customViews: (entityId: number) => ["entityCustomViews", entityId] as const,
  /** The path picker's data fields and links of an entity. */
  fieldsAndLinks: (entityId: number) => ["fieldsAndLinks", entityId] as const,
  /** The entities of an environment, as the designer lists them. */
  ofEnvironment: (environmentId: number) => ["environmentEntities", environmentId] as const,
  /** A link's two ends (GET /defdossierlink/{id}), as a Gantt chart finds its task entity. */
  linkEnds: (linkId: number | undefined) => ["defdossierlink", linkId] as const,
  /** The designer's ERD of an environment's entities. */
  erd: (environmentId: number | null) => ["erd", environmentId] as const,
};

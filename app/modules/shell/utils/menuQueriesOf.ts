import type { MenuEntity } from "../api/MenuEntity";

/** The saved queries an entity shows under itself in the menu (query_settings.menu_queries), by rank. */
export function menuQueriesOf(entity: MenuEntity): { rank: number; queryUuid: string; name: string }[] {
  const queries = entity.settings?.query_settings?.menu_queries ?? [];
  return queries.filter((query) => query.queryUuid && query.name).sort((a, b) => a.rank - b.rank);
}

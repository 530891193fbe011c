import type { Entity } from "../../../../schemas";

type QuerySettings = NonNullable<NonNullable<Entity["settings"]>["query_settings"]>;

/**
 * The entity's query_settings with this query as its default query or not, and in its menu or not (at the end,
 * under `name`); the other queries' places stay as they were.
 */
export function withQuerySettings(
  current: QuerySettings | undefined,
  uuid: string,
  change: { isDefault?: boolean; inMenu?: boolean; name: string },
): QuerySettings {
  const menu = current?.menu_queries ?? [];
  const others = menu.filter((entry) => entry.queryUuid !== uuid);
  const inMenu = change.inMenu ?? menu.some((entry) => entry.queryUuid === uuid);
  const isDefault = change.isDefault ?? current?.default_query === uuid;
  const kept = menu.find((entry) => entry.queryUuid === uuid);
  const nextRank = Math.max(-1, ...others.map((entry) => entry.rank)) + 1;
  return {
    default_query: isDefault
      ? uuid
      : current?.default_query === uuid
        ? null
        : (current?.default_query ?? null),
    // A query already in the menu keeps its place.
    menu_queries: !inMenu
      ? others
      : kept
        ? menu
        : [...menu, { rank: nextRank, queryUuid: uuid, name: change.name }],
  };
}

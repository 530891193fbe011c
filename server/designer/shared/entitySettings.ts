import type { Condition, EntitySettings } from "../../../schemas";
import type { Database } from "../../db/database";
import { jsonb } from "../../db/database";
import type { FieldErrors } from "../../http/errors";
import { INVALID } from "../../http/messages";
import { existingIds } from "./references";

/** Entity settings that each name one display item (kanban, timeline, calendar and Gantt fields). */
export const ITEM_SETTING_KEYS = [
  "kanban_search_field",
  "kanban_list_field",
  "timeline_field",
  "timeline_desc_field",
  "calendar_date_field",
  "calendar_date_list_field",
  "calendar_date_list_field_end",
  "calendar_edit_start",
  "calendar_edit_end",
  "gantt_project_start",
  "gantt_project_end",
  "gantt_project_progress",
  "gantt_task_start",
  "gantt_task_end",
  "gantt_task_progress",
  "gantt_tags",
  "gantt_task_resource",
] as const;

/** The address lookup settings that name display items. */
export const ADDRESS_ITEM_KEYS = [
  "street",
  "zipcode",
  "housenr",
  "housenrsuf",
  "city",
  "municipality",
  "long",
  "lat",
] as const;

type Settings = EntitySettings & Record<string, unknown>;

const isItemId = (value: unknown): value is number => typeof value === "number";

/**
 * Checks that the settings name what exists: conditions and hidden fields name display items of the entity;
 * the kanban, timeline, calendar, Gantt and address settings name display items of the environment (Gantt
 * task settings name items of the task entity); gantt_task_link is a link of the entity; roles and queries
 * are the environment's. Errors are keyed by their path, as settings.conditions.0.rules.fields.1.field.
 */
export async function checkEntitySettings(
  db: Database,
  errors: FieldErrors,
  environmentId: number,
  entityId: number | null,
  settings: Settings,
): Promise<void> {
  const conditions: Condition[] = settings.conditions ?? [];
  const entityItemIds = [
    ...conditions.flatMap((c) => [
      ...c.rules.fields.map((f) => f.field),
      ...c.actions.flatMap((a) => a.values),
    ]),
    ...(settings.hiddenfields ?? []),
  ];
  const environmentItemIds = [
    ...ITEM_SETTING_KEYS.map((key) => settings[key]).filter(isItemId),
    ...ADDRESS_ITEM_KEYS.map((key) => settings.address_lookup_settings?.[key]).filter(isItemId),
  ];
  const [entityItems, environmentItems] = await Promise.all([
    entityId === null
      ? Promise.resolve(new Set<number>())
      : existingIds(db, "display_items", environmentId, entityItemIds, entityId),
    existingIds(db, "display_items", environmentId, environmentItemIds),
  ]);
  conditions.forEach((condition, index) => {
    condition.rules.fields.forEach((rule, ruleIndex) => {
      if (!entityItems.has(rule.field)) {
        errors[`settings.conditions.${index}.rules.fields.${ruleIndex}.field`] = INVALID;
      }
    });
    condition.actions.forEach((action, actionIndex) => {
      if (action.values.some((id) => !entityItems.has(id))) {
        errors[`settings.conditions.${index}.actions.${actionIndex}.values`] = INVALID;
      }
    });
  });
  if ((settings.hiddenfields ?? []).some((id) => !entityItems.has(id)))
    errors["settings.hiddenfields"] = INVALID;
  for (const key of ITEM_SETTING_KEYS) {
    const value = settings[key];
    if (isItemId(value) && !environmentItems.has(value)) errors[`settings.${key}`] = INVALID;
  }
  for (const key of ADDRESS_ITEM_KEYS) {
    const value = settings.address_lookup_settings?.[key];
    if (isItemId(value) && !environmentItems.has(value)) {
      errors[`settings.address_lookup_settings.${key}`] = INVALID;
    }
  }
  if (isItemId(settings.gantt_task_link)) {
    const links =
      entityId === null
        ? new Set<number>()
        : await existingIds(db, "def_dossier_links", environmentId, [settings.gantt_task_link], entityId);
    if (!links.has(settings.gantt_task_link)) errors["settings.gantt_task_link"] = INVALID;
  }
  const roles = settings.show_archivable_roles ?? [];
  if (roles.length > 0) {
    const found = await existingIds(db, "roles", environmentId, roles);
    if (roles.some((id) => !found.has(id))) errors["settings.show_archivable_roles"] = INVALID;
  }
  const querySettings = settings.query_settings;
  const queryUuids = [
    ...(querySettings?.default_query ? [querySettings.default_query] : []),
    ...(querySettings?.menu_queries ?? []).map((q) => q.queryUuid),
  ];
  if (queryUuids.length > 0) {
    const rows = await db.query<{ uuid: string }>(
      "select uuid from dossier_queries where environment_id = $1 and uuid = any($2::text[])",
      [environmentId, queryUuids],
    );
    const found = new Set(rows.map((r) => r.uuid));
    if (querySettings?.default_query && !found.has(querySettings.default_query)) {
      errors["settings.query_settings.default_query"] = INVALID;
    }
    (querySettings?.menu_queries ?? []).forEach((menu, index) => {
      if (!found.has(menu.queryUuid))
        errors[`settings.query_settings.menu_queries.${index}.queryUuid`] = INVALID;
    });
  }
}

/**
 * The settings without references to removed display items: conditions that read a removed item are
 * dropped (they could never match again), removed items leave the actions and hidden fields (a condition
 * left without targets is dropped), and single-item settings naming one are cleared. Null when nothing
 * changes. A removed link leaves gantt_task_link.
 */
export function pruneItemReferences(
  settings: Settings,
  removed: ReadonlySet<number>,
  removedLinks: ReadonlySet<number> = new Set(),
): Settings | null {
  let changed = false;
  const next: Settings = { ...settings };
  if (isItemId(settings.gantt_task_link) && removedLinks.has(settings.gantt_task_link)) {
    next.gantt_task_link = null;
    changed = true;
  }
  if (settings.conditions) {
    const conditions: Condition[] = [];
    for (const condition of settings.conditions) {
      if (condition.rules.fields.some((f) => removed.has(f.field))) {
        changed = true;
        continue;
      }
      const actions = condition.actions.map((a) => ({
        ...a,
        values: a.values.filter((id) => !removed.has(id)),
      }));
      if (actions.some((a, i) => a.values.length !== condition.actions[i]?.values.length)) changed = true;
      const kept = actions.filter((a) => a.values.length > 0);
      if (kept.length === 0) {
        changed = true;
        continue;
      }
      conditions.push({ ...condition, actions: kept });
    }
    next.conditions = conditions;
  }
  if (settings.hiddenfields?.some((id) => removed.has(id))) {
    next.hiddenfields = settings.hiddenfields.filter((id) => !removed.has(id));
    changed = true;
  }
  for (const key of ITEM_SETTING_KEYS) {
    const value = settings[key];
    if (isItemId(value) && removed.has(value)) {
      next[key] = null;
      changed = true;
    }
  }
  const address = settings.address_lookup_settings;
  if (address) {
    const nextAddress = { ...address };
    for (const key of ADDRESS_ITEM_KEYS) {
      const value = address[key];
      if (isItemId(value) && removed.has(value)) {
        nextAddress[key] = null;
        changed = true;
      }
    }
    next.address_lookup_settings = nextAddress;
  }
  return changed ? next : null;
}

/** Clears references to display items (and links) about to go from the settings of the environment's entities. */
export async function pruneEntitySettings(
  db: Database,
  environmentId: number,
  removedItemIds: readonly number[],
  removedLinkIds: readonly number[] = [],
): Promise<void> {
  if (removedItemIds.length === 0 && removedLinkIds.length === 0) return;
  const removed = new Set(removedItemIds);
  const removedLinks = new Set(removedLinkIds);
  const entities = await db.query<{ id: number; settings: Settings }>(
    "select id, settings from def_dossiers where environment_id = $1",
    [environmentId],
  );
  for (const entity of entities) {
    const pruned = pruneItemReferences(entity.settings ?? {}, removed, removedLinks);
    if (pruned) {
      await db.query("update def_dossiers set settings = $2::jsonb where id = $1", [
        entity.id,
        jsonb(pruned),
      ]);
    }
  }
}

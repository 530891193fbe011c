import type { CompiledItem } from "../../engine";
import type { RecordDetail } from "../../schemas";
import type { Database } from "../db/database";
import { badRequest } from "../http/errors";
import { INVALID } from "../http/messages";
import { writeLogs } from "../logs/dossierLogs";
import type { CallerContext } from "../permissions/callerContext";
import { conditionMemberships } from "./conditionMemberships";
import { answeredMetadataValues, valueOfItem } from "./derivedValues";
import { requireRecord } from "./entityAccess";
import { type EntityModels, loadEntityModels } from "./entityModels";
import { formatValue, Labels } from "./formatValues";
import { itemInfo } from "./listRecords";
import { readVisibleValues, sightOf } from "./recordSight";

/** The items a detail answer holds: a position's show and edit items, a view's, or all the caller may see. */
function detailItems(
  models: EntityModels,
  options: { displayPosition?: number; view?: string },
): CompiledItem[] {
  if (options.displayPosition !== undefined) {
    if (!models.bundle.positions.some((p) => p.id === options.displayPosition)) {
      throw badRequest({ displayPosition: INVALID });
    }
    const byId = new Map<number, CompiledItem>();
    for (const view of ["show", "edit"]) {
      for (const item of Object.values(models.model(view).items)) {
        if (item.positionId === options.displayPosition && !byId.has(item.id)) byId.set(item.id, item);
      }
    }
    return [...byId.values()];
  }
  if (options.view) {
    const model = models.model(options.view);
    return model.order.map((id) => model.items[id] as CompiledItem);
  }
  return [...models.visibleItems().values()];
}

/**
 * One record for GET {contentdossier}/{id}: the values of the items the caller may see (a position's, a
 * view's or all), formatted too, the caller's subscription and favourite; the reading is logged as shown.
 */
export async function getRecord(
  db: Database,
  caller: CallerContext,
  recordId: number,
  options: { displayPosition?: number; view?: string; locale?: unknown } = {},
): Promise<RecordDetail> {
  const { record, entity } = await requireRecord(db, caller, recordId, "show");
  const models = await loadEntityModels(db, caller, entity, options.locale);
  const items = detailItems(models, options);
  const sight = await sightOf(db, caller, entity, models.bundle);
  const stored = (await readVisibleValues(db, sight, [record.id])).get(record.id) ?? {};
  const meta = answeredMetadataValues(record);
  const content: Record<string, unknown> = {};
  for (const item of items) {
    const value = valueOfItem(item, stored, meta);
    if (value !== undefined) content[item.id] = value;
  }
  const labels = await Labels.load(
    db,
    items.map((item) => ({ item, value: content[item.id] })),
  );
  const formatted: Record<string, string> = {};
  for (const item of items) {
    if (content[item.id] !== undefined) {
      formatted[item.id] = formatValue(item, content[item.id], "show", models.context, labels);
    }
  }
  const [flags] = await db.query<{ subscribed: boolean; favorite: boolean }>(
    `select exists(select 1 from dossier_subscriptions where user_id = $1 and content_dossier_id = $2) as subscribed,
            exists(select 1 from favorites where user_id = $1 and content_dossier_id = $2) as favorite`,
    [caller.userId, record.id],
  );
  await writeLogs(db, [
    {
      environmentId: record.environment_id,
      entityId: record.def_dossier_id,
      recordId: record.id,
      userId: caller.userId,
      username: caller.username,
      type: "shown",
    },
  ]);
  return {
    id: record.id,
    uuid: record.uuid,
    def_dossier_id: record.def_dossier_id,
    environment_id: record.environment_id,
    summary: record.summary,
    archived: record.archived,
    created_at: new Date(record.created_at).toISOString(),
    modified_at: new Date(record.modified_at).toISOString(),
    created_by: record.created_by_username,
    modified_by: record.modified_by_username,
    version: record.version,
    dossier: { id: record.id, summary: record.summary, archived: record.archived },
    content,
    formatted,
    items: items.map(itemInfo),
    subscribed: flags?.subscribed ?? false,
    favorite: flags?.favorite ?? false,
    in_queries: await conditionMemberships(db, models.bundle, record.id, caller.userId),
  };
}

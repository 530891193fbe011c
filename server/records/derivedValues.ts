import { type CompiledItem, evaluate, roleIds, type ViewModel } from "../../engine";
import type { Database } from "../db/database";
import type { RecordRow } from "./entityAccess";
import type { EntityModels } from "./entityModels";
import { formatValue, Labels } from "./formatValues";
import { type FieldWrite, type StoredValues, writeFieldValues } from "./recordStore";

type Queryable = Pick<Database, "query">;

/** A record's own data as metadata items (dossier_data) and formulas read it, by metadata key. */
export function metadataValues(record: RecordRow): StoredValues {
  return {
    mdossier_id: record.id,
    msummary: record.summary ?? "",
    mcreated_at: new Date(record.created_at).toISOString(),
    mmodified_at: new Date(record.modified_at).toISOString(),
    mcreated_by: record.created_by_username ?? "",
    mmodified_by: record.modified_by_username ?? "",
  };
}

/**
 * Metadata as the API answers it: the creator and modifier also carry their ids ({id, username}), so that
 * the app links them to their profiles. Formulas and summaries read metadataValues (the plain usernames).
 */
export function answeredMetadataValues(record: RecordRow): StoredValues {
  const user = (id: number | null, username: string | null) =>
    id !== null && username ? { id, username } : (username ?? "");
  return {
    ...metadataValues(record),
    mcreated_by: user(record.created_by, record.created_by_username),
    mmodified_by: user(record.modified_by, record.modified_by_username),
  };
}

/** The stored value an item of a model shows: its field or link value, or the record's metadata. */
export function valueOfItem(item: CompiledItem, values: StoredValues, meta?: StoredValues): unknown {
  if (item.key.startsWith("m")) return meta?.[item.key];
  return values[item.key];
}

/**
 * The calc values of a record computed by the engine's evaluate() over all its fields; answers the data
 * field values that changed (null when a formula gives no number).
 */
export function calcChanges(model: ViewModel, values: StoredValues, meta?: StoredValues): FieldWrite[] {
  if (model.calcOrder.length === 0) return [];
  const state = evaluate(model, { ...meta, ...values });
  const writes: FieldWrite[] = [];
  for (const id of model.calcOrder) {
    const item = model.items[id];
    if (!item?.key.startsWith("f")) continue;
    const value = state.values[id] ?? null;
    if (Object.is(value, values[item.key] ?? null)) continue;
    writes.push({ dataFieldId: Number(item.key.slice(1)), type: "calc", value });
  }
  return writes;
}

/** Display items that a role restriction hides from someone (INCLUDE / EXCLUDE_SELECTED_ROLES with roles). */
function roleRestrictedItems(models: EntityModels): Set<number> {
  return new Set(
    models.bundle.positions.flatMap((position) =>
      position.display_items.flatMap((item) =>
        item.permissions_type && roleIds(item.roles).length > 0 ? [item.id] : [],
      ),
    ),
  );
}

/**
 * The summary: the summary view's values formatted by the engine and joined by a space; null when empty.
 * Everyone who may see the record reads its summary (lists, links, search), so items a role restriction
 * hides from anyone are left out of it.
 */
export async function summaryOf(
  db: Queryable,
  models: EntityModels,
  values: StoredValues,
  meta?: StoredValues,
): Promise<string | null> {
  const model = models.neutralModel("summary");
  const restricted = roleRestrictedItems(models);
  const entries = model.order.flatMap((id) => {
    const item = model.items[id];
    return item && item.key !== "msummary" && !restricted.has(item.id)
      ? [{ item, value: valueOfItem(item, values, meta) }]
      : [];
  });
  const labels = await Labels.load(db, entries);
  const parts = entries
    .map(({ item, value }) => formatValue(item, value, "list", model.context, labels).trim())
    .filter((part) => part !== "");
  return parts.length > 0 ? parts.join(" ") : null;
}

/**
 * Brings a record's derived values up to date after its values changed: calc values through evaluate(),
 * then the summary. `values` is updated in place; answers the new summary.
 */
export async function refreshDerived(
  tx: Queryable,
  models: EntityModels,
  record: RecordRow,
  values: StoredValues,
): Promise<string | null> {
  const meta = metadataValues(record);
  const calcs = calcChanges(models.wholeRecordModel(), values, meta);
  if (calcs.length > 0) {
    await writeFieldValues(tx, record, calcs);
    for (const write of calcs) values[`f${write.dataFieldId}`] = write.value;
  }
  const summary = await summaryOf(tx, models, values, meta);
  if (summary !== record.summary) {
    await tx.query("update content_dossiers set summary = $2 where id = $1", [record.id, summary]);
  }
  return summary;
}

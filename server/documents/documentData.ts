import type { CompiledItem } from "../../engine";
import { htmlToText } from "../../engine";
import type { Database } from "../db/database";
import type { CallerContext } from "../permissions/callerContext";
import { metadataValues, valueOfItem } from "../records/derivedValues";
import type { RecordRow } from "../records/entityAccess";
import type { EntityModels } from "../records/entityModels";
import { formatValue, Labels } from "../records/formatValues";
import { readVisibleValues, sightOf } from "../records/recordSight";

/** Items that hold no value of their own: buttons and blocks print nothing in a document. */
const VALUELESS = new Set(["customActionButton", "block"]);

/** A label as a tag: "Date of birth" -> date_of_birth, accents dropped. */
export function tagOfLabel(label: string): string {
  return label
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/** The items a document may print: every item the caller may see that holds a value. */
export function documentItems(models: EntityModels): CompiledItem[] {
  return [...models.visibleItems().values()].filter((item) => !VALUELESS.has(item.type));
}

/**
 * The tags an item answers to: its value key (`f12`, `l3`, `msummary`), stable whatever the labels, and its
 * label as a tag in the caller's language. Two items with the same label: the first keeps the label tag.
 */
export function tagsOf(items: readonly CompiledItem[]): Map<CompiledItem, string[]> {
  const taken = new Set<string>();
  const tags = new Map<CompiledItem, string[]>();
  for (const item of items) {
    const names = [item.key];
    const label = tagOfLabel(item.label);
    if (label && !taken.has(label) && !/^[flm]\d/.test(label)) names.push(label);
    for (const name of names) taken.add(name);
    tags.set(item, names);
  }
  return tags;
}

/**
 * The data a template is filled with: per record, each visible item's value as people read it under each of
 * its tags, plus id and summary. Read through the caller's sight, so a document never holds a value the
 * caller could not see in the record. The first record's tags are also at the top level, and every record
 * is in `dossiers` for a {#dossiers}…{/dossiers} loop.
 */
export async function documentData(
  db: Database,
  caller: CallerContext,
  models: EntityModels,
  records: readonly RecordRow[],
  now: Date,
): Promise<Record<string, unknown>> {
  const entity = { id: models.entityId, environment_id: records[0]?.environment_id ?? 0 };
  const sight = await sightOf(db, caller, entity, models.bundle);
  const stored = await readVisibleValues(
    db,
    sight,
    records.map((record) => record.id),
  );
  const items = documentItems(models);
  const tags = tagsOf(items);
  const perRecord = records.map((record) => ({
    record,
    values: items.map((item) => ({
      item,
      value: valueOfItem(item, stored.get(record.id) ?? {}, metadataValues(record)),
    })),
  }));
  const labels = await Labels.load(
    db,
    perRecord.flatMap((entry) => entry.values),
  );
  const dossiers = perRecord.map(({ record, values }) => {
    const data: Record<string, string | number> = { id: record.id, summary: record.summary ?? "" };
    for (const { item, value } of values) {
      if (value === undefined || value === null) continue;
      const shown = formatValue(item, value, "show", models.context, labels);
      const text = item.type === "textarea" ? htmlToText(shown) : shown;
      for (const tag of tags.get(item) ?? []) data[tag] = text;
    }
    return data;
  });
  return { ...dossiers[0], today: now.toISOString().slice(0, 10), dossiers };
}

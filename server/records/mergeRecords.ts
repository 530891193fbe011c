import { type CompiledItem, fieldTypeOf, isEmptyValue, messages, type ViewModel } from "../../engine";
import type { Database } from "../db/database";
import { assertNoErrors, badRequest, type FieldErrors, forbidden } from "../http/errors";
import { INVALID } from "../http/messages";
import { writeLogs } from "../logs/dossierLogs";
import type { CallerContext } from "../permissions/callerContext";
import { can, entityCredential } from "../permissions/can";
import { type EntityRow, findRecord, type RecordRow, requireEntity } from "./entityAccess";
import { loadEntityModels } from "./entityModels";
import { loadLinks } from "./linkStore";
import { deleteRecord, NOT_ARCHIVEABLE, setArchived } from "./recordRemoval";
import { readStoredValues, type StoredValues } from "./recordStore";
import { bulkVersionsOf, lockVersions } from "./recordVersions";
import { ARCHIVED_RECORD, applyChanges, type Change, createRecord } from "./recordWrites";

export type MergeAction = "keep" | "archive" | "delete";
/** Whose children a link of the merged record takes: the first record's, the second's, or both. */
export type LinkSource = "left" | "right" | "both" | "default";

export interface MergeInput {
  environment?: number;
  dossiers: { action: MergeAction; ids: number[] };
  /** A value chosen per display item ({id, content}) and a source per link ({link_id, use_from}). */
  mergeDossier?: ({ id: number; content: unknown } | { link_id: number; use_from: LinkSource })[];
  /** The version each of the two records was read at, by record id. */
  versions?: Record<string, number>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

/** The merged record is made on the caller's merge right, so create is granted for that one entity. */
function withCreate(caller: CallerContext, entity: EntityRow): CallerContext {
  const granted = entityCredential(entity.id, "create");
  return {
    ...caller,
    credentials: (environmentId) =>
      environmentId === entity.environment_id
        ? new Set([...caller.credentials(environmentId), granted])
        : caller.credentials(environmentId),
  };
}

/** A link's children for the merged record: one side's, or both in order (one at most when single-select). */
function linkedIds(item: CompiledItem, left: unknown, right: unknown, source: LinkSource): number[] {
  if (source === "left") return idsOf(left);
  if (source === "right") return idsOf(right);
  const both = [...new Set([...idsOf(left), ...idsOf(right)])];
  return item.link?.multiple === false ? both.slice(0, 1) : both;
}

/**
 * The merged record's values by item id, over the caller's edit view only (items hidden for the caller's
 * roles are neither read nor written): a chosen value must be one of the two records' values; a field not
 * chosen keeps the first record's value, else the second's; links take the children of both unless told.
 */
function mergedValues(
  model: ViewModel,
  left: StoredValues,
  right: StoredValues,
  input: MergeInput,
): { values: Record<string, unknown>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const chosen = new Map<string, unknown>();
  const sources = new Map<number, LinkSource>();
  const editable = Object.values(model.items).filter((item) => item.editable);
  for (const entry of input.mergeDossier ?? []) {
    if ("link_id" in entry) {
      if (editable.some((item) => item.link?.id === entry.link_id))
        sources.set(entry.link_id, entry.use_from);
      else errors[`link_${entry.link_id}`] = INVALID;
      continue;
    }
    const item = model.items[entry.id];
    if (!item?.editable) errors[entry.id] = INVALID;
    else if (!same(entry.content, left[item.key]) && !same(entry.content, right[item.key]))
      errors[entry.id] = messages.option;
    else chosen.set(String(entry.id), entry.content);
  }
  const values: Record<string, unknown> = {};
  for (const item of editable) {
    const a = left[item.key];
    const b = right[item.key];
    if (item.link && !chosen.has(String(item.id))) {
      values[item.id] = linkedIds(item, a, b, sources.get(item.link.id) ?? "both");
    } else if (chosen.has(String(item.id))) values[item.id] = chosen.get(String(item.id));
    // An empty value is sent as null so the view's defaults do not fill it in.
    else values[item.id] = isEmptyValue(a) ? (b ?? null) : a;
  }
  return { values, errors };
}

/** Field types users do not fill in (calc, autoIncrement, a button): the merged record gets them anew. */
const isDerived = (type: string) => fieldTypeOf(type)?.editable === false;

/**
 * The values the caller's merge does not write (items hidden for the caller's roles, items outside the
 * caller's edit view, read-only items), carried over so that a merge never loses what the caller cannot
 * see: a data field keeps the first record's value, else the second's; a link takes the children of both,
 * the first record's first (one at most when single-select).
 */
function carriedChanges(
  whole: ViewModel,
  written: ReadonlySet<string>,
  left: StoredValues,
  right: StoredValues,
): Change[] {
  return Object.values(whole.items).flatMap((item) => {
    if (!/^[fl]\d/.test(item.key) || written.has(item.key) || isDerived(item.type)) return [];
    const a = left[item.key];
    const b = right[item.key];
    const value = item.link ? linkedIds(item, a, b, "both") : isEmptyValue(a) ? b : a;
    return isEmptyValue(value) ? [] : [{ item, oldValue: null, newValue: value }];
  });
}

/**
 * POST /contentdossier/merge: makes one record of two of the same entity, then keeps, archives or deletes
 * the two. Needs merge (and archive or delete for those actions). One transaction: the old records'
 * action first (a deleted record hands the children the merged record takes over to it, so cascade rules do
 * not take them along, and its unique values no longer clash), then the new record through the same
 * validation and writes as any create (400 errors by item id, 409 for unique values), then the values the
 * caller does not write carried over (`carriedChanges`), and a change-log entry naming the records it was
 * merged from. With `versions`, a record changed in any way since its version refuses the merge (409,
 * `lockVersions`): the merge reads every value of both.
 */
export async function mergeRecords(
  db: Database,
  caller: CallerContext,
  input: MergeInput,
  options: { locale?: unknown } = {},
): Promise<{ id: number; uuid: string; summary: string | null }> {
  const [leftId, rightId] = input.dossiers.ids as [number, number];
  if (leftId === rightId) throw badRequest({ dossiers: INVALID });
  const versions = bulkVersionsOf(input.versions, [leftId, rightId]);
  const [left, right] = await Promise.all([findRecord(db, leftId), findRecord(db, rightId)]);
  if (!left || !right || left.def_dossier_id !== right.def_dossier_id)
    throw badRequest({ dossiers: INVALID });
  const entity = await requireEntity(db, caller, left.def_dossier_id, "merge");
  if (input.environment !== undefined && input.environment !== entity.environment_id)
    throw badRequest({ environment: INVALID });
  if (left.archived || right.archived) throw badRequest({ dossiers: ARCHIVED_RECORD });
  const action = input.dossiers.action;
  if (action !== "keep" && !can(caller, entity.environment_id, entity.id, action)) throw forbidden();
  if (action === "archive" && !entity.archiveable) throw badRequest({ action: NOT_ARCHIVEABLE });

  const models = await loadEntityModels(db, caller, entity, options.locale);
  const model = models.model("edit");
  // Every value of both records: the caller chooses among the visible ones, the rest are carried over.
  const stored = await readStoredValues(db, [leftId, rightId]);
  const [leftValues, rightValues] = [stored.get(leftId) ?? {}, stored.get(rightId) ?? {}];
  const { values, errors } = mergedValues(model, leftValues, rightValues, input);
  assertNoErrors(errors);
  const whole = models.wholeRecordModel();
  const written = new Set(Object.values(model.items).flatMap((item) => (item.editable ? [item.key] : [])));
  const carried = carriedChanges(whole, written, leftValues, rightValues);

  return db.transaction(async (tx) => {
    const versioned = [...versions].map(([id, version]) => ({ id, version, keys: "all" as const }));
    await lockVersions(tx, versioned, "versions");
    if (action === "delete") {
      // Every link of the merged record takes children over, whether the caller sees it or not.
      const linkIds = Object.values(whole.items).flatMap((item) => (item.link ? [item.link.id] : []));
      await releaseChildren(tx, [leftId, rightId], linkIds);
      for (const id of [leftId, rightId]) await deleteRecord(tx, caller, id);
    } else if (action === "archive") {
      for (const id of [leftId, rightId]) await setArchived(tx, caller, id, true);
    }
    const created = await createRecord(
      tx,
      withCreate(caller, entity),
      { defDossier: entity.id, ignore_existing: true, ...values },
      { locale: options.locale },
    );
    let record = (await findRecord(tx, created.id)) as RecordRow;
    if (carried.length > 0) {
      created.summary = (await applyChanges(tx, caller, models, whole, record, carried, true)).summary;
      record = (await findRecord(tx, created.id)) as RecordRow;
    }
    await writeLogs(tx, [
      {
        environmentId: record.environment_id,
        entityId: record.def_dossier_id,
        recordId: record.id,
        userId: caller.userId,
        username: caller.username,
        type: "change",
        changes: [
          {
            defDisplayItemName: "merge",
            key: "msummary",
            oldValue: [left, right].map((r) => `${r.id} ${r.summary ?? ""}`.trim()).join(" | "),
            newValue: `${record.id} ${record.summary ?? ""}`.trim(),
          },
        ],
      },
    ]);
    return created;
  });
}

/**
 * Drops the link rows (both directions) between records about to be deleted and the children the merged
 * record takes over, so a delete or constraint cascade does not reach them.
 */
async function releaseChildren(tx: Database, recordIds: number[], linkIds: number[]): Promise<void> {
  if (linkIds.length === 0) return;
  const links = await loadLinks(tx, linkIds);
  const backIds = [...links.values()].flatMap((link) => (link.back_link_id ? [link.back_link_id] : []));
  await tx.query(
    "delete from content_dossier_links where parent_id = any($1::int[]) and def_dossier_link_id = any($2::int[])",
    [recordIds, linkIds],
  );
  if (backIds.length > 0) {
    await tx.query(
      "delete from content_dossier_links where child_id = any($1::int[]) and def_dossier_link_id = any($2::int[])",
      [recordIds, backIds],
    );
  }
}

import {
  type CompiledItem,
  fieldTypeOf,
  idsOf,
  isEmptyValue,
  messages,
  nowOf,
  type Values,
  type ViewModel,
  validate,
  writableValues,
} from "../../engine";
import type { Database } from "../db/database";
import { constantSql, empty, run, sql } from "../db/sql";
import { canDeleteFiles } from "../files/canDeleteFiles";
import { assertNoErrors, badRequest, type FieldErrors, forbidden } from "../http/errors";
import { INVALID } from "../http/messages";
import { writeLogs } from "../logs/dossierLogs";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { numbersOf, type RaisedCounter, raiseCounters } from "./autoIncrement";
import { conditionMemberships } from "./conditionMemberships";
import { metadataValues, refreshDerived, valueOfItem } from "./derivedValues";
import {
  type EntityRow,
  findRecord,
  RECORD_COLUMNS,
  RECORD_USERS,
  type RecordRow,
  requireEntity,
  requireRecord,
} from "./entityAccess";
import { type EntityModels, loadEntityModels } from "./entityModels";
import { resolvePaths } from "./fieldPath";
import { formatValue, Labels } from "./formatValues";
import { addChildren, type LinkDefinition, loadLinks, setChildren } from "./linkStore";
import {
  type FieldWrite,
  linkKey,
  type RecordRef,
  readRecordValues,
  readStoredValues,
  type StoredValues,
  type ValsRow,
  writeFieldValues,
} from "./recordStore";
import { baseVersionOf, lockForChanges, raiseVersion } from "./recordVersions";
import { checkReferences } from "./referenceChecks";
import { parentsOf, SummaryRefresher } from "./relatedSummaries";
import { assertUniqueValues, uniqueFieldIds, uniqueValueLocks } from "./uniqueValues";

type Queryable = Pick<Database, "query">;

export const ARCHIVED_RECORD = "This item is archived";

export interface CreateInput extends Record<string, unknown> {
  defDossier: number;
  embedded?: number | string;
  dossierId?: number | string;
  linkId?: number | string;
  ignore_existing?: boolean | string;
  customView?: string;
}

/** One value to write, by the compiled item that carries it. */
export interface Change {
  item: CompiledItem;
  oldValue: unknown;
  newValue: unknown;
}

const ITEM_ID = /^\d{1,10}$/;

/** Record values from a request body: keys that are display item ids, at the top or inside `values`. */
export function submittedValues(body: Record<string, unknown>): Values {
  const values: Values = {};
  const nested = body.values;
  const sources = [body, nested && typeof nested === "object" && !Array.isArray(nested) ? nested : {}];
  for (const source of sources) {
    for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
      if (ITEM_ID.test(key)) values[key] = value;
    }
  }
  return values;
}

export const isTrue = (value: unknown) => value === true || value === "true" || value === "1" || value === 1;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Values by item id as stored values by field key (only the model's field and link items). */
export function keyedValues(model: ViewModel, values: Values): StoredValues {
  const keyed: StoredValues = {};
  for (const [id, value] of Object.entries(values)) {
    const key = model.items[id]?.key;
    if (key && (key.startsWith("f") || key.startsWith("l"))) keyed[key] = value;
  }
  return keyed;
}

/** A stored record's values as a view's values: by item id for the view's items, by field key for the rest. */
function viewValues(model: ViewModel, stored: StoredValues, meta: StoredValues): Values {
  const values: Values = { ...stored };
  for (const item of Object.values(model.items)) {
    const value = valueOfItem(item, stored, meta);
    if (value !== undefined) values[item.id] = value;
  }
  return values;
}

interface ParentLink {
  parentId: number;
  /** The parent's link whose children the new record joins, when the link belongs to the parent's entity. */
  parentLink?: LinkDefinition;
  /** The new record's own link to the parent (the parent link's back link, or the link named). */
  ownLink?: LinkDefinition;
}

/** The record a new record is added under (embedded / dossierId with linkId), checked for the caller. */
async function parentOf(
  db: Database,
  caller: CallerContext,
  entity: EntityRow,
  input: CreateInput,
): Promise<ParentLink | undefined> {
  const rawParent = input.embedded ?? input.dossierId;
  if (rawParent === undefined || rawParent === null || rawParent === "" || rawParent === "false")
    return undefined;
  const parentId = Number(rawParent);
  const linkId = Number(input.linkId);
  if (!Number.isInteger(parentId) || parentId < 1) throw badRequest({ embedded: INVALID });
  if (!Number.isInteger(linkId) || linkId < 1) throw badRequest({ linkId: INVALID });
  const parent = await findRecord(db, parentId);
  if (!parent || parent.environment_id !== entity.environment_id) throw badRequest({ embedded: INVALID });
  if (!can(caller, parent.environment_id, parent.def_dossier_id, "show")) throw forbidden();
  const links = await loadLinks(db, [linkId]);
  const link = links.get(linkId);
  if (link && link.def_dossier_id === parent.def_dossier_id && link.child_def_dossier_id === entity.id) {
    const back = link.back_link_id
      ? (await loadLinks(db, [link.back_link_id])).get(link.back_link_id)
      : undefined;
    return { parentId, parentLink: link, ...(back ? { ownLink: back } : {}) };
  }
  if (link && link.def_dossier_id === entity.id && link.child_def_dossier_id === parent.def_dossier_id) {
    return { parentId, ownLink: link };
  }
  throw badRequest({ linkId: INVALID });
}

/** The field writes and link values of changes. */
function splitChanges(changes: readonly Change[]) {
  const fields: FieldWrite[] = [];
  const links: { linkId: number; childIds: number[] }[] = [];
  for (const { item, newValue } of changes) {
    if (item.key.startsWith("f")) {
      fields.push({ dataFieldId: Number(item.key.slice(1)), type: item.type, value: newValue });
    } else if (item.key.startsWith("l")) {
      const ids = Array.isArray(newValue) ? newValue.filter((id): id is number => Number.isInteger(id)) : [];
      links.push({ linkId: Number(item.key.slice(1)), childIds: ids });
    }
  }
  return { fields, links };
}

/**
 * Stores changed values: data fields in one go (with `alsoWrite`, such as running numbers, unless a change
 * sets the same field), then each link with its back link. Answers the touched records, and the record's
 * `vals` after the write when it wrote any.
 */
async function storeChanges(
  tx: Queryable,
  record: RecordRef,
  changes: readonly Change[],
  alsoWrite: readonly FieldWrite[] = [],
): Promise<{ touched: number[]; written?: ValsRow }> {
  const recordId = record.id;
  const { fields, links } = splitChanges(changes);
  const changed = new Set(fields.map((f) => f.dataFieldId));
  const written = await writeFieldValues(tx, record, [
    ...alsoWrite.filter((w) => !changed.has(w.dataFieldId)),
    ...fields,
  ]);
  const definitions = await loadLinks(
    tx,
    links.map((l) => l.linkId),
  );
  const touched: number[] = [];
  for (const { linkId, childIds } of links) {
    const link = definitions.get(linkId);
    if (link) touched.push(...(await setChildren(tx, link, recordId, childIds)));
  }
  return { touched, ...(written ? { written } : {}) };
}

/** Log changes in people's words: the display item's label and the values as shown. */
export async function logChanges(tx: Queryable, model: ViewModel, changes: readonly Change[]) {
  const labels = await Labels.load(
    tx,
    changes.flatMap(({ item, oldValue, newValue }) => [
      { item, value: oldValue },
      { item, value: newValue },
    ]),
  );
  const show = (item: CompiledItem, value: unknown) =>
    isEmptyValue(value) ? null : formatValue(item, value, "show", model.context, labels);
  return changes.map(({ item, oldValue, newValue }) => ({
    defDisplayItemName: item.label || null,
    oldValue: show(item, oldValue),
    newValue: show(item, newValue),
    key: item.key,
  }));
}

/** The engine's validation of a write plus the references its ids make (the record save's whole check). */
export async function validateValues(
  db: Queryable,
  entity: EntityRow,
  model: ViewModel,
  values: Values,
  origin: { recordId?: number; values: StoredValues },
  scope?: ReadonlySet<number>,
): Promise<FieldErrors> {
  const paths = await resolvePaths(db, entity.id, origin, model.paths);
  const errors: FieldErrors = {};
  for (const [id, message] of Object.entries(validate(model, values, paths))) {
    if (!scope || scope.has(Number(id))) errors[id] = message;
  }
  const entries = Object.entries(values).flatMap(([id, value]) => {
    const item = model.items[id];
    return item?.editable && !errors[id] && (!scope || scope.has(item.id)) ? [{ item, value }] : [];
  });
  return { ...errors, ...(await checkReferences(db, entity.environment_id, entries)) };
}

/**
 * Creates a record: the values (keyed by display item id) of the caller's edit view (or row_input), with
 * the view's defaults for those left out, validated by the engine; values of items the caller cannot write
 * (role-restricted, calc, autoIncrement, not in the view) are ignored. In one transaction: the record,
 * unique values (409), running numbers, values and links, the parent's link, calc values and the summary.
 */
export async function createRecord(
  db: Database,
  caller: CallerContext,
  input: CreateInput,
  options: { locale?: unknown } = {},
): Promise<{ id: number; uuid: string; summary: string | null }> {
  const entity = await requireEntity(db, caller, input.defDossier, "create");
  const models = await loadEntityModels(db, caller, entity, options.locale);
  const model = models.model(input.customView === "row_input" ? "row_input" : "edit");
  const parent = await parentOf(db, caller, entity, input);
  const values: Values = { ...model.defaults, ...writableValues(model, submittedValues(input)) };
  if (parent?.ownLink) {
    // The record points back at its parent, so a required link to the parent is filled in.
    const own = Object.values(model.items).find((i) => i.key === linkKey(parent.ownLink?.id ?? 0));
    if (own) {
      const current = Array.isArray(values[own.id]) ? (values[own.id] as unknown[]) : [];
      if (!current.includes(parent.parentId)) {
        values[own.id] = own.multiple ? [...current, parent.parentId] : [parent.parentId];
      }
    }
  }
  const keyed = keyedValues(model, values);
  assertNoErrors(await validateValues(db, entity, model, values, { values: keyed }));
  return db.transaction((tx) =>
    insertRecord(tx, caller, entity, models, model, values, {
      ignoreExisting: isTrue(input.ignore_existing),
      ...(parent ? { parent } : {}),
    }),
  );
}

/**
 * Writes a new record with validated values inside the caller's transaction: the row, unique values (409),
 * running numbers, values and links, the parent's link, calc values, the summary and the summaries of
 * records that show it. The create and the import both write records through this.
 */
export async function insertRecord(
  tx: Database,
  caller: CallerContext,
  entity: EntityRow,
  models: EntityModels,
  model: ViewModel,
  values: Values,
  options: { ignoreExisting: boolean; parent?: ParentLink },
): Promise<{ id: number; uuid: string; summary: string | null }> {
  const { parent } = options;
  const entries = Object.entries(values).flatMap(([itemId, value]) => {
    const item = model.items[itemId];
    return item?.editable ? [{ item, value }] : [];
  });
  const numbered = await models.hasRunningNumbers(tx);
  // One statement inserts the row (answered as findRecord reads it: the values below go to the entity's
  // table), raises the running numbers' counters and takes the locks the unique-value checks need.
  const [inserted] = await run<RecordRow & { counters: RaisedCounter[] | null }>(
    tx,
    sql`with d as (
       insert into content_dossiers (environment_id, def_dossier_id, created_by, modified_by)
       values (${entity.environment_id}, ${entity.id}, ${caller.userId}, ${caller.userId}) returning *)
     ${numbered ? sql`, n as (${raiseCounters(entity.id)})` : empty}
     select ${constantSql(RECORD_COLUMNS)}, ${numbered ? sql`(select json_agg(n) from n)` : sql`null`} as counters
       from d cross join ${uniqueValueLocks(uniqueFieldIds(entries))} l ${constantSql(RECORD_USERS)}`,
  );
  const { counters, ...record } = inserted as NonNullable<typeof inserted>;
  const id = record.id;
  const ref = { id, def_dossier_id: entity.id };
  await assertUniqueValues(tx, entity.id, id, entries, options.ignoreExisting, { locked: true });
  const numbers = numbersOf(counters ?? [], id);
  const changes = entries
    .filter(({ value }) => !isEmptyValue(value))
    .map(({ item, value }) => ({ item, oldValue: null, newValue: value }));
  const { touched, written } = await storeChanges(tx, ref, changes, numbers);
  if (parent?.parentLink) {
    touched.push(...(await addChildren(tx, parent.parentLink, parent.parentId, [id])), parent.parentId);
  } else if (parent?.ownLink && !changes.some((c) => c.item.key === linkKey(parent.ownLink?.id ?? 0))) {
    touched.push(...(await addChildren(tx, parent.ownLink, id, [parent.parentId])));
  }
  // A new record links to records only when the create gave links or a parent: else what was written is all.
  const linked = parent !== undefined || changes.some(({ item }) => item.kind === "link");
  const stored =
    written && !linked
      ? ((await readStoredValues(tx, [id], Object.keys(written.vals), entity.id, [written])).get(id) ?? {})
      : await readRecordValues(tx, id, entity.id, written);
  const summary = await refreshDerived(tx, models, record, stored);
  await new SummaryRefresher(tx).refresh(touched.filter((t) => t !== id));
  return { id, uuid: record.uuid, summary };
}

/**
 * Writes changes to a stored record in one transaction: unique values, the values and links, modified
 * by and at, calc values and summary, the summaries of records linking to it, and a change-log entry.
 */
export async function applyChanges(
  db: Database,
  caller: CallerContext,
  models: EntityModels,
  model: ViewModel,
  record: RecordRow,
  changes: readonly Change[],
  ignoreExisting: boolean,
  baseVersion?: number,
): Promise<{ id: number; summary: string | null; version: number }> {
  if (changes.length === 0) return { id: record.id, summary: record.summary, version: record.version };
  return db.transaction(async (tx) => {
    await lockForChanges(tx, record.id, changes, baseVersion);
    await assertUniqueValues(
      tx,
      record.def_dossier_id,
      record.id,
      changes.map((c) => ({ item: c.item, value: c.newValue })),
      ignoreExisting,
    );
    const { touched } = await storeChanges(tx, record, changes);
    const version = await raiseVersion(
      tx,
      record.id,
      caller.userId,
      changes.map((c) => c.item.key),
    );
    const updated = (await findRecord(tx, record.id)) as RecordRow;
    const summary = await refreshDerived(
      tx,
      models,
      updated,
      await readRecordValues(tx, record.id, record.def_dossier_id),
    );
    const related =
      summary === record.summary ? touched : [...touched, ...(await parentsOf(tx, [record.id]))];
    await new SummaryRefresher(tx).refresh(related.filter((id) => id !== record.id));
    await writeLogs(tx, [
      {
        environmentId: record.environment_id,
        entityId: record.def_dossier_id,
        recordId: record.id,
        userId: caller.userId,
        username: caller.username,
        type: "change",
        changes: await logChanges(tx, model, changes),
      },
    ]);
    return { id: record.id, summary, version };
  });
}

/**
 * Saves a record's values from the caller's edit view, or only the items of one display position. The
 * stored values fill in what is not sent, the engine validates the result, and only changed values are
 * written (an unchanged save writes nothing and logs nothing). With the version the save started from
 * (`version` or `If-Match`), a value someone else changed since is refused with 409 (`lockForChanges`).
 */
export async function updateRecord(
  db: Database,
  caller: CallerContext,
  recordId: number,
  body: Record<string, unknown>,
  options: { displayPosition?: number; locale?: unknown; ifMatch?: unknown } = {},
): Promise<{ id: number; summary: string | null; version: number }> {
  const baseVersion = baseVersionOf(body, options.ifMatch);
  const { record, entity } = await requireRecord(db, caller, recordId, "edit");
  if (record.archived) throw badRequest({ archived: ARCHIVED_RECORD });
  const models = await loadEntityModels(db, caller, entity, options.locale);
  const model = models.model("edit");
  let scope: Set<number> | undefined;
  if (options.displayPosition !== undefined) {
    if (!models.bundle.positions.some((p) => p.id === options.displayPosition)) {
      throw badRequest({ displayPosition: INVALID });
    }
    const position = model.layout.positions.find((p) => p.id === options.displayPosition);
    scope = new Set(position?.items ?? []);
  }
  const stored = await readRecordValues(db, record.id, record.def_dossier_id);
  const current = viewValues(model, stored, metadataValues(record));
  const submitted = writableValues(model, submittedValues(body));
  for (const id of Object.keys(submitted)) if (scope && !scope.has(Number(id))) delete submitted[id];
  const merged = { ...current, ...submitted };
  const keyed = { ...stored, ...keyedValues(model, submitted) };
  // Items a condition query with link criteria shows are checked as the form showed them: by the saved
  // record's memberships.
  const inQueries = await conditionMemberships(db, models.bundle, record.id, caller.userId);
  const errors = await validateValues(
    db,
    entity,
    model,
    { ...merged, in_queries: inQueries },
    { recordId, values: keyed },
    scope,
  );
  // An option hidden for the caller's roles may stay where someone else chose it; only choosing it is refused.
  for (const id of Object.keys(errors)) {
    if (errors[id] === messages.option && same(current[id], merged[id])) delete errors[id];
  }
  assertNoErrors(errors);
  const changes = Object.entries(submitted).flatMap(([id, value]) => {
    const item = model.items[id] as CompiledItem;
    return same(current[id], value) ? [] : [{ item, oldValue: current[id], newValue: value }];
  });
  // Detaching files is saved with the edit: it takes the same right as DELETE /file/{id}/detach/{dossierId}.
  if (detachesFiles(changes) && !canDeleteFiles(caller, record.environment_id)) throw forbidden();
  return applyChanges(db, caller, models, model, record, changes, isTrue(body.ignore_existing), baseVersion);
}

/** Whether a change takes a file out of a file value (adding files needs no more than edit). */
function detachesFiles(changes: readonly Change[]): boolean {
  return changes.some(({ item, oldValue, newValue }) => {
    if (item.type !== "file") return false;
    const kept = new Set(idsOf(newValue));
    return idsOf(oldValue).some((fileId) => !kept.has(fileId));
  });
}

/** The date items a Gantt bar's start and end change: a project's own, or a task's through the project entity. */
async function ganttItems(db: Queryable, models: EntityModels): Promise<{ start?: number; end?: number }> {
  const settings = (models.bundle.entity.settings ?? {}) as Record<string, unknown>;
  const asId = (value: unknown) => (typeof value === "number" ? value : undefined);
  if (settings.gantt_project_start || settings.gantt_project_end) {
    const start = asId(settings.gantt_project_start);
    const end = asId(settings.gantt_project_end);
    return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
  }
  const [project] = await db.query<{ settings: Record<string, unknown> }>(
    `select d.settings from def_dossiers d join def_dossier_links l on l.id = (d.settings->>'gantt_task_link')::int
      where d.environment_id = $1 and l.child_def_dossier_id = $2 and d.settings ? 'gantt_task_link' limit 1`,
    [models.bundle.entity.environment, models.entityId],
  );
  const start = asId(project?.settings.gantt_task_start);
  const end = asId(project?.settings.gantt_task_end);
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** PATCH ?displayCustomView=Gantt: moves a bar, changing the start and end dates of a project or task. */
export async function patchGanttDates(
  db: Database,
  caller: CallerContext,
  recordId: number,
  body: Record<string, unknown>,
  options: { locale?: unknown; ifMatch?: unknown } = {},
): Promise<{ id: number; summary: string | null; version: number }> {
  const baseVersion = baseVersionOf(body, options.ifMatch);
  const { record, entity } = await requireRecord(db, caller, recordId, "edit");
  if (record.archived) throw badRequest({ archived: ARCHIVED_RECORD });
  const models = await loadEntityModels(db, caller, entity, options.locale);
  const targets = await ganttItems(db, models);
  const visible = models.visibleItems();
  const model = models.model("edit");
  const stored = await readRecordValues(db, record.id, record.def_dossier_id);
  const errors: FieldErrors = {};
  const changes: Change[] = [];
  const dateModule = fieldTypeOf("date");
  const now = nowOf(models.context);
  for (const side of ["start", "end"] as const) {
    const itemId = targets[side];
    const value = body[side] ?? (itemId !== undefined ? body[String(itemId)] : undefined);
    if (value === undefined) continue;
    const item = itemId !== undefined ? visible.get(itemId) : undefined;
    if (item?.type !== "date") {
      errors[side] = INVALID;
      continue;
    }
    const message = isEmptyValue(value)
      ? undefined
      : dateModule?.validate?.(value, item, { context: models.context, now });
    if (message) errors[side] = message;
    else if (!same(stored[item.key], value))
      changes.push({ item, oldValue: stored[item.key], newValue: value });
  }
  const { start, end } = { start: body.start, end: body.end };
  if (typeof start === "string" && typeof end === "string" && start > end) errors.end = INVALID;
  assertNoErrors(errors);
  return applyChanges(db, caller, models, model, record, changes, true, baseVersion);
}

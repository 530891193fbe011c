import {
  type CompiledItem,
  compile,
  isEmptyValue,
  type Values,
  validate,
  writableValues,
} from "../../engine";
import type { Database } from "../db/database";
import { assertNoErrors, badRequest, type FieldErrors } from "../http/errors";
import { INVALID, REQUIRED } from "../http/messages";
import type { CallerContext } from "../permissions/callerContext";
import { metadataValues, valueOfItem } from "./derivedValues";
import { RECORD_COLUMNS, RECORD_FROM, type RecordRow, requireEntity } from "./entityAccess";
import { loadEntityModels } from "./entityModels";
import { resolvePaths } from "./fieldPath";
import { readStoredValues } from "./recordStore";
import { bulkVersionsOf, lockVersions } from "./recordVersions";
import { ARCHIVED_RECORD, applyChanges, type Change, isTrue, submittedValues } from "./recordWrites";
import { checkReferences } from "./referenceChecks";

export interface MassUpdateInput {
  defDossier: number;
  dossier_ids: number[];
  /** Values by display item id of the entity's edit view. */
  update_values: Record<string, unknown>;
  /** Replace values records hold already; by default only empty values are filled. */
  overwrite?: boolean | string | number;
  ignore_existing?: boolean | string | number;
  /** The version each record was read at, by record id (those left out are written as before versions). */
  versions?: Record<string, number>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * PUT /dossier/massupdate: sets the same values on several records of an entity (massupdate right). The
 * values are those of the caller's edit view compiled for mass update (nothing required, no defaults);
 * items hidden for the caller's roles, calc and running numbers are ignored, empty values leave the
 * records alone. Without `overwrite` only empty values are filled. Each record is validated by the engine
 * with its own values (400 by item id, as a create answers), then all are written in one transaction with
 * a change-log entry each; unique values answer 409 as on a save. A record given a version whose values
 * the call writes were changed since by someone else refuses the whole call (409, `lockVersions`).
 */
export async function massUpdate(
  db: Database,
  caller: CallerContext,
  input: MassUpdateInput,
  options: { locale?: unknown } = {},
): Promise<{ results: { id: number; summary: string | null }[] }> {
  const entity = await requireEntity(db, caller, input.defDossier, "massupdate");
  const ids = [...new Set(input.dossier_ids)];
  const versions = bulkVersionsOf(input.versions, ids);
  const records = await db.query<RecordRow>(
    `select ${RECORD_COLUMNS} from ${RECORD_FROM} where d.id = any($1::int[]) order by d.id`,
    [ids],
  );
  if (records.length !== ids.length || records.some((r) => r.def_dossier_id !== entity.id))
    throw badRequest({ dossier_ids: INVALID });
  if (records.some((r) => r.archived)) throw badRequest({ dossier_ids: ARCHIVED_RECORD });

  const models = await loadEntityModels(db, caller, entity, options.locale);
  const model = compile(models.bundle, "edit", { massUpdate: true });
  const submitted = writableValues(model, submittedValues(input.update_values));
  for (const [id, value] of Object.entries(submitted)) if (isEmptyValue(value)) delete submitted[id];
  if (Object.keys(submitted).length === 0) throw badRequest({ update_values: REQUIRED });
  const overwrite = isTrue(input.overwrite);

  // The values on their own, then each record with them: only errors of the items sent count.
  const errors: FieldErrors = {};
  const keep = (found: Record<string, string>) => {
    for (const [id, message] of Object.entries(found))
      if (id in submitted && !errors[id]) errors[id] = message;
  };
  keep(validate(model, submitted));
  const stored = await readStoredValues(db, ids);
  const plans: { record: RecordRow; changes: Change[] }[] = [];
  for (const record of records) {
    const values = stored.get(record.id) ?? {};
    const meta = metadataValues(record);
    const current: Values = {};
    for (const item of Object.values(model.items)) current[item.id] = valueOfItem(item, values, meta);
    const changes = Object.entries(submitted).flatMap(([id, value]) => {
      const item = model.items[id] as CompiledItem;
      if (!overwrite && !isEmptyValue(current[id])) return [];
      return same(current[id], value) ? [] : [{ item, oldValue: current[id], newValue: value }];
    });
    if (changes.length === 0) continue;
    const merged = { ...current, ...Object.fromEntries(changes.map((c) => [c.item.id, c.newValue])) };
    const keyed = { ...values, ...Object.fromEntries(changes.map((c) => [c.item.key, c.newValue])) };
    const paths = await resolvePaths(db, entity.id, { recordId: record.id, values: keyed }, model.paths);
    keep(validate(model, merged, paths));
    plans.push({ record, changes });
  }
  const entries = Object.entries(submitted).map(([id, value]) => ({
    item: model.items[id] as CompiledItem,
    value,
  }));
  keep(await checkReferences(db, entity.environment_id, entries));
  assertNoErrors(errors);

  return db.transaction(async (tx) => {
    await lockVersions(
      tx,
      plans.flatMap(({ record, changes }) => {
        const version = versions.get(record.id);
        return version === undefined
          ? []
          : [{ id: record.id, version, keys: changes.map((c) => c.item.key) }];
      }),
      "versions",
    );
    const results: { id: number; summary: string | null }[] = [];
    for (const { record, changes } of plans) {
      results.push(
        await applyChanges(tx, caller, models, model, record, changes, isTrue(input.ignore_existing)),
      );
    }
    return { results };
  });
}

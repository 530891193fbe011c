import { fieldKeyOf, itemAllowed } from "../../engine";
import type { Bundle } from "../../schemas";
import type { Database } from "../db/database";
import { loadBundle } from "../metadata/loadBundle";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { readStoredValues, type StoredValues, type ValsRow } from "./recordStore";

type Queryable = Pick<Database, "query">;

/**
 * What one caller may see of one entity's records: the show right on the entity and the data fields and
 * links placed in at least one display item the caller's roles allow (INCLUDE / EXCLUDE_SELECTED_ROLES;
 * super and environment admins see every one). A field that no display item shows is seen by admins only.
 * Every path that answers, logs, copies or streams record values asks this one object.
 */
export class RecordSight {
  constructor(
    readonly entityId: number,
    readonly environmentId: number,
    /** The caller holds the entity's show right. */
    readonly mayShow: boolean,
    /** The keys of the fields and links the caller may see; null for admins, who see every one. */
    private readonly visible: ReadonlySet<string> | null,
    /** No display item of the entity is hidden from the caller. */
    readonly complete: boolean,
  ) {}

  /** Whether a value key (`f{dataFieldId}`, `l{linkId}`, or an `m…` metadata key) may reach the caller. */
  sees(key: string): boolean {
    if (!this.mayShow) return false;
    return this.visible === null || key.startsWith("m") || this.visible.has(key);
  }

  /** The values the caller may see; the rest are left out. */
  redact(values: StoredValues): StoredValues {
    if (!this.mayShow) return {};
    if (this.visible === null) return values;
    return Object.fromEntries(Object.entries(values).filter(([key]) => this.sees(key)));
  }
}

/** One sight per caller and entity for the life of the caller context, which is loaded once per request. */
const sights = new WeakMap<CallerContext, Map<number, Promise<RecordSight>>>();

/**
 * What the caller may see of an entity's records, computed once per request. A caller that has loaded the
 * entity's bundle already hands it in, so it is not read again.
 */
export function sightOf(
  db: Queryable,
  caller: CallerContext,
  entity: { id: number; environment_id: number },
  bundle?: Bundle,
): Promise<RecordSight> {
  let byEntity = sights.get(caller);
  if (!byEntity) {
    byEntity = new Map();
    sights.set(caller, byEntity);
  }
  let sight = byEntity.get(entity.id);
  if (!sight) {
    sight = computeSight(db, caller, entity, bundle);
    byEntity.set(entity.id, sight);
    // A failed load is not remembered, so a later call in the same request tries again.
    sight.catch(() => byEntity?.delete(entity.id));
  }
  return sight;
}

async function computeSight(
  db: Queryable,
  caller: CallerContext,
  entity: { id: number; environment_id: number },
  loaded?: Bundle,
): Promise<RecordSight> {
  const mayShow = can(caller, entity.environment_id, entity.id, "show");
  const admin = bypassesChecks(caller, entity.environment_id);
  const context = { locale: "en_GB", roles: [...caller.roles(entity.environment_id)], admin };
  // The bundle's items are the entity's whole metadata whatever context it was loaded with.
  const bundle = loaded ?? (await loadBundle(db, entity.id, context));
  const all = new Set<string>();
  const visible = new Set<string>();
  for (const position of bundle?.positions ?? []) {
    for (const item of position.display_items) {
      const key = fieldKeyOf(item);
      if (!key || key.startsWith("m")) continue;
      all.add(key);
      if (itemAllowed(item, context)) visible.add(key);
    }
  }
  return new RecordSight(
    entity.id,
    entity.environment_id,
    mayShow,
    admin ? null : visible,
    admin || visible.size === all.size,
  );
}

/**
 * The stored values of records of one entity as the caller may see them, by record id (see
 * `readStoredValues`; with `keys`, only those that are visible are read; `fieldRows`: their `vals`, read).
 */
export async function readVisibleValues(
  db: Queryable,
  sight: RecordSight,
  recordIds: readonly number[],
  keys?: readonly string[],
  fieldRows?: readonly ValsRow[],
): Promise<Map<number, StoredValues>> {
  const wanted = keys?.filter((key) => sight.sees(key));
  const ids = sight.mayShow ? recordIds : [];
  const stored = await readStoredValues(db, ids, wanted, sight.entityId, fieldRows);
  for (const [id, values] of stored) stored.set(id, sight.redact(values));
  for (const id of recordIds) if (!stored.has(id)) stored.set(id, {});
  return stored;
}

import {
  compileQuery,
  matches,
  type Predicate,
  type QueryContext,
  type QueryRecord,
  type QueryResults,
  type QuerySchema,
} from "../../../engine/query";
import { baseFieldOf, type EnvironmentFixture, getEntity } from "../../../fixtures";
import type { Query } from "../../../schemas";
import { referencedQueries } from "../compileSavedQuery";
import { queryRecordsOf, type SeededFixture } from "./seedFixtureRecords";

/** How many links deep the in-memory records reach; the generated queries go two deep. */
export const RECORD_DEPTH = 3;

/** An entity's QuerySchema read from the fixture itself, not from the database. */
export function fixtureSchema(fixture: EnvironmentFixture, entityId: number, depth: number): QuerySchema {
  const entity = getEntity(fixture, entityId);
  const schema: QuerySchema = { entity: entityId, fields: {}, links: {} };
  for (const dataField of entity.dataFields) {
    const base = baseFieldOf(fixture, dataField);
    schema.fields[dataField.id] = {
      type: base.type,
      ...(base.settings?.multiple === true ? { multiple: true } : {}),
      ...(base.settings?.withtime === true ? { withtime: true } : {}),
    };
  }
  if (depth > 0) {
    for (const link of entity.links)
      schema.links[link.id] = fixtureSchema(fixture, link.child_def_dossier_id, depth - 1);
  }
  return schema;
}

/**
 * The engine's answers over one seeded fixture environment: which records of an entity a predicate
 * matches (through matches()), with other queries' results computed the same way, in memory.
 */
// The in-memory records depend only on the seeded data, so every context shares them.
const recordsByEntity = new WeakMap<SeededFixture, Map<number, QueryRecord[]>>();

function recordsOf(seeded: SeededFixture): Map<number, QueryRecord[]> {
  let byEntity = recordsByEntity.get(seeded);
  if (!byEntity) {
    byEntity = new Map();
    const records = queryRecordsOf(seeded, RECORD_DEPTH);
    for (const record of seeded.records) {
      const list = byEntity.get(record.def_dossier_id) ?? [];
      list.push(records.get(record.id) as QueryRecord);
      byEntity.set(record.def_dossier_id, list);
    }
    recordsByEntity.set(seeded, byEntity);
  }
  return byEntity;
}

export class EngineResults {
  private readonly byEntity: Map<number, QueryRecord[]>;
  private readonly results = new Map<string, Set<number>>();

  constructor(
    readonly seeded: SeededFixture,
    readonly ctx: QueryContext,
  ) {
    this.byEntity = recordsOf(seeded);
  }

  savedQuery(uuid: string): Query | undefined {
    return this.seeded.fixture.queries.find((q) => q.uuid === uuid);
  }

  /** The ids of the records of a saved query, compiled against the fixture's schema. */
  resultsOf(uuid: string): Set<number> {
    const known = this.results.get(uuid);
    if (known) return known;
    const query = this.savedQuery(uuid);
    let ids = new Set<number>();
    if (query) {
      const schema = fixtureSchema(this.seeded.fixture, query.defDossier, RECORD_DEPTH);
      ids = this.run(compileQuery(query.data, schema, this.ctx), query.defDossier);
    }
    this.results.set(uuid, ids);
    return ids;
  }

  /** The ids of the entity's records that the predicate matches. */
  run(p: Predicate, entityId: number): Set<number> {
    const queryResults: QueryResults = {};
    for (const uuid of referencedQueries(p)) queryResults[uuid] = this.resultsOf(uuid);
    const ids = new Set<number>();
    for (const record of this.byEntity.get(entityId) ?? []) {
      if (matches(p, record, queryResults)) ids.add(record.id);
    }
    return ids;
  }
}

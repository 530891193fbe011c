/**
 * Runs the engine over every fixture, for engine/noCodeGeneration.test.ts, which starts it as
 *
 *   node --disallow-code-generation-from-strings --import tsx tests/support/noCodeGeneration.ts
 *
 * so that any eval or new Function in the engine, in what it produces or in the libraries it loads
 * throws. It compiles every bundle of fixtures/bundles in every view mode (and its custom views, and edit
 * in mass-update mode), evaluates each entity's records in each model, updates every item once, validates,
 * and runs every fixture query through matches() over the environment's records. It prints one line of
 * JSON with what it did, and exits 1 when anything threw.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compile, evaluate, validate } from "../../engine";
import {
  compileQuery,
  matches,
  type Predicate,
  type QueryRecord,
  type QuerySchema,
} from "../../engine/query";
import { valuesFromContents } from "../../engine/recordValues";
import { baseFieldOf, environments, getEntity } from "../../fixtures";
import type { EnvironmentFixture } from "../../fixtures/types";
import type { Bundle } from "../../schemas/bundle";
import { VIEW_MODES } from "../../schemas/names";
import type { DossierRecord } from "../../schemas/record";

const NOW = new Date("2026-03-10T10:00:00Z");
const DEPTH = 3;

/** Whether this process refuses code generation from strings at all: without that, the run proves nothing. */
function codeGenerationBlocked(): boolean {
  try {
    new Function("return 1");
    return false;
  } catch {
    return true;
  }
}

const counts = {
  codeGenerationBlocked: codeGenerationBlocked(),
  bundles: 0,
  models: 0,
  evaluations: 0,
  updates: 0,
  validations: 0,
  validationErrors: 0,
  queries: 0,
  queryChecks: 0,
  queryMatches: 0,
};

// Records: fixtures/records/<environment>.json, by entity.
const recordsDir = join("fixtures", "records");
const records: DossierRecord[] = readdirSync(recordsDir)
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => JSON.parse(readFileSync(join(recordsDir, file), "utf8")) as DossierRecord[]);
const recordsOf = (entityId: number) => records.filter((r) => r.def_dossier_id === entityId);
const entityOf = new Map(records.map((r) => [r.id, r.def_dossier_id]));

// Views: compile, evaluate, update, validate.
const bundlesDir = join("fixtures", "bundles");
for (const file of readdirSync(bundlesDir).filter((f) => f.endsWith(".json"))) {
  const bundle = JSON.parse(readFileSync(join(bundlesDir, file), "utf8")) as Bundle;
  bundle.context = { ...bundle.context, now: NOW.toISOString() };
  counts.bundles++;
  const own = recordsOf(bundle.entity.id);
  const views = [...VIEW_MODES, ...(bundle.custom_views ?? []).map((v) => v.viewName)];
  const models = [
    ...views.map((view) => compile(bundle, view)),
    compile(bundle, "edit", { massUpdate: true }),
  ];
  for (const model of models) {
    counts.models++;
    own.forEach((record, index) => {
      const values = valuesFromContents(model, record.contents);
      const state = evaluate(model, values);
      counts.evaluations++;
      // Every item takes the value the next record has for it.
      const next = valuesFromContents(model, (own[(index + 1) % own.length] as DossierRecord).contents);
      for (const id of model.order) {
        state.update(id, next[id] ?? null);
        counts.updates++;
      }
      counts.validationErrors += Object.keys(validate(model, values)).length;
      counts.validations++;
    });
  }
}

// Queries: every saved query of every environment, over that environment's records.
function querySchema(fixture: EnvironmentFixture, entityId: number, depth: number): QuerySchema {
  const entity = getEntity(fixture, entityId);
  const schema: QuerySchema = { fields: {}, links: {} };
  for (const dataField of entity.dataFields) {
    const base = baseFieldOf(fixture, dataField);
    schema.fields[dataField.id] = {
      type: base.type,
      multiple: base.settings?.multiple === true,
      withtime: base.settings?.withtime === true,
    };
  }
  if (depth > 0) {
    for (const link of entity.links)
      schema.links[link.id] = querySchema(fixture, link.child_def_dossier_id, depth - 1);
  }
  return schema;
}

function queryRecords(fixture: EnvironmentFixture): Map<number, QueryRecord> {
  const users = new Map(fixture.users.map((u) => [u.username, u.id]));
  const byId = new Map(records.map((r) => [r.id, r]));
  const build = (record: DossierRecord, depth: number): QueryRecord => {
    const values: QueryRecord["values"] = {};
    const links: QueryRecord["links"] = {};
    for (const content of record.contents) {
      if (content.field !== undefined && content.field !== null) values[content.field] = content.value;
      else if (content.link !== undefined && content.link !== null && depth > 0) {
        const children = (Array.isArray(content.value) ? content.value : [])
          .map((id) => byId.get(Number(id)))
          .filter((child) => child !== undefined);
        links[content.link] = children.map((child) => build(child, depth - 1));
      }
    }
    const userOf = (name: unknown) => (typeof name === "string" ? (users.get(name) ?? null) : null);
    return {
      id: record.id,
      archived: record.archived === true,
      created_at: record.created_at ?? "",
      modified_at: record.modified_at ?? "",
      created_by: userOf(record.created_by),
      modified_by: userOf(record.modified_by),
      values,
      links,
    };
  };
  const entityIds = new Set(fixture.entities.map((e) => e.entity.id));
  return new Map(
    records.filter((r) => entityIds.has(r.def_dossier_id)).map((r) => [r.id, build(r, DEPTH)] as const),
  );
}

/** The uuids of the other queries a predicate reads (where_other_query). */
function referenced(p: Predicate, into = new Set<string>()): Set<string> {
  if (p.kind === "in_query") into.add(p.query);
  else if (p.kind === "and" || p.kind === "or") for (const c of p.children) referenced(c, into);
  else if (p.kind === "not") referenced(p.child, into);
  else if (p.kind === "link") referenced(p.where, into);
  return into;
}

for (const fixture of environments) {
  const all = queryRecords(fixture);
  const results = new Map<string, Set<number>>();
  const run = (uuid: string, trail: string[]): Set<number> => {
    const known = results.get(uuid);
    if (known) return known;
    const query = fixture.queries.find((q) => q.uuid === uuid);
    if (!query || trail.includes(uuid)) return new Set();
    const predicate = compileQuery(query.data, querySchema(fixture, query.defDossier, DEPTH), {
      now: NOW,
      userId: fixture.users[0]?.id,
    });
    const others = Object.fromEntries(
      [...referenced(predicate)].map((other) => [other, run(other, [...trail, uuid])]),
    );
    const ids = new Set<number>();
    for (const record of all.values()) {
      if (entityOf.get(record.id) !== query.defDossier) continue;
      counts.queryChecks++;
      if (matches(predicate, record, others)) ids.add(record.id);
    }
    counts.queries++;
    counts.queryMatches += ids.size;
    results.set(uuid, ids);
    return ids;
  };
  for (const query of fixture.queries) run(query.uuid, []);
}

process.stdout.write(`${JSON.stringify(counts)}\n`);

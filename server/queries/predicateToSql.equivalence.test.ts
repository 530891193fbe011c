import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, compileQuery, not, or, type Predicate, type QueryContext } from "../../engine/query";
import { baseFieldOf, type EntityFixture, type EnvironmentFixture, environments } from "../../fixtures";
import type { Combinator, QueryData, QueryFieldCondition } from "../../schemas";
import type { Database } from "../db/database";
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../testing/testDatabase";
import { compileSavedQuery, referencedQueries } from "./compileSavedQuery";
import { queryFilter } from "./filterByQuery";
import { type CompiledSavedQuery, predicateToSql } from "./predicateToSql";
import { querySchemaFor } from "./querySchemaFor";
import { EngineResults, fixtureSchema, RECORD_DEPTH } from "./testing/engineResults";
import { type SeededFixture, seedFixtureRecords } from "./testing/seedFixtureRecords";

/*
 * The heart of the SQL back end: for the fixtures' saved queries and for generated queries over every
 * fixture field, operator, link filter and archived mode, the records the SQL selects are exactly those
 * the engine's matches() accepts, on the same generated records.
 */

/** Fixed moments: the fixtures' reference day, a year end seen differently across time zones, a leap year. */
const MOMENTS = [
  new Date("2026-01-15T10:00:00Z"),
  new Date("2025-12-31T23:30:00Z"),
  new Date("2028-02-27T12:00:00Z"),
];
const TIME_ZONES = ["Europe/Amsterdam", "America/New_York", "Asia/Tokyo", "UTC"];
const RANDOM_RUNS = Number(process.env.QUERY_EQUIVALENCE_RUNS ?? 300);

const QUERYABLE = new Set([
  "text",
  "textarea",
  "autoIncrement",
  "email",
  "url",
  "amount",
  "calc",
  "date",
  "list",
  "user",
]);
const TEXT = new Set(["text", "textarea", "autoIncrement", "email", "url"]);
const ORDER = ["greater", "greater_or_equal", "lesser", "lesser_or_equal"] as const;

interface Sql {
  db: Database;
  schemas: Map<number, Awaited<ReturnType<typeof querySchemaFor>>>;
}

async function sqlIds(
  sql: Sql,
  entityId: number,
  p: Predicate,
  queries: Record<string, CompiledSavedQuery>,
): Promise<number[]> {
  let schema = sql.schemas.get(entityId);
  if (!schema) {
    schema = await querySchemaFor(sql.db, entityId);
    sql.schemas.set(entityId, schema);
  }
  const fragment = predicateToSql(p, { schema, queries, params: [entityId] });
  const rows = await sql.db.query<{ id: number }>(
    `select d.id from content_dossiers d where d.def_dossier_id = $1 and ${fragment.sql} order by d.id`,
    fragment.params,
  );
  return rows.map((r) => r.id);
}

/** The other queries a tree refers to, compiled from the database as the server does. */
async function savedQueriesFor(
  db: Database,
  environmentId: number,
  p: Predicate,
  ctx: QueryContext,
): Promise<Record<string, CompiledSavedQuery>> {
  const queries: Record<string, CompiledSavedQuery> = {};
  for (const uuid of referencedQueries(p)) {
    const [row] = await db.query<{ def_dossier_id: number; data: QueryData }>(
      "select def_dossier_id, data from dossier_queries where uuid = $1",
      [uuid],
    );
    if (!row) continue;
    const compiled = await compileSavedQuery(
      db,
      environmentId,
      { uuid, entityId: row.def_dossier_id, data: row.data },
      ctx,
    );
    Object.assign(queries, compiled.queries);
  }
  return queries;
}

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

const linkTargets = new Map(
  environments.flatMap((f) =>
    f.entities.flatMap((e) => e.links.map((l) => [l.id, l.child_def_dossier_id] as const)),
  ),
);

/** Every node of a tree with the entity whose records it reads (a link's condition reads the children). */
function subtrees(p: Predicate, entityId: number, into = new Map<string, [Predicate, number]>()) {
  if (p.kind !== "true" && p.kind !== "false") into.set(`${entityId}:${JSON.stringify(p)}`, [p, entityId]);
  if (p.kind === "and" || p.kind === "or") for (const c of p.children) subtrees(c, entityId, into);
  if (p.kind === "not") subtrees(p.child, entityId, into);
  if (p.kind === "link") subtrees(p.where, linkTargets.get(p.link) as number, into);
  return into;
}

function kindsOf(p: Predicate, into: Set<string>): Set<string> {
  into.add(p.kind === "link" ? `link:${p.match}` : p.kind);
  if (p.kind === "and" || p.kind === "or") for (const c of p.children) kindsOf(c, into);
  if (p.kind === "not") kindsOf(p.child, into);
  if (p.kind === "link") kindsOf(p.where, into);
  return into;
}

// Generated queries

/** What the records of one entity hold, so generated constants hit real values. */
interface EntityPool {
  fixture: EnvironmentFixture;
  entity: EntityFixture;
  recordIds: number[];
  userIds: number[];
  values: Map<number, unknown[]>;
}

function poolsOf(seeded: SeededFixture[]): Map<number, EntityPool> {
  const pools = new Map<number, EntityPool>();
  for (const { fixture, records, userIds } of seeded) {
    for (const entity of fixture.entities) {
      const own = records.filter((r) => r.def_dossier_id === entity.entity.id);
      const values = new Map<number, unknown[]>();
      for (const record of own) {
        for (const content of record.contents) {
          if (content.field === undefined) continue;
          values.set(content.field, [...(values.get(content.field) ?? []), content.value]);
        }
      }
      pools.set(entity.entity.id, {
        fixture,
        entity,
        recordIds: own.map((r) => r.id),
        userIds: [...new Set([...userIds.values(), ...fixture.users.map((u) => u.id)])],
        values,
      });
    }
  }
  return pools;
}

const pick = <T>(items: readonly T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  items.length > 0 ? fc.constantFrom(...items) : fallback;

const cased = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.constantFrom("same", "upper", "lower"))
    .map(([t, c]) => (c === "upper" ? t.toUpperCase() : c === "lower" ? t.toLowerCase() : t));

const relative = fc.record({
  relative: fc.record({
    amount: fc.integer({ min: -400, max: 400 }),
    unit: fc.constantFrom("days", "weeks", "months", "years"),
  }),
});

function conditionArb(pool: EntityPool): fc.Arbitrary<QueryFieldCondition> {
  const options: fc.Arbitrary<QueryFieldCondition>[] = [];
  const fieldId = (id: number) =>
    fc.constantFrom<number | string>(id, id, id, String(id)) as fc.Arbitrary<never>;
  const users = pick(pool.userIds, fc.constant(1));
  const userValue = fc.oneof(
    users,
    fc.uniqueArray(users, { minLength: 1, maxLength: 3 }),
    fc.constant("current_user"),
    fc.constantFrom(null, [] as number[]),
  );
  const days = (values: unknown[]) =>
    fc.oneof(
      fc
        .tuple(
          pick(
            values.filter((v): v is string => typeof v === "string"),
            fc.constant("2026-01-15"),
          ),
          fc.boolean(),
        )
        .map(([v, whole]) => (whole ? v : v.slice(0, 10))),
      relative,
      fc.constantFrom("2026-01-15", "2025-12-31", "2024-02-29"),
    );
  const dateOperators = (id: fc.Arbitrary<never>, values: unknown[]) => [
    fc.record({ id, type: fc.constantFrom("equals", ...ORDER), value: days(values) }),
    fc.record({ id, type: fc.constant("equals"), value: fc.constant(null) }),
    fc.record({
      id,
      type: fc.constant("between"),
      value: fc.tuple(fc.option(days(values)), fc.option(days(values))),
    }),
    fc.record({ id, type: fc.constant("birthday_weeks"), value: fc.integer({ min: 0, max: 60 }) }),
  ];

  for (const dataField of pool.entity.dataFields) {
    const base = baseFieldOf(pool.fixture, dataField);
    if (!QUERYABLE.has(base.type)) continue;
    const values = pool.values.get(dataField.id) ?? [];
    const id = fieldId(dataField.id);
    if (TEXT.has(base.type)) {
      const texts = values.filter((v): v is string => typeof v === "string");
      const present = pick(texts, fc.constant("Jansen"));
      const numbers = texts.flatMap((t) => {
        const n = Number(t.trim());
        const running = /(\d+)\s*$/.exec(t);
        return [
          ...(t.trim() !== "" && Number.isFinite(n) ? [n] : []),
          ...(running ? [Number(running[1])] : []),
        ];
      });
      options.push(
        fc.record({ id, type: fc.constantFrom("string_empty", "string_is_not_empty") }),
        fc.record({
          id,
          type: fc.constant("exact"),
          value: fc.oneof(
            { arbitrary: cased(present), weight: 6 },
            { arbitrary: fc.string({ maxLength: 3 }), weight: 1 },
            { arbitrary: fc.constantFrom("", null, "  "), weight: 1 },
          ),
        }),
        fc.record({
          id,
          type: fc.constant("like"),
          value: fc.oneof(
            {
              arbitrary: cased(
                fc
                  .tuple(present, fc.nat(), fc.integer({ min: 1, max: 6 }))
                  .map(([t, from, length]) => t.slice(from % (t.length + 1)).slice(0, length)),
              ),
              weight: 6,
            },
            { arbitrary: fc.constantFrom("", "%", "_", "a"), weight: 1 },
          ),
        }),
        fc.record({
          id,
          type: fc.constantFrom(...ORDER),
          value: fc.oneof(
            pick(numbers, fc.constant(5)),
            fc.integer({ min: -10, max: 2000 }),
            pick(numbers, fc.constant(5)).map(String),
          ),
        }),
      );
    } else if (base.type === "amount" || base.type === "calc") {
      const numbers = pick(
        values.filter((v): v is number => typeof v === "number"),
        fc.constant(10),
      );
      const number = fc.oneof(
        numbers,
        fc.integer({ min: -100, max: 100_000 }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      );
      options.push(
        fc.record({ id, type: fc.constantFrom("equals", ...ORDER), value: number }),
        fc.record({ id, type: fc.constant("equals"), value: fc.constant(null) }),
        fc.record({
          id,
          type: fc.constant("between"),
          value: fc.tuple(fc.option(number), fc.option(number)),
        }),
      );
    } else if (base.type === "date") {
      options.push(...dateOperators(id, values));
    } else if (base.type === "list") {
      const optionIds = pick(
        (base.def_field_lists ?? []).map((o) => o.id),
        fc.constant(1),
      );
      const some = fc.uniqueArray(optionIds, { minLength: 1, maxLength: 3 });
      options.push(
        fc.record({
          id,
          type: fc.constantFrom("equals", "not_equals"),
          value: fc.oneof(optionIds, some, fc.constantFrom(null, [] as number[])),
        }),
        fc.record({ id, type: fc.constant("in"), value: some }),
      );
    } else if (base.type === "user") {
      options.push(fc.record({ id, type: fc.constantFrom("equals", "not_equals"), value: userValue }));
    }
  }
  const systemDates = fc.constantFrom("created_at", "modified_at") as fc.Arbitrary<never>;
  const recordIds = pick(pool.recordIds, fc.constant(1));
  options.push(
    ...dateOperators(systemDates, []),
    fc.record({
      id: fc.constantFrom("created_by", "modified_by") as fc.Arbitrary<never>,
      type: fc.constantFrom("equals", "not_equals"),
      value: userValue,
    }),
    fc.record({
      id: fc.constant("id") as fc.Arbitrary<never>,
      type: fc.constantFrom("equals", "not_equals", ...ORDER),
      value: recordIds,
    }),
    fc.record({
      id: fc.constant("id") as fc.Arbitrary<never>,
      type: fc.constant("in"),
      value: fc.uniqueArray(recordIds, { minLength: 1, maxLength: 4 }),
    }),
    fc.record({
      id: fc.constant("id") as fc.Arbitrary<never>,
      type: fc.constant("between"),
      value: fc.tuple(fc.option(recordIds), fc.option(recordIds)),
    }),
  );
  return fc.oneof(...options) as fc.Arbitrary<QueryFieldCondition>;
}

const archivedMode = fc.constantFrom(undefined, null, "both", "none_archived", "archived");

class QueryArbitraries {
  private readonly combinators = new Map<string, fc.Arbitrary<Combinator>>();
  private readonly conditions = new Map<number, fc.Arbitrary<QueryFieldCondition>>();

  constructor(private readonly pools: Map<number, EntityPool>) {}

  private pool(entityId: number): EntityPool {
    const pool = this.pools.get(entityId);
    if (!pool) throw new Error(`No records for entity ${entityId}`);
    return pool;
  }

  condition(entityId: number): fc.Arbitrary<QueryFieldCondition> {
    let arb = this.conditions.get(entityId);
    if (!arb) {
      arb = conditionArb(this.pool(entityId));
      this.conditions.set(entityId, arb);
    }
    return arb;
  }

  /** A combinator with conditions, and, while depth lasts, link filters and nested combinators. */
  combinator(entityId: number, depth: number): fc.Arbitrary<Combinator> {
    const key = `${entityId}:${depth}`;
    const known = this.combinators.get(key);
    if (known) return known;
    const pool = this.pool(entityId);
    const links =
      depth > 0 && pool.entity.links.length > 0
        ? fc.oneof(
            { arbitrary: fc.constant([] as NonNullable<Combinator["links"]>), weight: 3 },
            {
              arbitrary: fc.array(
                fc.oneof(
                  ...pool.entity.links.map((link) =>
                    this.linkFilter(pool, link.id, link.child_def_dossier_id, depth),
                  ),
                ),
                { minLength: 1, maxLength: 2 },
              ),
              weight: 2,
            },
          )
        : fc.constant([] as NonNullable<Combinator["links"]>);
    const nested =
      depth > 0
        ? fc.oneof(
            { arbitrary: fc.constant([] as Combinator[]), weight: 3 },
            {
              arbitrary: fc.array(this.combinator(entityId, depth - 1), { minLength: 1, maxLength: 2 }),
              weight: 1,
            },
          )
        : fc.constant([] as Combinator[]);
    const arb: fc.Arbitrary<Combinator> = fc.record({
      combine: fc.constantFrom("AND", "OR") as fc.Arbitrary<"AND" | "OR">,
      fields: fc.array(this.condition(entityId), { maxLength: 3 }),
      links,
      combinators: nested,
    });
    this.combinators.set(key, arb);
    return arb;
  }

  private linkFilter(pool: EntityPool, linkId: number, childId: number, depth: number) {
    const queries = pool.fixture.queries;
    const onChild = queries.filter((q) => q.defDossier === childId).map((q) => q.uuid);
    const other = fc.oneof(
      { arbitrary: fc.constant({ where_other_type: null, where_other_query: null }), weight: 3 },
      {
        arbitrary: fc.record({
          where_other_type: fc.constantFrom("IN", "NOT_IN", null) as fc.Arbitrary<"IN" | "NOT_IN" | null>,
          where_other_query: fc.oneof(
            pick(onChild, fc.constantFrom(...queries.map((q) => q.uuid))),
            fc.constantFrom(...queries.map((q) => q.uuid)),
          ),
        }),
        weight: 2,
      },
    );
    return fc
      .tuple(
        fc.record({
          id: fc.constant(linkId),
          combinators: fc.array(this.combinator(childId, depth - 1), { maxLength: 1 }),
          where_min: fc.option(fc.integer({ min: 0, max: 3 })),
          where_max: fc.option(fc.integer({ min: 0, max: 4 })),
          where_empty_not_empty: fc.constantFrom(null, null, "EMPTY", "NOT_EMPTY") as fc.Arbitrary<
            "EMPTY" | "NOT_EMPTY" | null
          >,
          include_archived: archivedMode,
        }),
        other,
      )
      .map(([filter, otherQuery]) => ({ ...filter, ...otherQuery }));
  }

  /** Query data on an entity, with a context, and now and then a direct test against another query. */
  query(entityIds: number[]) {
    return fc.constantFrom(...entityIds).chain((entityId) => {
      const pool = this.pool(entityId);
      const sameEntity = pool.fixture.queries.filter((q) => q.defDossier === entityId).map((q) => q.uuid);
      return fc.record({
        entityId: fc.constant(entityId),
        data: fc.record({
          combinators: fc.array(this.combinator(entityId, 2), { maxLength: 2 }),
          include_archived: archivedMode,
        }) as fc.Arbitrary<QueryData>,
        wrap:
          sameEntity.length > 0
            ? fc.option(fc.tuple(fc.constantFrom("and", "or not"), fc.constantFrom(...sameEntity)), {
                freq: 4,
              })
            : fc.constant(null),
        now: fc.constantFrom(...MOMENTS),
        timezone: fc.constantFrom(...TIME_ZONES),
        userId: pick(pool.userIds, fc.constant(1)),
      });
    });
  }
}

describe.each(TEST_DATABASE_KINDS)("SQL translation of query predicates equals the engine (%s)", (kind) => {
  let test: TestDatabase;
  const seeded: SeededFixture[] = [];

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    for (const fixture of environments) seeded.push(await seedFixtureRecords(test.db, fixture));
  }, 120_000);
  afterAll(() => test?.dispose());

  const engines = new Map<string, EngineResults>();
  const engineFor = (s: SeededFixture, ctx: { now: Date; timezone: string; userId: number }) => {
    const key = `${s.fixture.environment.id}:${ctx.now.toISOString()}:${ctx.timezone}:${ctx.userId}`;
    let engine = engines.get(key);
    if (!engine) {
      engine = new EngineResults(s, ctx);
      engines.set(key, engine);
    }
    return engine;
  };

  const seededOf = (entityId: number) => {
    const found = seeded.find((s) => s.fixture.entities.some((e) => e.entity.id === entityId));
    if (!found) throw new Error(`No environment holds entity ${entityId}`);
    return found;
  };

  it("reads each entity's schema from the tables as the fixture describes it", async () => {
    for (const { fixture } of seeded) {
      for (const { entity } of fixture.entities) {
        expect(await querySchemaFor(test.db, entity.id, 2)).toEqual(fixtureSchema(fixture, entity.id, 2));
      }
    }
  });

  it("selects the records of every saved fixture query, at several moments, in several time zones, for every user", async () => {
    let compared = 0;
    let nonTrivial = 0;
    for (const s of seeded) {
      for (const query of s.fixture.queries) {
        for (const now of MOMENTS) {
          for (const timezone of TIME_ZONES.slice(0, 2)) {
            for (const userId of s.userIds.values()) {
              const ctx = { now, timezone, userId };
              const expected = sorted(engineFor(s, ctx).resultsOf(query.uuid));
              const fragment = await queryFilter(test.db, query.defDossier, query.uuid, {
                ...ctx,
                params: [query.defDossier],
              });
              const rows = await test.db.query<{ id: number }>(
                `select d.id from content_dossiers d where d.def_dossier_id = $1 and ${fragment.sql} order by d.id`,
                fragment.params,
              );
              expect(
                rows.map((r) => r.id),
                `${query.translations[0]?.search_name} at ${now.toISOString()} in ${timezone} for ${userId}`,
              ).toEqual(expected);
              compared += 1;
              const total = s.records.filter((r) => r.def_dossier_id === query.defDossier).length;
              if (expected.length > 0 && expected.length < total) nonTrivial += 1;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    // Most saved queries pick some records and leave others.
    expect(nonTrivial / compared).toBeGreaterThan(0.6);
  }, 120_000);

  // Slow by nature: each generated query and each of its parts runs on PGlite and in the engine; fewer runs test less.
  it(`selects the records of ${RANDOM_RUNS} generated queries over every field type, operator and link filter`, async () => {
    const pools = poolsOf(seeded);
    const arbitraries = new QueryArbitraries(pools);
    const entityIds = [...pools.keys()];
    const sql: Sql = { db: test.db, schemas: new Map() };
    const kinds = new Set<string>();
    let compared = 0;
    let nonTrivial = 0;
    await fc.assert(
      fc.asyncProperty(
        arbitraries.query(entityIds),
        async ({ entityId, data, wrap, now, timezone, userId }) => {
          const s = seededOf(entityId);
          const ctx = { now, timezone, userId };
          let p = compileQuery(data, fixtureSchema(s.fixture, entityId, RECORD_DEPTH), ctx);
          if (wrap) {
            const [mode, uuid] = wrap;
            const other: Predicate = { kind: "in_query", query: uuid };
            p = mode === "and" ? and([p, other]) : or([p, not(other)]);
          }
          kindsOf(p, kinds);
          const engine = engineFor(s, ctx);
          const queries = await savedQueriesFor(test.db, s.fixture.environment.id, p, ctx);
          // The whole tree, and each of its parts on its own, so that no condition hides behind another.
          for (const [node, nodeEntity] of subtrees(p, entityId).values()) {
            const expected = sorted(engine.run(node, nodeEntity));
            const actual = await sqlIds(sql, nodeEntity, node, queries);
            expect(actual, JSON.stringify(node)).toEqual(expected);
            compared += 1;
            const total = s.records.filter((r) => r.def_dossier_id === nodeEntity).length;
            if (expected.length > 0 && expected.length < total) nonTrivial += 1;
          }
        },
      ),
      { numRuns: RANDOM_RUNS, seed: 20260115, endOnFailure: false },
    );
    const every = [
      "and",
      "or",
      "not",
      "archived",
      "empty",
      "text",
      "number",
      "day",
      "anniversary",
      "contains_any",
      "link:some",
      "link:none",
      "link:count",
      "in_query",
    ];
    expect([...kinds].sort()).toEqual(expect.arrayContaining(every));
    expect(compared).toBeGreaterThan(RANDOM_RUNS * 3);
    expect(nonTrivial / compared).toBeGreaterThan(0.4);
  }, 300_000);
});

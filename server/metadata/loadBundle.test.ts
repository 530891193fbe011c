import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compile } from "../../engine";
import { environments, toBundle } from "../../fixtures";
import { Bundle, type Context, check } from "../../schemas";
import { openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { loadBundle } from "./loadBundle";
import { seedMetadata } from "./seedMetadata";

describe("loadBundle", () => {
  let test: TestDatabase;
  const seedStatements: number[] = [];

  beforeAll(async () => {
    test = await openTestDatabase("pglite");
    for (const fixture of environments) {
      const { environment } = fixture;
      await test.db.query("insert into environments (id, uuid, name) values ($1, $2, $3)", [
        environment.id,
        environment.uuid,
        environment.name,
      ]);
      for (const role of fixture.roles) {
        await test.db.query("insert into roles (id, uuid, environment_id, name) values ($1, $2, $3, $4)", [
          role.id,
          role.uuid,
          environment.id,
          role.name,
        ]);
      }
      let statements = 0;
      const counting = {
        query: <T extends object>(sql: string, params?: readonly unknown[]) => {
          statements += 1;
          return test.db.query<T>(sql, params);
        },
      };
      await seedMetadata(counting, fixture);
      // One statement per table, however many rows: seeding stays fast.
      seedStatements.push(statements);
    }
  }, 60_000);
  afterAll(() => test?.dispose());

  const cases = environments.flatMap((fixture) =>
    fixture.entities.map((entity) => ({
      fixture,
      entity,
      label: `${fixture.environment.slug} ${entity.entity.name}`,
    })),
  );

  it.each(cases)(
    "reads $label as the fixture's bundle, in the Bundle schema",
    async ({ fixture, entity }) => {
      const context: Context = {
        locale: fixture.environment.locales[0] ?? "en_GB",
        roles: [fixture.roles[0]?.id ?? 0],
        admin: false,
        user_id: 7,
      };
      const loaded = await loadBundle(test.db, entity.entity.id, context);
      expect(loaded).toStrictEqual(toBundle(fixture, entity.entity.id, context));
      const checked = check(Bundle, loaded);
      expect(checked.ok ? [] : checked.issues).toEqual([]);
      // What the engine compiles from the database is what it compiles from the fixture.
      if (!loaded) throw new Error("no bundle");
      expect(compile(loaded, "edit")).toEqual(compile(toBundle(fixture, entity.entity.id, context), "edit"));
    },
  );

  it("reads an entity in a handful of queries, however many items it has", async () => {
    const entity = environments[0]?.entities[0];
    if (!entity) throw new Error("fixtures missing");
    let queries = 0;
    const counting = {
      query: <T extends object>(sql: string, params?: readonly unknown[]) => {
        queries += 1;
        return test.db.query<T>(sql, params);
      },
    };
    const bundle = await loadBundle(counting, entity.entity.id, { locale: "nl_NL", roles: [], admin: true });
    expect(bundle?.positions.flatMap((p) => p.display_items).length).toBeGreaterThan(30);
    expect(queries).toBeLessThanOrEqual(6);
  });

  it("seeds each environment's metadata with one statement per table", () => {
    expect(seedStatements).toHaveLength(environments.length);
    for (const count of seedStatements) expect(count).toBeLessThanOrEqual(13);
  });

  it("answers undefined for an entity that does not exist", async () => {
    expect(await loadBundle(test.db, 999_999, { locale: "en_GB", roles: [], admin: true })).toBeUndefined();
  });

  it("carries the queries its items are conditioned on, by id or by uuid, of its own environment only", async () => {
    const [care, crm] = environments;
    if (!care || !crm) throw new Error("fixtures missing");
    const entity = care.entities[0];
    const query = care.queries[0];
    const foreign = crm.queries[0];
    if (!entity || !query || !foreign) throw new Error("fixtures missing");
    const items = entity.positions.flatMap((p) => p.items);
    const [first, second, third] = items;
    if (!first || !second || !third) throw new Error("fixtures missing");
    await test.db.transaction(async (tx) => {
      await tx.query(
        `update display_items set settings = settings || jsonb_build_object('condition_query', $2::int) where id = $1`,
        [first.id, query.id],
      );
      await tx.query(
        `update display_items set settings = settings || jsonb_build_object('condition_query', $2::text) where id = $1`,
        [second.id, query.uuid],
      );
      await tx.query(
        `update display_items set settings = settings || jsonb_build_object('condition_query', $2::int) where id = $1`,
        [third.id, foreign.id],
      );
      const bundle = await loadBundle(tx, entity.entity.id, { locale: "nl_NL", roles: [], admin: false });
      expect(bundle?.queries?.map((q) => q.id)).toEqual([query.id]);
      expect(bundle?.queries?.[0]).toMatchObject({
        uuid: query.uuid,
        defDossier: query.defDossier,
        data: query.data,
        translations: query.translations,
      });
      expect(check(Bundle, bundle).ok).toBe(true);
      await tx.query(
        "update display_items set settings = settings - 'condition_query' where id = any($1::int[])",
        [[first.id, second.id, third.id]],
      );
    });
  });
});

describe("loadBundle's cache", () => {
  let test: TestDatabase;
  const fixture = environments[0];
  const entity = fixture?.entities[0]?.entity.id as number;
  const context: Context = { locale: "en_GB", roles: [], admin: true };

  beforeAll(async () => {
    test = await openTestDatabase("pglite");
    if (!fixture) throw new Error("fixtures missing");
    await test.db.query("insert into environments (id, uuid, name) values ($1, $2, $3)", [
      fixture.environment.id,
      fixture.environment.uuid,
      fixture.environment.name,
    ]);
    for (const role of fixture.roles) {
      await test.db.query("insert into roles (id, uuid, environment_id, name) values ($1, $2, $3, $4)", [
        role.id,
        role.uuid,
        fixture.environment.id,
        role.name,
      ]);
    }
    await seedMetadata(test.db, fixture);
  }, 60_000);
  afterAll(() => test?.dispose());

  it("reads the tables again after a metadata write, and only then; a kept bundle cannot be changed", async () => {
    const first = await loadBundle(test.db, entity, context);
    const again = await loadBundle(test.db, entity, context);
    expect(again?.positions).toBe(first?.positions);
    const positions = again?.positions as unknown[];
    expect(positions.length).toBeGreaterThan(0);
    expect(() => positions.push({})).toThrow(TypeError);

    await test.db.query("update def_dossiers set name = 'renamed' where id = $1", [entity]);
    const fresh = await loadBundle(test.db, entity, context);
    expect(fresh?.positions).not.toBe(first?.positions);
    expect(fresh?.entity.name).toBe("renamed");

    // A transaction's handle keeps its own: what it reads never reaches the process's cache.
    await test.db
      .transaction(async (tx) => {
        await tx.query("update def_dossiers set name = 'uncommitted' where id = $1", [entity]);
        expect((await loadBundle(tx, entity, context))?.entity.name).toBe("uncommitted");
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect((await loadBundle(test.db, entity, context))?.entity.name).toBe("renamed");
  });
});

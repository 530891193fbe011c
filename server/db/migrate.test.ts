import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../testing/testDatabase";
import { runMigrations } from "./migrate";
import { moveSequencesPastIds } from "./sequences";

describe.each(TEST_DATABASE_KINDS)("database on %s", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => test?.dispose());

  it("records each migration once and applies nothing on a second run", async () => {
    const versions = await test.db.query<{ version: string }>(
      "select version from schema_migrations order by 1",
    );
    const files = readdirSync(new URL("./migrations", import.meta.url)).filter((f) => f.endsWith(".sql"));
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(versions.map((v) => v.version)).toEqual(files.map((f) => f.replace(/\.sql$/, "")).sort());
    expect(await runMigrations(test.db)).toEqual([]);
  });

  it("creates the tables the API needs", async () => {
    const tables = await test.db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = current_schema()",
    );
    const names = tables.map((t) => t.table_name);
    for (const name of [
      "environments",
      "locales",
      "environment_locales",
      "roles",
      "role_credentials",
      "users",
      "environment_users",
      "environment_user_roles",
      "sessions",
      "login_attempts",
      "def_fields",
      "def_field_lists",
      "def_dossiers",
      "def_dossier_def_fields",
      "def_dossier_links",
      "display_positions",
      "display_items",
      "display_custom_views",
      "dossier_queries",
      "content_dossiers",
      "content_dossier_links",
      "files",
      "favorites",
      "dossier_subscriptions",
      "dossier_logs",
      "mypage_blocks",
      "mypage_positions",
      "messages",
      "message_recipients",
    ]) {
      expect(names).toContain(name);
    }
    // Record values live in one table per entity since 013 (records/storage/entityTables.ts).
    expect(names).not.toContain("contents");
  });

  it("seeds the spec's locales", async () => {
    const rows = await test.db.query<{ code: string }>("select code from locales order by id");
    expect(rows.map((r) => r.code)).toEqual(["nl_NL", "en_GB", "fr_FR", "es_ES", "es_CO", "ru_RU", "de"]);
  });

  it("accepts explicit ids and continues past them once the sequences are moved", async () => {
    await test.db.query("insert into environments (id, name) values (4000, 'Seeded')");
    await moveSequencesPastIds(test.db);
    const [next] = await test.db.query<{ id: number }>(
      "insert into environments (name) values ('Next') returning id",
    );
    expect(next?.id).toBe(4001);
  });

  it("writes all of a transaction or nothing", async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query("insert into environments (name) values ('Half written')");
        await tx.query("insert into environments (name) values (null)");
      }),
    ).rejects.toThrow();
    const rows = await test.db.query("select 1 from environments where name = 'Half written'");
    expect(rows).toEqual([]);
  });

  it("answers the same value types from both drivers", async () => {
    const [row] = await test.db.query<Record<string, unknown>>(
      `select count(*)::int as n, '{"a": [1]}'::jsonb as j, array[1, 2]::int[] as ids,
              now() as at, 2.5::double precision as f, $1::jsonb as param`,
      [JSON.stringify([1, 2])],
    );
    expect(row).toMatchObject({ n: 1, j: { a: [1] }, ids: [1, 2], f: 2.5, param: [1, 2] });
    expect(typeof row?.n).toBe("number");
    expect(row?.at).toBeInstanceOf(Date);
  });
});

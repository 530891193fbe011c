import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { environments as demoEnvironments } from "../../fixtures";
import type { DatabaseHandle } from "../db/database";
import { runMigrations } from "../db/migrate";
import { openPostgres } from "../db/postgres";
import { verifyPassword } from "../session/passwords";
import { openTestDatabase, type TestDatabase } from "../testing/testDatabase";
import { firstStart } from "./firstStart";

const counts = async (db: DatabaseHandle) => {
  const [row] = await db.query<{ admins: number; environments: number; users: number }>(
    `select (select count(*) from users where username = 'admin')::int as admins,
            (select count(*) from environments)::int as environments,
            (select count(*) from users)::int as users`,
  );
  return row;
};

describe("first start on PGlite", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase("pglite");
  }, 60_000);
  afterAll(() => test?.dispose());

  it("leaves nothing when it fails halfway, and the next start does it all and shows a new password", async () => {
    const crash = firstStart(test.db, {
      afterAdmin: async () => {
        throw new Error("crashed after creating the super admin");
      },
    });
    await expect(crash).rejects.toThrow("crashed after creating the super admin");
    expect(await counts(test.db)).toEqual({ admins: 0, environments: 0, users: 0 });

    const { admin, seeded } = await firstStart(test.db, { demoPassword: "demo password" });
    expect(admin.created).toBe(true);
    const [stored] = await test.db.query<{ password_hash: string }>(
      "select password_hash from users where username = 'admin'",
    );
    expect(await verifyPassword(stored?.password_hash, admin.generatedPassword ?? "")).toBe(true);
    expect(seeded?.environments).toEqual(demoEnvironments.map((fixture) => fixture.environment.name));
    expect((await counts(test.db))?.environments).toBe(demoEnvironments.length);

    expect(await firstStart(test.db)).toEqual({ admin: { created: false } });
  }, 60_000);
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("first start on PostgreSQL", () => {
  const schema = `docket_test_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    for (let i = 0; i < 2; i++)
      handles.push(await openPostgres({ url: url as string, schema, maxConnections: 2 }));
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await admin(`drop schema ${schema} cascade`);
  });

  it("two processes starting together on a fresh database: one migrates and seeds, both come up", async () => {
    const starts = await Promise.all(
      handles.map(async (db) => {
        await runMigrations(db);
        return firstStart(db, { demoPassword: "demo password" });
      }),
    );
    expect(starts.map((start) => start.admin.created).sort()).toEqual([false, true]);
    const seeding = starts.find((start) => start.admin.created);
    expect(seeding?.admin.generatedPassword).toBeDefined();
    expect(seeding?.seeded?.environments).toHaveLength(demoEnvironments.length);
    const [db] = handles as [DatabaseHandle];
    expect(await counts(db)).toMatchObject({ admins: 1, environments: demoEnvironments.length });
  }, 120_000);
});

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery } from "../testing/testDatabase";
import type { Database, DatabaseHandle } from "./database";
import { openPostgres } from "./postgres";

const url = process.env.TEST_DATABASE_URL as string;

/**
 * On PostgreSQL statements run as named prepared statements (db/postgres.ts). A table the designer changes
 * (a field's type converted) changes the result type of statements parsed before: they must keep working,
 * whether the change was made by the same server or by another instance on the same database.
 */
describe.skipIf(!url)("prepared statements after a table change (postgres)", () => {
  const schema = `docket_test_${randomBytes(6).toString("hex")}`;
  let here: DatabaseHandle;
  let elsewhere: DatabaseHandle;
  const readValue = (db: Database) =>
    db.query<{ value: unknown }>("select value from changing where id = $1", [1]);

  beforeAll(async () => {
    await adminQuery(url, `create schema ${schema}`);
    here = await openPostgres({ url, schema, maxConnections: 1 });
    elsewhere = await openPostgres({ url, schema, maxConnections: 1 });
    await here.exec("create table changing (id int primary key, value int)");
    await here.query("insert into changing values ($1, $2)", [1, 42]);
  });
  afterAll(async () => {
    await here?.close();
    await elsewhere?.close();
    await adminQuery(url, `drop schema ${schema} cascade`);
  });

  it("reads through a changed column type after a change made on the same handle", async () => {
    expect(await readValue(here)).toEqual([{ value: 42 }]);
    await here.transaction(async (tx) => {
      await tx.query("alter table changing alter column value type text using value::text");
      expect(await readValue(tx)).toEqual([{ value: "42" }]);
    });
    expect(await readValue(here)).toEqual([{ value: "42" }]);
  });

  it("reads through a changed column type after a change made by another instance", async () => {
    expect(await readValue(here)).toEqual([{ value: "42" }]);
    await elsewhere.exec("alter table changing alter column value type numeric using value::numeric + 0.5");
    expect(await readValue(here)).toEqual([{ value: "42.5" }]);
    // A transaction that meets the stale statement fails once, and the next one parses afresh.
    await elsewhere.exec("alter table changing alter column value type int using floor(value)::int");
    await expect(here.transaction((tx) => readValue(tx))).rejects.toMatchObject({ code: "0A000" });
    expect(await here.transaction((tx) => readValue(tx))).toEqual([{ value: 42 }]);
  });
});

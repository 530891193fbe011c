import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./database";
import { openPglite } from "./pglite";
import { upkeepGrownTables } from "./pgliteUpkeep";

let db: DatabaseHandle | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const planned = async (handle: DatabaseHandle) => {
  const [row] = await handle.query<{ tuples: number; statistics: number }>(
    `select c.reltuples::int as tuples,
            (select count(*)::int from pg_stats s where s.tablename = 'grown' and s.schemaname = current_schema()) as statistics
       from pg_class c where c.relname = 'grown'`,
  );
  return row;
};

describe("upkeepGrownTables", () => {
  it("vacuums and analyzes a table that grew, so the planner knows its rows, and leaves it once it has", async () => {
    db = await openPglite();
    await db.exec("create table small (id int primary key); insert into small values (1), (2)");
    await db.exec(
      "create table grown (id int primary key, status int); insert into grown select g, g % 4 from generate_series(1, 20000) g",
    );
    // PGlite has no autovacuum: left alone, the table stays unknown to the planner.
    expect(await planned(db)).toEqual({ tuples: -1, statistics: 0 });

    expect(await upkeepGrownTables(db)).toEqual(["grown"]);
    expect(await planned(db)).toEqual({ tuples: 20000, statistics: 2 });
    expect(await upkeepGrownTables(db)).toEqual([]);

    await db.exec("insert into grown select g, 1 from generate_series(20001, 30000) g");
    expect(await upkeepGrownTables(db)).toEqual(["grown"]);
    expect((await planned(db))?.tuples).toBe(30000);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../testing/testDatabase";

/**
 * Services read in parallel (Promise.all) on whatever handle they get, a transaction's too. On one
 * connection the statements must take turns: the test database refuses a statement sent while its
 * connection still runs another (testing/testDatabase.ts), as pg 9 will.
 */
describe.each(TEST_DATABASE_KINDS)("statements asked for at once in one transaction (%s)", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await test.db.exec("create table turn_taking (n int primary key)");
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it("runs them one after another and commits them all", async () => {
    const answers = await test.db.transaction((tx) =>
      Promise.all([
        tx.query<{ n: number }>("insert into turn_taking (n) select 1 from pg_sleep(0.05) returning n"),
        tx.query<{ n: number }>("insert into turn_taking (n) values (2) returning n"),
        tx.transaction((inner) =>
          inner.query<{ n: number }>("insert into turn_taking (n) values (3) returning n"),
        ),
      ]),
    );
    expect(answers).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    const rows = await test.db.query<{ n: number }>("select n from turn_taking order by n");
    expect(rows.map((row) => row.n)).toEqual([1, 2, 3]);
  });

  it("rolls back after the statements still running when one of them failed", async () => {
    const failing = test.db.transaction((tx) =>
      Promise.all([
        tx.query("insert into turn_taking (n) values (10)"),
        tx.query("insert into turn_taking (n) values (10)"),
        tx.query("insert into turn_taking (n) select 11 from pg_sleep(0.05)"),
      ]),
    );
    await expect(failing).rejects.toMatchObject({ code: "23505" });
    const rows = await test.db.query<{ n: number }>("select n from turn_taking where n >= 10");
    expect(rows).toEqual([]);
    // The connection went back to the pool in a usable state.
    expect(await test.db.transaction((tx) => tx.query("select 1 as one"))).toEqual([{ one: 1 }]);
  });
});

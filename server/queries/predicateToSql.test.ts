import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileQuery, matches, not, type Predicate, QueryError, type QueryRecord } from "../../engine/query";
import { environmentBySlug } from "../../fixtures";
import type { DossierRecord, QueryData } from "../../schemas";
import { HttpError } from "../http/errors";
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../testing/testDatabase";
import { queryFilter } from "./filterByQuery";
import { predicateToSql } from "./predicateToSql";
import { querySchemaFor } from "./querySchemaFor";
import { queryRecordsOf, type SeededFixture, seedFixtureRecords } from "./testing/seedFixtureRecords";

/*
 * The corners the generated fixture records do not reach: 29 February, the year end, blank and
 * non-ASCII texts, numbers written as text, running numbers, date-times near midnight, records without a
 * creator. Each case states the records it expects, and the engine must agree.
 */

const care = environmentBySlug("care");
const CLIENT = 1030;
const CONTACT = 1032;
const F = { number: 1170, bsn: 1171, name: 1172, birth: 1175, status: 1176 } as const;
const CONTACT_AT = 1213;
const EMPLOYEE = 1218;
const CLIENT_CONTACTS = 1062;
const CREATOR = care.users[0]?.username ?? "";

let nextId = 1100;
function record(
  entity: number,
  values: Record<number, unknown>,
  options: { archived?: boolean; creator?: string | null; links?: Record<number, number[]> } = {},
): DossierRecord {
  return {
    id: nextId++,
    uuid: randomUUID(),
    def_dossier_id: entity,
    archived: options.archived ?? false,
    summary: null,
    contents: [
      ...Object.entries(values).map(([field, value]) => ({ field: Number(field), value })),
      ...Object.entries(options.links ?? {}).map(([link, value]) => ({ link: Number(link), value })),
    ],
    created_at: "2025-06-01T10:00:00Z",
    modified_at: "2025-06-02T10:00:00Z",
    created_by: options.creator === undefined ? CREATOR : options.creator,
    modified_by: CREATOR,
  };
}

const late = record(CONTACT, { [CONTACT_AT]: "2026-03-10T23:30:00Z", [EMPLOYEE]: [1010] });
const evening = record(CONTACT, { [CONTACT_AT]: "2026-03-10T22:30:00Z", [EMPLOYEE]: [1011] });
const emile = record(
  CLIENT,
  { [F.name]: "Émile", [F.bsn]: " 12 ", [F.number]: "CL-0042", [F.birth]: "2000-02-29", [F.status]: [1280] },
  { creator: null, links: { [CLIENT_CONTACTS]: [late.id, evening.id] } },
);
const blank = record(
  CLIENT,
  { [F.name]: "\u00a0 ", [F.bsn]: "1e3", [F.number]: "CL-7", [F.birth]: "1990-12-31" },
  { archived: true },
);
const plain = record(
  CLIENT,
  { [F.name]: "emile", [F.bsn]: "abc", [F.number]: "X", [F.birth]: "1985-01-02", [F.status]: [1281, 1282] },
  { links: { [CLIENT_CONTACTS]: [evening.id] } },
);
const percent = record(CLIENT, { [F.name]: "100%_off", [F.bsn]: "-3.5", [F.birth]: "2001-02-28" });
const bare = record(CLIENT, {}, { creator: null });
const RECORDS = [late, evening, emile, blank, plain, percent, bare];

const p = {
  field: (field: number | "created_by", kind: "empty") => ({ kind, field }) as Predicate,
};

describe.each(TEST_DATABASE_KINDS)("predicateToSql on hand-made records (%s)", (kind) => {
  let test: TestDatabase;
  let seeded: SeededFixture;
  let records: Map<number, QueryRecord>;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    seeded = await seedFixtureRecords(test.db, care, RECORDS);
    records = queryRecordsOf(seeded, 2);
  }, 60_000);
  afterAll(() => test?.dispose());

  /** The ids SQL selects, after checking that the engine selects the same. */
  async function select(predicate: Predicate, entity = CLIENT): Promise<number[]> {
    const schema = await querySchemaFor(test.db, entity);
    const fragment = predicateToSql(predicate, { schema, params: [entity] });
    const rows = await test.db.query<{ id: number }>(
      `select d.id from content_dossiers d where d.def_dossier_id = $1 and ${fragment.sql} order by d.id`,
      fragment.params,
    );
    const ids = rows.map((r) => r.id);
    const engine = RECORDS.filter(
      (r) => r.def_dossier_id === entity && matches(predicate, records.get(r.id) as QueryRecord),
    ).map((r) => r.id);
    expect(ids, "SQL and the engine disagree").toEqual(engine);
    return ids;
  }

  const compiled = async (data: QueryData, now: string, timezone = "Europe/Amsterdam", entity = CLIENT) =>
    select(
      compileQuery(data, await querySchemaFor(test.db, entity), {
        now: new Date(now),
        timezone,
        userId: 1010,
      }),
      entity,
    );
  const one = (field: number | string, type: string, value?: unknown): QueryData =>
    ({
      include_archived: "both",
      combinators: [{ combine: "AND", fields: [{ id: field, type, value }] }],
    }) as QueryData;

  it("counts 29 February as 28 February outside leap years, and wraps birthdays past the year end", async () => {
    // 25 February 2027: within a week come 28 February (the 2000 and 2001 birthdays).
    expect(await compiled(one(F.birth, "birthday_weeks", 1), "2027-02-25T12:00:00Z")).toEqual([
      emile.id,
      percent.id,
    ]);
    // On 29 February 2028 only the leap-day birthday is today; 28 February has just passed.
    expect(await compiled(one(F.birth, "birthday_weeks", 1), "2028-02-29T12:00:00Z")).toEqual([emile.id]);
    // From 28 December, one week reaches 31 December and 2 January.
    expect(await compiled(one(F.birth, "birthday_weeks", 1), "2026-12-28T12:00:00Z")).toEqual([
      blank.id,
      plain.id,
    ]);
    // The window counts from today in the time zone: 23:30 UTC on 30 December is 31 December in Amsterdam.
    const window = one(F.birth, "birthday_weeks", 0);
    expect(await compiled(window, "2026-12-30T23:30:00Z")).toEqual([]);
    const today: Predicate = {
      kind: "anniversary",
      field: F.birth,
      today: "2026-12-31",
      days: 1,
      timezone: "Europe/Amsterdam",
    };
    expect(await select(today)).toEqual([blank.id]);
  });

  it("takes blank texts (non-breaking spaces too) and missing values as empty", async () => {
    expect(await select(p.field(F.name, "empty"))).toEqual([blank.id, bare.id]);
    expect(await select(not(p.field(F.name, "empty")))).toEqual([emile.id, plain.id, percent.id]);
    expect(await select(p.field(F.status, "empty"))).toEqual([blank.id, percent.id, bare.id]);
  });

  it("compares texts without case, takes % and _ literally and passes values as parameters", async () => {
    expect(await compiled(one(F.name, "exact", "EMILE"), "2026-03-10T12:00:00Z")).toEqual([plain.id]);
    expect(await compiled(one(F.name, "exact", "ÉMILE"), "2026-03-10T12:00:00Z")).toEqual([emile.id]);
    expect(await compiled(one(F.name, "like", "MIL"), "2026-03-10T12:00:00Z")).toEqual([emile.id, plain.id]);
    expect(await compiled(one(F.name, "like", "%"), "2026-03-10T12:00:00Z")).toEqual([percent.id]);
    expect(await compiled(one(F.name, "like", "_"), "2026-03-10T12:00:00Z")).toEqual([percent.id]);
    const hostile = "x'); drop table contents; --";
    const fragment = predicateToSql(
      { kind: "text", field: F.name, op: "like", value: hostile },
      { schema: await querySchemaFor(test.db, CLIENT) },
    );
    expect(fragment.sql).not.toContain("drop table");
    expect(fragment.params).toContain(hostile);
    expect(await compiled(one(F.name, "like", hostile), "2026-03-10T12:00:00Z")).toEqual([]);
  });

  it("reads texts as numbers, and autoIncrement values by their running number", async () => {
    expect(await compiled(one(F.bsn, "greater", 10), "2026-03-10T12:00:00Z")).toEqual([emile.id, blank.id]);
    expect(await compiled(one(F.bsn, "lesser", 0), "2026-03-10T12:00:00Z")).toEqual([percent.id]);
    expect(await compiled(one(F.bsn, "greater_or_equal", "1000"), "2026-03-10T12:00:00Z")).toEqual([
      blank.id,
    ]);
    expect(await compiled(one(F.number, "greater_or_equal", 42), "2026-03-10T12:00:00Z")).toEqual([emile.id]);
    expect(await compiled(one(F.number, "lesser", 10), "2026-03-10T12:00:00Z")).toEqual([blank.id]);
  });

  it("puts a date-time on its calendar day in the time zone", async () => {
    const onDay = (day: string) => one(CONTACT_AT, "equals", day);
    expect(await compiled(onDay("2026-03-11"), "2026-03-10T12:00:00Z", "Europe/Amsterdam", CONTACT)).toEqual([
      late.id,
    ]);
    expect(await compiled(onDay("2026-03-10"), "2026-03-10T12:00:00Z", "Europe/Amsterdam", CONTACT)).toEqual([
      evening.id,
    ]);
    expect(await compiled(onDay("2026-03-10"), "2026-03-10T12:00:00Z", "UTC", CONTACT)).toEqual([
      late.id,
      evening.id,
    ]);
    // A date without a time is that day everywhere.
    expect(
      await compiled(one(F.birth, "equals", "1985-01-02"), "2026-03-10T12:00:00Z", "Pacific/Honolulu"),
    ).toEqual([plain.id]);
  });

  it("treats records without a creator as empty, and as not created by anyone", async () => {
    expect(await select(p.field("created_by", "empty"))).toEqual([emile.id, bare.id]);
    const byCreator: Predicate = {
      kind: "contains_any",
      field: "created_by",
      ids: [seeded.userIds.get(CREATOR) as number],
    };
    expect(await select(not(byCreator))).toEqual([emile.id, bare.id]);
  });

  it("counts the children over a link that pass the link's own conditions", async () => {
    const lateContact: Predicate = {
      kind: "day",
      field: CONTACT_AT,
      op: "eq",
      value: "2026-03-11",
      timezone: "Europe/Amsterdam",
    };
    const link = (match: "some" | "none", where: Predicate = { kind: "true" }): Predicate => ({
      kind: "link",
      link: CLIENT_CONTACTS,
      where,
      match,
    });
    expect(await select(link("some", lateContact))).toEqual([emile.id]);
    expect(await select(link("none"))).toEqual([blank.id, percent.id, bare.id]);
    expect(
      await select({
        kind: "link",
        link: CLIENT_CONTACTS,
        where: { kind: "true" },
        match: "count",
        min: 2,
        max: null,
      }),
    ).toEqual([emile.id]);
    expect(
      await select({
        kind: "link",
        link: CLIENT_CONTACTS,
        where: { kind: "true" },
        match: "count",
        min: 1,
        max: 1,
      }),
    ).toEqual([plain.id]);
  });

  it("numbers its parameters after the statement's own and uses the alias asked for", async () => {
    const schema = await querySchemaFor(test.db, CLIENT);
    const fragment = predicateToSql(
      { kind: "text", field: F.name, op: "exact", value: "emile" },
      { schema, alias: "rec", params: [CLIENT, "unused"] },
    );
    expect(fragment.params.slice(0, 2)).toEqual([CLIENT, "unused"]);
    expect(fragment.sql).toContain("rec.id");
    expect(fragment.sql).toContain("lower($3::text)");
    const rows = await test.db.query<{ id: number }>(
      `select rec.id from content_dossiers rec where rec.def_dossier_id = $1 and $2::text is not null and ${fragment.sql}`,
      fragment.params,
    );
    expect(rows.map((r) => r.id)).toEqual([plain.id]);
  });

  it("refuses fields and links the entity does not have", async () => {
    const schema = await querySchemaFor(test.db, CLIENT);
    expect(() => predicateToSql({ kind: "empty", field: 999_999 }, { schema })).toThrow(QueryError);
    expect(() =>
      predicateToSql({ kind: "link", link: 999_999, where: { kind: "true" }, match: "some" }, { schema }),
    ).toThrow(QueryError);
  });

  it("refuses a schema that does not name its entity, whose table it could not find", async () => {
    const { entity: _, ...schema } = await querySchemaFor(test.db, CLIENT);
    expect(() => predicateToSql({ kind: "archived", archived: false }, { schema })).toThrow(
      /without its entity/,
    );
  });

  it("answers 400 for saved queries that refer to each other in a circle, and for another entity's query", async () => {
    const first = randomUUID();
    const second = randomUUID();
    const through = (other: string): QueryData => ({
      combinators: [
        {
          combine: "AND",
          links: [{ id: CLIENT_CONTACTS, where_other_type: "IN", where_other_query: other }],
        },
      ],
    });
    // The second query runs on contact moments, whose link back to the client leads to the first again.
    const back: QueryData = {
      combinators: [
        { combine: "AND", links: [{ id: 1063, where_other_type: "NOT_IN", where_other_query: first }] },
      ],
    };
    await test.db.query(
      `insert into dossier_queries (uuid, environment_id, def_dossier_id, data) values
         ($1, $3, $4, $5::jsonb), ($2, $3, $6, $7::jsonb)`,
      [
        first,
        second,
        care.environment.id,
        CLIENT,
        JSON.stringify(through(second)),
        CONTACT,
        JSON.stringify(back),
      ],
    );
    const error = await queryFilter(test.db, CLIENT, first).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).body).toEqual({
      errors: { dossierQuery: expect.stringContaining("refers to itself") },
    });
    const elsewhere = await queryFilter(test.db, CONTACT, first).catch((e: unknown) => e);
    expect((elsewhere as HttpError).body).toEqual({
      errors: { dossierQuery: "This query does not exist for this entity" },
    });
  });
});

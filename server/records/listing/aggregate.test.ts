import { beforeAll, expect, it } from "vitest";
import type { Predicate } from "../../../engine/query";
import { loadCallerContext } from "../../permissions/loadCallerContext";
import { describeApi } from "../../testing/apiHarness";
import { type RecordsScene, recordsScene } from "../testing/recordsScene";
import { type AggregateGroup, type AggregateRequest, aggregateRecords } from "./aggregate";

interface Person {
  kind?: "private" | "business" | "vip";
  hours?: number;
  born?: string;
  start?: string;
  salary?: number;
  /** A date-time, and the day it falls on in Europe/Amsterdam. */
  met?: { at: string; day: string };
  archived?: boolean;
}

const PEOPLE: Person[] = [
  {
    kind: "private",
    hours: 4,
    born: "1990-01-01",
    start: "08:30",
    salary: 100,
    met: { at: "2026-03-31T22:30:00Z", day: "2026-04-01" },
  },
  {
    kind: "private",
    hours: 6.5,
    born: "1990-01-03",
    salary: 200,
    met: { at: "2026-03-31T21:30:00Z", day: "2026-03-31" },
  },
  {
    kind: "business",
    hours: 10,
    born: "1990-01-08",
    start: "10:00",
    met: { at: "2025-12-31T23:00:00Z", day: "2026-01-01" },
  },
  { kind: "business", hours: 1, born: "1990-02-28", salary: 50 },
  { kind: "vip", hours: 3, born: "1991-12-31" },
  { hours: 7, born: "1990-01-07" },
  { kind: "private" },
  { kind: "business", hours: 100, born: "1990-01-01", archived: true },
];

/** The first day of a date's period, as the aggregate names groups (weeks start on Monday). */
function periodOf(day: string, period: "day" | "week" | "month" | "year"): string {
  if (period === "day") return day;
  if (period === "month") return `${day.slice(0, 7)}-01`;
  if (period === "year") return `${day.slice(0, 4)}-01-01`;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** The expected groups, computed here from the records made: null key last, others in key order. */
function expected(
  people: Person[],
  keysOf: (p: Person) => (number | string | null)[],
  measure: (members: Person[]) => number | string | null,
): AggregateGroup[] {
  const groups = new Map<number | string | null, Person[]>();
  for (const person of people)
    for (const key of keysOf(person)) groups.set(key, [...(groups.get(key) ?? []), person]);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0))
    .map(([key, members]) => ({ key, value: measure(members) }));
}

const sum = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0));
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describeApi("aggregates over an entity's records", (api) => {
  let scene: RecordsScene;
  let run: (
    user: "manager" | "clerk" | "outsider",
    request: Omit<AggregateRequest, "entityId">,
  ) => Promise<AggregateGroup[]>;
  const live = PEOPLE.filter((p) => !p.archived);

  beforeAll(async () => {
    scene = await recordsScene(api, 7700);
    const { person } = scene;
    for (const [index, p] of PEOPLE.entries()) {
      const body: Record<string, unknown> = {
        defDossier: scene.entities.person,
        [person.name.edit]: `P${index}`,
      };
      body[person.kind.edit] = p.kind ? [scene.options[p.kind]] : [];
      if (p.kind === "business") body[person.company.edit] = "Acme";
      if (p.hours !== undefined) body[person.hours.edit] = p.hours;
      if (p.born !== undefined) body[person.born.edit] = p.born;
      if (p.start !== undefined) body[person.start.edit] = p.start;
      if (p.salary !== undefined) body[person.salary.edit] = p.salary;
      if (p.met !== undefined) body[person.met.edit] = p.met.at;
      const made = await api.request("POST", "/api/contentdossier", {
        cookie: scene.users.manager.cookie,
        body,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      if (p.archived)
        await api.db.query("update content_dossiers set archived = true where id = $1", [made.body.id]);
    }
    run = async (user, request) => {
      const caller = await loadCallerContext(api.db, { ...scene.users[user], global_roles: [] });
      return aggregateRecords(api.db, caller, { entityId: scene.entities.person, ...request });
    };
  }, 60_000);

  const kindKeys = (p: Person) => [p.kind ? scene.options[p.kind] : null];
  const hoursOf = (members: Person[]) => members.flatMap((m) => (m.hours === undefined ? [] : [m.hours]));

  it("counts the records that are not archived, without groups", async () => {
    expect(await run("manager", { fn: "count" })).toEqual([{ key: null, value: live.length }]);
  });

  it("counts, sums, averages and takes extremes per list option", async () => {
    const byKind = (fn: AggregateRequest["fn"]) =>
      run("manager", {
        fn,
        field: fn === "count" ? undefined : scene.dataFields.hours,
        groupBy: { field: scene.dataFields.kind },
      });
    expect(await byKind("count")).toEqual(expected(live, kindKeys, (m) => m.length));
    expect(await byKind("sum")).toEqual(expected(live, kindKeys, (m) => sum(hoursOf(m))));
    const avg = await byKind("avg");
    const avgExpected = expected(live, kindKeys, (m) => {
      const values = hoursOf(m);
      return values.length === 0 ? null : (sum(values) as number) / values.length;
    });
    expect(avg.map((g) => g.key)).toEqual(avgExpected.map((g) => g.key));
    for (const [i, group] of avg.entries())
      expect(group.value).toBeCloseTo(avgExpected[i]?.value as number, 9);
    expect(await byKind("min")).toEqual(
      expected(live, kindKeys, (m) => (hoursOf(m).length ? Math.min(...hoursOf(m)) : null)),
    );
    expect(await byKind("max")).toEqual(
      expected(live, kindKeys, (m) => (hoursOf(m).length ? Math.max(...hoursOf(m)) : null)),
    );
  });

  it("groups by the day, week, month and year of a date", async () => {
    for (const period of ["day", "week", "month", "year"] as const) {
      const groups = await run("manager", {
        fn: "sum",
        field: scene.dataFields.hours,
        groupBy: { field: scene.dataFields.born, period },
      });
      expect(groups, period).toEqual(
        expected(
          live,
          (p) => [p.born ? periodOf(p.born, period) : null],
          (m) => sum(hoursOf(m)),
        ),
      );
    }
  });

  it("puts a date-time in the day, month and year it falls on in Europe/Amsterdam", async () => {
    for (const period of ["day", "month", "year"] as const) {
      const groups = await run("manager", { fn: "count", groupBy: { field: scene.dataFields.met, period } });
      expect(groups, period).toEqual(
        expected(
          live,
          (p) => [p.met ? periodOf(p.met.day, period) : null],
          (m) => m.length,
        ),
      );
    }
  });

  it("sums a time as minutes and takes a date's extremes as moments", async () => {
    const starts = live.flatMap((p) => (p.start ? [minutes(p.start)] : []));
    expect(await run("manager", { fn: "sum", field: scene.dataFields.start })).toEqual([
      { key: null, value: sum(starts) },
    ]);
    const born = live.flatMap((p) => (p.born ? [p.born] : [])).sort();
    expect(await run("manager", { fn: "min", field: scene.dataFields.born })).toEqual([
      { key: null, value: `${born[0]}T00:00:00.000Z` },
    ]);
  });

  it("answers for the records a predicate tree selects, archived ones included when it says so", async () => {
    const where: Predicate = {
      kind: "and",
      children: [{ kind: "number", field: scene.dataFields.hours, op: "gte", value: 5, read: "number" }],
    };
    const selected = PEOPLE.filter((p) => (p.hours ?? -1) >= 5);
    expect(await run("manager", { fn: "count", where, groupBy: { field: scene.dataFields.kind } })).toEqual(
      expected(selected, kindKeys, (m) => m.length),
    );
  });

  it("refuses fields the caller may not see, as measure, group or in the tree", async () => {
    const salary = scene.dataFields.salary;
    const salaries = live.flatMap((p) => (p.salary === undefined ? [] : [p.salary]));
    expect(await run("manager", { fn: "sum", field: salary })).toEqual([{ key: null, value: sum(salaries) }]);
    await expect(run("clerk", { fn: "sum", field: salary })).rejects.toMatchObject({ statusCode: 400 });
    await expect(run("clerk", { fn: "count", groupBy: { field: salary } })).rejects.toMatchObject({
      statusCode: 400,
    });
    const where: Predicate = { kind: "number", field: salary, op: "gt", value: 0, read: "number" };
    await expect(run("clerk", { fn: "count", where })).rejects.toMatchObject({ statusCode: 400 });
    await expect(run("outsider", { fn: "count" })).rejects.toMatchObject({ statusCode: 403 });
  });

  it("groups within groups: per list option, then per quarter of a date", async () => {
    const quarterOf = (day: string) =>
      `${day.slice(0, 4)}-${String(Math.floor((Number(day.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, "0")}-01`;
    const got = await run("manager", {
      fn: "count",
      groupBy: { field: scene.dataFields.kind },
      thenBy: { field: scene.dataFields.born, period: "quarter" },
    });
    const counts = new Map<string, number>();
    for (const p of live) {
      const id = `${p.kind ? scene.options[p.kind] : null}|${p.born ? quarterOf(p.born) : null}`;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(got).toHaveLength(counts.size);
    for (const group of got) expect(group.value).toBe(counts.get(`${group.key}|${group.subkey}`));
  });

  it("groups by the creation date of the records", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const got = await run("manager", { fn: "count", groupBy: { created: true, period: "month" } });
    expect(got.reduce((n, g) => n + Number(g.value), 0)).toBe(live.length);
    expect(got.map((g) => String(g.key).slice(0, 7))).toContain(month);
  });

  it("refuses a measure or group its field cannot serve", async () => {
    await expect(run("manager", { fn: "sum", field: scene.dataFields.born })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      run("manager", { fn: "count", groupBy: { field: scene.dataFields.hours } }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      run("manager", { fn: "count", groupBy: { field: scene.dataFields.born } }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

const COUNT = 24;

describeApi("record lists", (api) => {
  let scene: RecordsScene;
  /** Record ids by number 1..COUNT. */
  const ids: number[] = [];
  let tags: number[] = [];

  beforeAll(async () => {
    scene = await recordsScene(api, 7000);
    const p = scene.person;
    const cookie = scene.users.manager.cookie;
    for (const name of ["red", "blue"]) {
      const tag = await api.request("POST", "/api/contentdossier", {
        cookie,
        body: { defDossier: scene.entities.tag, [scene.tag.name.edit]: name },
      });
      tags.push(tag.body.id);
    }
    tags = tags.slice(0, 2);
    for (let i = 1; i <= COUNT; i++) {
      const business = i % 3 === 0;
      const response = await api.request("POST", "/api/contentdossier", {
        cookie,
        body: {
          defDossier: scene.entities.person,
          [p.name.edit]: `Person ${String(i).padStart(2, "0")}`,
          [p.hours.edit]: i,
          [p.rate.edit]: 10,
          [p.born.edit]: `2000-01-${String(i).padStart(2, "0")}`,
          [p.start.edit]: `${String(6 + (i % 10)).padStart(2, "0")}:00`,
          [p.kind.edit]: [business ? scene.options.business : scene.options.private],
          ...(business ? { [p.company.edit]: `Company ${i}` } : {}),
          [p.tags.edit]: i % 2 === 0 ? [tags[0]] : i % 5 === 0 ? [tags[1]] : [],
          [p.salary.edit]: 1000 * i,
        },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      ids.push(response.body.id);
    }
    // Two archived people.
    for (const id of [ids[0], ids[1]]) {
      const archived = await api.request("GET", `/api/contentdossier/${id}/archive`, { cookie });
      expect(archived.status).toBe(200);
    }
  }, 120_000);

  const list = async (params: string, cookie = scene.users.manager.cookie, expected = 200) => {
    const response = await api.request(
      "GET",
      `/api/contentdossier?defDossier=${scene.entities.person}&${params}`,
      {
        cookie,
      },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(expected);
    return response.body;
  };
  const names = (body: { results: { content: Record<string, string> }[] }) =>
    body.results.map((r) => r.content[scene.person.name.list]);
  const hoursOf = (body: { results: { content: Record<string, number> }[] }) =>
    body.results.map((r) => r.content[scene.person.hours.list]);

  describe("paging", () => {
    it("pages the records that are not archived, newest first", async () => {
      const body = await list("limit=10&page=2");
      expect(body.pager).toEqual({ current: 2, pages: 3, items: COUNT - 2, limit: 10 });
      expect(body.results).toHaveLength(10);
      expect(body.results[0].id).toBe(ids[COUNT - 11]);
      const last = await list("limit=10&page=3");
      expect(last.results).toHaveLength(2);
    });

    it("falls back to 50 for a limit over 200", async () => {
      const body = await list("limit=500");
      expect(body.pager.limit).toBe(50);
      expect(body.results).toHaveLength(COUNT - 2);
    });

    it("is also reachable at /api/dossier", async () => {
      const response = await api.request("GET", `/api/dossier?defDossier=${scene.entities.person}&limit=1`, {
        cookie: scene.users.manager.cookie,
      });
      expect(response.status).toBe(200);
      expect(response.body.pager.items).toBe(COUNT - 2);
    });
  });

  describe("archived", () => {
    it("answers not archived by default, both, or only archived", async () => {
      expect((await list("archived=")).pager.items).toBe(COUNT - 2);
      expect((await list("archived=both")).pager.items).toBe(COUNT);
      const archived = await list("archived=archived");
      expect(archived.results.map((r: { id: number }) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
      expect(archived.results.every((r: { archived: boolean }) => r.archived)).toBe(true);
      await list("archived=maybe", scene.users.manager.cookie, 400);
    });
  });

  describe("sorting", () => {
    it("sorts on a field in either direction, with the record id as tie-breaker", async () => {
      const hours = scene.person.hours.list;
      expect(hoursOf(await list(`sort[]=${hours}&sortOrder[]=DESC&limit=3`))).toEqual([24, 23, 22]);
      expect(hoursOf(await list(`sort[]=${hours}&sortOrder[]=ASC&limit=3`))).toEqual([3, 4, 5]);
      expect(names(await list(`sort[]=${scene.person.name.list}&sortOrder[]=DESC&limit=2`))).toEqual([
        "Person 24",
        "Person 23",
      ]);
    });

    it("sorts on several columns and on the created_at column", async () => {
      const kind = scene.person.kind.list;
      const hours = scene.person.hours.list;
      const body = await list(`sort[]=${kind}&sortOrder[]=DESC&sort[]=${hours}&sortOrder[]=ASC&limit=3`);
      expect(hoursOf(body)).toEqual([3, 6, 9]);
      const byCreated = await list(`sort[]=${scene.person.created.list}&sortOrder[]=ASC&limit=2`);
      expect(byCreated.results.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[3]]);
      const byMeta = await list("sort[]=created_at&sortOrder[]=DESC&limit=1");
      expect(byMeta.results[0].id).toBe(ids[COUNT - 1]);
    });

    it("refuses columns that cannot be sorted", async () => {
      await list(`sort[]=${scene.person.notes.list}`, scene.users.manager.cookie, 400);
      await list("sort[]=summary; drop table contents", scene.users.manager.cookie, 400);
      await list(`sort[]=${scene.person.hours.list}&sortOrder[]=UP`, scene.users.manager.cookie, 400);
    });
  });

  describe("filters", () => {
    const p = () => scene.person;

    it("finds text anywhere in a field, or exactly", async () => {
      expect(names(await list(`${p().name.search}=son 1&sort[]=${p().name.list}`))).toEqual(
        Array.from({ length: 10 }, (_, i) => `Person 1${i}`),
      );
      expect(names(await list(`${p().name.search}=person 07&${p().name.search}_type=exact`))).toEqual([
        "Person 07",
      ]);
      expect((await list(`${p().name.search}=%&${p().name.search}_type=like`)).pager.items).toBe(0);
    });

    it("filters numbers by range, comparison and slider bounds", async () => {
      const hours = p().hours.search;
      expect((await list(`${hours}=10&${hours}_type=between&${hours}_end=12`)).pager.items).toBe(3);
      expect((await list(`${hours}=20&${hours}_type=greater`)).pager.items).toBe(4);
      expect((await list(`${hours}=5&${hours}_type=lesser`)).pager.items).toBe(2);
      expect((await list(`${hours}_min=5&${hours}_max=6`)).pager.items).toBe(2);
      expect((await list(`${hours}=7&${hours}_type=equals`)).pager.items).toBe(1);
      await list(`${hours}=seven&${hours}_type=equals`, scene.users.manager.cookie, 400);
      const total = p().total.search;
      expect((await list(`${total}_min=200`)).pager.items).toBe(5);
    });

    it("filters dates by day: on, after, before, between", async () => {
      const born = p().born.search;
      expect((await list(`${born}=2000-01-05&${born}_type=on`)).pager.items).toBe(1);
      expect((await list(`${born}=2000-01-20&${born}_type=after`)).pager.items).toBe(4);
      expect((await list(`${born}=2000-01-05&${born}_type=before`)).pager.items).toBe(2);
      expect((await list(`${born}=2000-01-05&${born}_type=between&${born}_end=2000-01-09`)).pager.items).toBe(
        5,
      );
      await list(`${born}=yesterday&${born}_type=on`, scene.users.manager.cookie, 400);
    });

    it("filters times as minutes", async () => {
      const start = p().start.search;
      // Start times run 06:00..15:00 by hours modulo 10.
      expect((await list(`${start}=14:30&${start}_type=greater`)).pager.items).toBe(2);
    });

    it("filters list options and links by ids, and links by being empty", async () => {
      const kind = p().kind.search;
      expect((await list(`${kind}[]=${scene.options.business}`)).pager.items).toBe(8);
      expect((await list(`${kind}=${scene.options.business}&${kind}_type=not_equals`)).pager.items).toBe(14);
      const tagItem = p().tags.search;
      expect((await list(`${tagItem}[]=${tags[0]}`)).pager.items).toBe(11);
      expect((await list(`${tagItem}[]=${tags[0]}&${tagItem}[]=${tags[1]}`)).pager.items).toBe(13);
      expect((await list(`${tagItem}_type=EMPTY`)).pager.items).toBe(9);
      expect((await list(`${tagItem}_type=NOT_EMPTY&archived=both`)).pager.items).toBe(14);
    });

    it("counts a record holding several ids in a field for each of them (no longer only by its first id)", async () => {
      // The pager counts by first ids while every record holds one id in the field (listing/count.ts): a
      // record given two, as a field made multiple leaves its values, switches the count to all ids.
      const kind = p().kind.search;
      const { business, private: privateOption } = scene.options;
      const column = `f${scene.dataFields.kind}`;
      const [one] = await api.db.query<{ id: number }>(
        `select id from records_${scene.entities.person} where ${column} = $1 and not archived order by id limit 1`,
        [[privateOption]],
      );
      const businessBefore = (await list(`${kind}[]=${business}`)).pager.items;
      const privateBefore = (await list(`${kind}[]=${privateOption}`)).pager.items;
      await api.db.query(`update records_${scene.entities.person} set ${column} = $1 where id = $2`, [
        [privateOption, business],
        one?.id,
      ]);
      try {
        const body = await list(`${kind}[]=${business}`);
        expect(body.pager.items).toBe(businessBefore + 1);
        expect(body.results.map((r: { id: number }) => r.id)).toContain(one?.id);
        expect((await list(`${kind}[]=${privateOption}`)).pager.items).toBe(privateBefore);
        expect((await list(`${kind}=${business}&${kind}_type=not_equals`)).pager.items).toBe(14 - 1);
      } finally {
        await api.db.query(`update records_${scene.entities.person} set ${column} = $1 where id = $2`, [
          [privateOption],
          one?.id,
        ]);
      }
      expect((await list(`${kind}[]=${business}`)).pager.items).toBe(businessBefore);
    });

    it("searches in the summary and limits to given ids", async () => {
      expect((await list("summary=person 2")).pager.items).toBe(5);
      const body = await list(`dossierIds[]=${ids[4]}&dossierIds[]=${ids[5]}`);
      expect(body.results.map((r: { id: number }) => r.id).sort()).toEqual([ids[4], ids[5]].sort());
    });

    it("refuses filters on items the caller may not see, and unknown operators", async () => {
      await list(`${p().salary.search}_min=1000`, scene.users.clerk.cookie, 400);
      expect((await list(`${p().salary.search}_min=20000`, scene.users.manager.cookie)).pager.items).toBe(5);
      await list(`${p().hours.search}=3&${p().hours.search}_type=near`, scene.users.manager.cookie, 400);
      await list("999999=1", scene.users.manager.cookie, 400);
    });

    it("lists the children of a record through a link", async () => {
      // Person 5 is private: its tasks need no invoice.
      const parent = ids[4] as number;
      const cookie = scene.users.manager.cookie;
      const children: number[] = [];
      for (const title of ["Child A", "Child B"]) {
        const created = await api.request("POST", "/api/contentdossier", {
          cookie,
          body: {
            defDossier: scene.entities.task,
            dossierId: parent,
            linkId: scene.links.tasks,
            [scene.task.title.edit]: title,
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        children.push(created.body.id);
      }
      const response = await api.request(
        "GET",
        `/api/contentdossier?defDossier=${scene.entities.task}&embedded=${parent}&linkId=${scene.links.tasks}`,
        { cookie },
      );
      expect(response.status).toBe(200);
      expect(response.body.results.map((r: { id: number }) => r.id).sort()).toEqual(children.sort());
    });
  });

  describe("columns", () => {
    it("answers the list view's items the caller may see, with formatted values on request", async () => {
      const p = scene.person;
      const asManager = await list(`dossierIds=${ids[9]}&formatted=1`);
      const record = asManager.results[0];
      expect(record).toMatchObject({
        id: ids[9],
        archived: false,
        subscribed: false,
        created_by: scene.users.manager.username,
        content: {
          [p.name.list]: "Person 10",
          [p.hours.list]: 10,
          [p.salary.list]: 10000,
          [p.total.list]: 100,
        },
      });
      expect(record.contents).toContainEqual({ item: p.hours.list, field: expect.any(Number), value: 10 });
      expect(record.formatted[p.born.list]).toBe("10 jan 2000");
      expect(asManager.items.map((i: { id: number }) => i.id)).toContain(p.salary.list);
      const asClerk = await list(`dossierIds=${ids[9]}`, scene.users.clerk.cookie);
      expect(asClerk.results[0].content[p.salary.list]).toBeUndefined();
      expect(asClerk.items.map((i: { id: number }) => i.id)).not.toContain(p.salary.list);
    });

    it("answers the labels of the records its link values name with labels=1, and none without", async () => {
      const p = scene.person;
      const body = await list(`dossierIds=${ids[3]}&labels=1`);
      expect(body.results[0].content[p.tags.list]).toEqual([tags[0]]);
      expect(body.labels).toEqual({ user: {}, record: { [String(tags[0])]: "red" }, file: {} });
      const plain = await list(`dossierIds=${ids[3]}`);
      expect(plain.labels).toBeUndefined();
    });

    it("answers another view's items, or a position's", async () => {
      const p = scene.person;
      const summary = await list(`dossierIds=${ids[9]}&view=summary`);
      expect(Object.keys(summary.results[0].content).map(Number).sort()).toEqual(
        [p.number.summary, p.name.summary].sort(),
      );
      const extra = await list(`dossierIds=${ids[9]}&displayPosition=${scene.positions.extra}`);
      expect(extra.results[0].content).toEqual({ [p.salary.show]: 10000 });
    });
  });

  describe("aggregations", () => {
    it("gives admins avg, sum, min and max over every filtered record", async () => {
      const hours = scene.person.hours.list;
      const body = await list(
        `${hours}_aggregate=sum&${hours}_aggregate=avg&${scene.person.born.list}_aggregate=max&${scene.person.kind.list}_aggregate=unique&limit=1`,
        scene.users.envAdmin.cookie,
      );
      const sum = Array.from({ length: COUNT - 2 }, (_, i) => i + 3).reduce((a, b) => a + b, 0);
      expect(body.aggregations).toEqual([
        { field: hours, function: "sum", value: sum },
        { field: hours, function: "avg", value: sum / (COUNT - 2) },
        { field: scene.person.born.list, function: "max", value: "2000-01-24T00:00:00.000Z" },
        { field: scene.person.kind.list, function: "unique", value: 2 },
      ]);
      const filtered = await list(
        `${hours}_aggregate=min&${scene.person.hours.search}_min=10`,
        scene.users.admin.cookie,
      );
      expect(filtered.aggregations).toEqual([{ field: hours, function: "min", value: 10 }]);
    });

    it("refuses functions the field type does not offer, and gives others none", async () => {
      await list(`${scene.person.name.list}_aggregate=sum`, scene.users.admin.cookie, 400);
      const clerk = await list(`${scene.person.hours.list}_aggregate=sum`, scene.users.clerk.cookie);
      expect(clerk.aggregations).toEqual([]);
    });
  });

  describe("saved queries", () => {
    it("filters by a query's uuid", async () => {
      const [hoursField] = await api.db.query<{ id: number }>(
        "select id from def_dossier_def_fields where def_dossier_id = $1 and name = 'hours'",
        [scene.entities.person],
      );
      const [query] = await api.db.query<{ uuid: string }>(
        `insert into dossier_queries (environment_id, def_dossier_id, data) values ($1, $2, $3::jsonb) returning uuid`,
        [
          scene.environment,
          scene.entities.person,
          JSON.stringify({
            combinators: [{ combine: "AND", fields: [{ id: hoursField?.id, type: "greater", value: 20 }] }],
          }),
        ],
      );
      const body = await list(`dossierQuery=${query?.uuid}&sort[]=${scene.person.hours.list}`);
      expect(hoursOf(body)).toEqual([21, 22, 23, 24]);
      await list("dossierQuery=no-such-query", scene.users.manager.cookie, 400);
    });
  });

  describe("access", () => {
    it("needs a session, the show right and membership of the environment", async () => {
      const url = `/api/contentdossier?defDossier=${scene.entities.person}`;
      expect((await api.request("GET", url)).status).toBe(401);
      expect((await api.request("GET", url, { cookie: scene.users.nobody.cookie })).status).toBe(403);
      expect((await api.request("GET", url, { cookie: scene.users.outsider.cookie })).status).toBe(403);
      expect((await api.request("GET", url, { cookie: scene.users.viewer.cookie })).status).toBe(200);
      expect(
        (await api.request("GET", "/api/contentdossier", { cookie: scene.users.viewer.cookie })).status,
      ).toBe(400);
      expect(
        (
          await api.request("GET", "/api/contentdossier?defDossier=99999", {
            cookie: scene.users.admin.cookie,
          })
        ).status,
      ).toBe(404);
    });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

const REQUIRED = "This is a required field";

describeApi("record writes", (api) => {
  let scene: RecordsScene;
  beforeAll(async () => {
    scene = await recordsScene(api, 7000);
  }, 60_000);

  const create = (cookie: string, body: Record<string, unknown>) =>
    api.request("POST", "/api/contentdossier", { cookie, body });
  const person = (values: Record<string, unknown>) => ({ defDossier: scene.entities.person, ...values });
  const read = async (id: number, cookie = scene.users.admin.cookie) => {
    const response = await api.request("GET", `/api/contentdossier/${id}`, { cookie });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await api.db.query<{ n: number }>(sql, params);
    return row?.n ?? 0;
  };
  const newPerson = async (name: string, values: Record<string, unknown> = {}) => {
    const response = await create(
      scene.users.manager.cookie,
      person({ [scene.person.name.edit]: name, ...values }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as number;
  };

  describe("create", () => {
    it("stores the values, numbers the record, computes calc values and the summary", async () => {
      const p = scene.person;
      const created = await create(
        scene.users.manager.cookie,
        person({
          [p.name.edit]: "Ada Lovelace",
          [p.hours.edit]: 12.5,
          [p.rate.edit]: 80,
          [p.born.edit]: "1815-12-10",
          [p.start.edit]: "09:30",
          [p.salary.edit]: 5000,
        }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ id: expect.any(Number), uuid: expect.any(String) });
      const body = await read(created.body.id, scene.users.manager.cookie);
      expect(body.content).toMatchObject({
        [p.name.show]: "Ada Lovelace",
        [p.hours.show]: 12.5,
        [p.total.show]: 1000,
        [p.born.show]: "1815-12-10",
        [p.start.show]: "09:30",
        [p.salary.show]: 5000,
        // The list default applies to a new record.
        [p.kind.show]: [scene.options.private],
      });
      expect(body.content[p.number.show]).toMatch(/^P-\d{4}$/);
      expect(body.summary).toBe(`${body.content[p.number.show]} Ada Lovelace`);
      expect(body.formatted[p.born.show]).toBe("10 dec 1815");
      // The entity's typed columns hold the values: the time as minutes, the date at midnight UTC.
      const { start, born } = scene.dataFields;
      const [typed] = await api.db.query<{ minutes: number; day: string }>(
        `select f${start} as minutes, to_char(f${born} at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as day
           from records_${scene.entities.person} where id = $1`,
        [created.body.id],
      );
      expect(typed).toEqual({ minutes: 570, day: "1815-12-10 00:00" });
    });

    it("numbers records one after another with the field's prefix", async () => {
      const first = await read(await newPerson("First"));
      const second = await read(await newPerson("Second"));
      const numberOf = (body: { content: Record<string, string> }) =>
        Number(body.content[scene.person.number.show]?.slice(2));
      expect(numberOf(second)).toBe(numberOf(first) + 1);
    });

    it("answers 400 with the engine's messages keyed by item id and writes nothing", async () => {
      const p = scene.person;
      const before = await count("select count(*)::int as n from content_dossiers");
      const response = await create(
        scene.users.manager.cookie,
        person({ [p.hours.edit]: "many", [p.born.edit]: "1815-13-45", [p.start.edit]: "25:00" }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        [p.name.edit]: REQUIRED,
        [p.hours.edit]: "This value is not valid",
        [p.born.edit]: "Enter a valid date",
        [p.start.edit]: "Enter a valid time (HH:MM)",
      });
      expect(await count("select count(*)::int as n from content_dossiers")).toBe(before);
    });

    it("shows and requires the company only for business people (a condition)", async () => {
      const p = scene.person;
      const business = await create(
        scene.users.manager.cookie,
        person({ [p.name.edit]: "Firm", [p.kind.edit]: [scene.options.business] }),
      );
      expect(business.status).toBe(400);
      expect(business.body.errors).toEqual({ [p.company.edit]: REQUIRED });
      const ok = await create(
        scene.users.manager.cookie,
        person({ [p.name.edit]: "Firm", [p.kind.edit]: [scene.options.business], [p.company.edit]: "Acme" }),
      );
      expect(ok.status).toBe(201);
      const privately = await create(
        scene.users.manager.cookie,
        person({ [p.name.edit]: "Someone", [p.kind.edit]: [scene.options.private] }),
      );
      expect(privately.status).toBe(201);
    });

    it("ignores items hidden for the caller's roles and rejects options hidden for them", async () => {
      const p = scene.person;
      const created = await create(
        scene.users.clerk.cookie,
        person({ [p.name.edit]: "Clerk's", [p.salary.edit]: 99999 }),
      );
      expect(created.status).toBe(201);
      const asAdmin = await read(created.body.id);
      expect(asAdmin.content[p.salary.show]).toBeUndefined();
      const asClerk = await read(created.body.id, scene.users.clerk.cookie);
      expect(Object.keys(asClerk.content)).not.toContain(String(p.salary.show));
      expect(asClerk.items.map((i: { id: number }) => i.id)).not.toContain(p.salary.show);

      const vip = await create(
        scene.users.clerk.cookie,
        person({ [p.name.edit]: "Vip", [p.kind.edit]: [scene.options.vip] }),
      );
      expect(vip.status).toBe(400);
      expect(vip.body.errors).toEqual({ [p.kind.edit]: "Choose one of the options" });
      const byManager = await create(
        scene.users.manager.cookie,
        person({ [p.name.edit]: "Vip", [p.kind.edit]: [scene.options.vip] }),
      );
      expect(byManager.status).toBe(201);
      const saved = await api.request("PUT", `/api/contentdossier/${byManager.body.id}`, {
        cookie: scene.users.clerk.cookie,
        body: { [p.name.edit]: "Vip, renamed by a clerk" },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const kept = await read(byManager.body.id);
      expect(kept.content[p.kind.show]).toEqual([scene.options.vip]);
    });

    it("refuses links to records of another entity or that do not exist", async () => {
      const p = scene.person;
      const other = await newPerson("Not a tag");
      const response = await create(
        scene.users.manager.cookie,
        person({ [p.name.edit]: "Tagged", [p.tags.edit]: [other] }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ [p.tags.edit]: "This value is not valid" });
    });

    it("answers 400 for a body that is not an object of values, never a 500", async () => {
      for (const body of [
        {},
        { defDossier: "x" },
        { defDossier: 999_999 },
        { defDossier: scene.entities.person, [scene.person.name.edit]: { a: 1 } },
      ]) {
        const response = await create(scene.users.manager.cookie, body);
        expect([400, 404]).toContain(response.status);
      }
    });
  });

  describe("unique values", () => {
    it("warns about an existing e-mail address, and saves when the warning is ignored", async () => {
      const p = scene.person;
      const first = await newPerson("Grace", { [p.email.edit]: "grace@example.test" });
      const clash = await create(
        scene.users.manager.cookie,
        person({ [p.name.edit]: "Grace again", [p.email.edit]: "GRACE@example.test" }),
      );
      expect(clash.status).toBe(409);
      expect(clash.body).toEqual({
        errors: { [p.email.edit]: "This value is already used" },
        existing: [{ id: first, summary: expect.stringContaining("Grace") }],
        constraint_type: "warning",
      });
      const ignored = await create(
        scene.users.manager.cookie,
        person({ [p.name.edit]: "Grace again", [p.email.edit]: "grace@example.test", ignore_existing: true }),
      );
      expect(ignored.status).toBe(201);
    });

    it("blocks an existing code, even with ignore_existing", async () => {
      const p = scene.person;
      await newPerson("Coded", { [p.code.edit]: "X-1" });
      const before = await count("select count(*)::int as n from content_dossiers");
      const clash = await create(
        scene.users.manager.cookie,
        person({ [p.name.edit]: "Coded too", [p.code.edit]: "x-1", ignore_existing: true }),
      );
      expect(clash.status).toBe(409);
      expect(clash.body.constraint_type).toBe("error");
      expect(await count("select count(*)::int as n from content_dossiers")).toBe(before);
    });

    it("checks a saved record against the others, not against itself", async () => {
      const p = scene.person;
      const id = await newPerson("Self", { [p.code.edit]: "SELF-1" });
      const same = await api.request("PUT", `/api/contentdossier/${id}`, {
        cookie: scene.users.manager.cookie,
        body: { [p.code.edit]: "SELF-1", [p.name.edit]: "Self renamed" },
      });
      expect(same.status).toBe(200);
      await newPerson("Other", { [p.code.edit]: "OTHER-1" });
      const clash = await api.request("PUT", `/api/contentdossier/${id}`, {
        cookie: scene.users.manager.cookie,
        body: { [p.code.edit]: "other-1" },
      });
      expect(clash.status).toBe(409);
    });
  });

  describe("update", () => {
    it("keeps what is not sent, recomputes calc values and the summary, and logs the change", async () => {
      const p = scene.person;
      const id = await newPerson("Calc", { [p.hours.edit]: 2, [p.rate.edit]: 10 });
      expect((await read(id)).content[p.total.show]).toBe(20);
      const saved = await api.request("PUT", `/api/contentdossier/${id}`, {
        cookie: scene.users.manager.cookie,
        body: { [p.hours.edit]: 3, [p.name.edit]: "Calc two" },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const body = await read(id);
      expect(body.content).toMatchObject({
        [p.total.show]: 30,
        [p.rate.show]: 10,
        [p.name.show]: "Calc two",
      });
      expect(body.summary).toMatch(/ Calc two$/);
      expect(body.modified_by).toBe(scene.users.manager.username);
    });

    it("empties a value sent empty, and validates the merged values", async () => {
      const p = scene.person;
      const id = await newPerson("Emptied", { [p.hours.edit]: 4 });
      const emptied = await api.request("PUT", `/api/contentdossier/${id}`, {
        cookie: scene.users.manager.cookie,
        body: { [p.hours.edit]: null },
      });
      expect(emptied.status).toBe(200);
      expect((await read(id)).content[p.hours.show]).toBeUndefined();
      const noName = await api.request("PUT", `/api/contentdossier/${id}`, {
        cookie: scene.users.manager.cookie,
        body: { [p.name.edit]: "" },
      });
      expect(noName.status).toBe(400);
      expect(noName.body.errors).toEqual({ [p.name.edit]: REQUIRED });
    });

    it("with displayPosition takes only that position's items", async () => {
      const p = scene.person;
      const id = await newPerson("Positioned", { [p.hours.edit]: 1 });
      const saved = await api.request(
        "PUT",
        `/api/contentdossier/${id}?displayPosition=${scene.positions.extra}`,
        {
          cookie: scene.users.manager.cookie,
          body: { [p.salary.edit]: 100, [p.hours.edit]: 7 },
        },
      );
      expect(saved.status).toBe(200);
      const body = await read(id);
      expect(body.content[p.salary.show]).toBe(100);
      expect(body.content[p.hours.show]).toBe(1);
      const wrong = await api.request("PUT", `/api/contentdossier/${id}?displayPosition=1`, {
        cookie: scene.users.manager.cookie,
        body: {},
      });
      expect(wrong.status).toBe(400);
    });

    it("moves a Gantt bar with PATCH ?displayCustomView=Gantt", async () => {
      const p = scene.person;
      const id = await newPerson("Project", { [p.from.edit]: "2026-01-01", [p.until.edit]: "2026-02-01" });
      const moved = await api.request("PATCH", `/api/contentdossier/${id}?displayCustomView=Gantt`, {
        cookie: scene.users.manager.cookie,
        body: { start: "2026-01-10", end: "2026-02-10" },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect((await read(id)).content).toMatchObject({
        [p.from.show]: "2026-01-10",
        [p.until.show]: "2026-02-10",
      });
      const task = await create(scene.users.manager.cookie, {
        defDossier: scene.entities.task,
        [scene.task.title.edit]: "Task",
        [scene.task.owner.edit]: [id],
      });
      expect(task.status).toBe(201);
      const taskMoved = await api.request(
        "PATCH",
        `/api/contentdossier/${task.body.id}?displayCustomView=Gantt`,
        {
          cookie: scene.users.manager.cookie,
          body: { start: "2026-01-12", end: "2026-01-20" },
        },
      );
      expect(taskMoved.status).toBe(200);
      expect((await read(task.body.id)).content).toMatchObject({
        [scene.task.from.show]: "2026-01-12",
        [scene.task.until.show]: "2026-01-20",
      });
      const backwards = await api.request("PATCH", `/api/contentdossier/${id}?displayCustomView=Gantt`, {
        cookie: scene.users.manager.cookie,
        body: { start: "2026-03-10", end: "2026-02-10" },
      });
      expect(backwards.status).toBe(400);
      const viewer = await api.request("PATCH", `/api/contentdossier/${id}?displayCustomView=Gantt`, {
        cookie: scene.users.viewer.cookie,
        body: { start: "2026-01-10" },
      });
      expect(viewer.status).toBe(403);
    });
  });

  describe("links", () => {
    it("keeps back links consistent both ways, and refreshes summaries that show linked records", async () => {
      const t = scene.task;
      const owner = await newPerson("Owner one");
      const task = await create(scene.users.manager.cookie, {
        defDossier: scene.entities.task,
        [t.title.edit]: "Write report",
        [t.owner.edit]: [owner],
      });
      expect(task.status, JSON.stringify(task.body)).toBe(201);
      expect((await read(owner)).content[scene.person.tasks.show]).toEqual([task.body.id]);
      const taskBody = await read(task.body.id);
      expect(taskBody.summary).toBe(`Write report ${(await read(owner)).summary}`);

      // The owner's name changes: the task's summary follows.
      await api.request("PUT", `/api/contentdossier/${owner}`, {
        cookie: scene.users.manager.cookie,
        body: { [scene.person.name.edit]: "Owner renamed" },
      });
      expect((await read(task.body.id)).summary).toMatch(/Owner renamed$/);

      // Another person takes the task through their embedded list: the single-select back link moves.
      const second = await newPerson("Owner two", { [scene.person.tasks.edit]: [task.body.id] });
      expect((await read(task.body.id)).content[t.owner.show]).toEqual([second]);
      expect((await read(owner)).content[scene.person.tasks.show]).toBeUndefined();
    });

    it("creates a child under a parent with embedded and linkId", async () => {
      const parent = await newPerson("Parent");
      const child = await create(scene.users.manager.cookie, {
        defDossier: scene.entities.task,
        embedded: parent,
        linkId: scene.links.tasks,
        [scene.task.title.edit]: "Child task",
      });
      expect(child.status, JSON.stringify(child.body)).toBe(201);
      expect((await read(parent)).content[scene.person.tasks.show]).toEqual([child.body.id]);
      expect((await read(child.body.id)).content[scene.task.owner.show]).toEqual([parent]);
      const quick = await api.request("POST", "/api/contentdossier?customView=row_input", {
        cookie: scene.users.manager.cookie,
        body: {
          defDossier: scene.entities.task,
          embedded: parent,
          linkId: scene.links.tasks,
          [scene.task.title.row_input]: "Quick",
        },
      });
      expect(quick.status).toBe(201);
      expect((await read(parent)).content[scene.person.tasks.show]).toEqual([child.body.id, quick.body.id]);
    });

    it("requires a field that a display rule shows through a linked record's value", async () => {
      const business = await newPerson("Business owner", {
        [scene.person.kind.edit]: [scene.options.business],
        [scene.person.company.edit]: "Acme",
      });
      const missing = await create(scene.users.manager.cookie, {
        defDossier: scene.entities.task,
        [scene.task.title.edit]: "Billable",
        [scene.task.owner.edit]: [business],
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ [scene.task.invoice.edit]: REQUIRED });
      const privateOwner = await newPerson("Private owner");
      const fine = await create(scene.users.manager.cookie, {
        defDossier: scene.entities.task,
        [scene.task.title.edit]: "Not billable",
        [scene.task.owner.edit]: [privateOwner],
      });
      expect(fine.status).toBe(201);
    });
  });

  describe("a failed write leaves nothing behind", () => {
    it("rolls back the record, its values, links and the counter when a unique error stops it", async () => {
      const p = scene.person;
      await newPerson("Taken", { [p.code.edit]: "ROLLBACK" });
      const tag = await create(scene.users.manager.cookie, {
        defDossier: scene.entities.tag,
        [scene.tag.name.edit]: "red",
      });
      const counts = async () => ({
        records: await count("select count(*)::int as n from content_dossiers"),
        values: await count(`select count(*)::int as n from records_${scene.entities.person}`),
        links: await count("select count(*)::int as n from content_dossier_links"),
        counter: await count("select counter as n from def_dossier_def_fields where id = $1", [
          scene.dataFields.number,
        ]),
      });
      const before = await counts();
      const response = await create(
        scene.users.manager.cookie,
        person({
          [p.name.edit]: "Clash",
          [p.code.edit]: "rollback",
          [p.tags.edit]: [tag.body.id],
          [p.hours.edit]: 3,
        }),
      );
      expect(response.status).toBe(409);
      expect(await counts()).toEqual(before);
    });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

describeApi("record lifecycle", (api) => {
  let scene: RecordsScene;
  beforeAll(async () => {
    scene = await recordsScene(api, 7000);
  }, 60_000);

  const cookie = () => scene.users.manager.cookie;
  const create = async (body: Record<string, unknown>) => {
    const response = await api.request("POST", "/api/contentdossier", { cookie: cookie(), body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as number;
  };
  const newPerson = (name: string, values: Record<string, unknown> = {}) =>
    create({ defDossier: scene.entities.person, [scene.person.name.edit]: name, ...values });
  const newTask = (title: string, owner: number) =>
    create({
      defDossier: scene.entities.task,
      [scene.task.title.edit]: title,
      [scene.task.owner.edit]: [owner],
    });
  const newNote = (text: string) => create({ defDossier: scene.entities.note, [scene.note.text.edit]: text });
  const newTag = (name: string) => create({ defDossier: scene.entities.tag, [scene.tag.name.edit]: name });
  const exists = async (id: number) =>
    (await api.db.query("select 1 from content_dossiers where id = $1", [id])).length > 0;
  const archivedOf = async (id: number) =>
    (
      await api.db.query<{ archived: boolean }>("select archived from content_dossiers where id = $1", [id])
    )[0]?.archived;

  describe("delete", () => {
    it("takes children of a link with rule delete along, and keeps those of a link with rule maintain", async () => {
      const tag = await newTag("kept");
      const person = await newPerson("Doomed", { [scene.person.tags.edit]: [tag] });
      const task = await newTask("Goes too", person);
      const response = await api.request("DELETE", `/api/contentdossier/${person}`, { cookie: cookie() });
      expect(response.status).toBe(204);
      expect(await exists(person)).toBe(false);
      expect(await exists(task)).toBe(false);
      expect(await exists(tag)).toBe(true);
      const links = await api.db.query(
        "select 1 from content_dossier_links where parent_id = $1 or child_id = $1",
        [person],
      );
      expect(links).toEqual([]);
      expect((await api.request("GET", `/api/contentdossier/${person}`, { cookie: cookie() })).status).toBe(
        404,
      );
    });

    it("refuses while a link with rule constraint holds children, and names them", async () => {
      const note = await newNote("Keep me");
      const person = await newPerson("Constrained", { [scene.person.notes_link.edit]: [note] });
      const response = await api.request("DELETE", `/api/contentdossier/${person}`, { cookie: cookie() });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        errors: { notes_link: expect.any(String) },
        existing: [{ id: note, summary: "Keep me" }],
        constraint_type: "error",
      });
      expect(await exists(person)).toBe(true);
      await api.request("DELETE", `/api/dossier/${person}/contentlist/${scene.links.notes}/${note}`, {
        cookie: cookie(),
      });
      expect(
        (await api.request("DELETE", `/api/contentdossier/${person}`, { cookie: cookie() })).status,
      ).toBe(204);
      expect(await exists(note)).toBe(true);
    });

    it("refreshes the summaries of records that showed the deleted one", async () => {
      const person = await newPerson("Owner soon gone");
      const tag = await newTag("orphan");
      const other = await newPerson("Other owner", { [scene.person.tags.edit]: [tag] });
      const task = await newTask("Orphaned task", person);
      // The task moves to the other person, then the first owner goes.
      await api.request("PUT", `/api/contentdossier/${task}`, {
        cookie: cookie(),
        body: { [scene.task.owner.edit]: [other] },
      });
      await api.request("DELETE", `/api/contentdossier/${person}`, { cookie: cookie() });
      const read = await api.request("GET", `/api/contentdossier/${task}`, { cookie: cookie() });
      expect(read.body.summary).toMatch(/Other owner$/);
    });
  });

  describe("archive", () => {
    it("archives children through a link with archive cascade, and dearchives them again", async () => {
      const person = await newPerson("Archived");
      const task = await newTask("Archived with", person);
      const archived = await api.request("GET", `/api/contentdossier/${person}/archive`, {
        cookie: cookie(),
      });
      expect(archived.status).toBe(200);
      expect(archived.body).toEqual({
        id: person,
        archived: true,
        records: [person, task].sort((a, b) => a - b),
      });
      expect(await archivedOf(task)).toBe(true);
      const save = await api.request("PUT", `/api/contentdossier/${person}`, {
        cookie: cookie(),
        body: { [scene.person.name.edit]: "Changed" },
      });
      expect(save.status).toBe(400);
      const allowed = await api.request(
        "GET",
        `/api/contentdossier/is-credential-allowed?defDossier=${scene.entities.person}&credential=edit&dossier=${person}`,
        { cookie: cookie() },
      );
      expect(allowed.body).toEqual({ allowed: false });
      await api.request("GET", `/api/contentdossier/${person}/dearchive`, { cookie: cookie() });
      expect(await archivedOf(person)).toBe(false);
      expect(await archivedOf(task)).toBe(false);
    });

    it("refuses entities that are not archivable", async () => {
      const note = await newNote("Not archivable");
      const response = await api.request("GET", `/api/contentdossier/${note}/archive`, { cookie: cookie() });
      expect(response.status).toBe(400);
    });
  });

  describe("subscriptions and favourites", () => {
    it("subscribes and unsubscribes, and tells which of a list are subscribed", async () => {
      const a = await newPerson("Followed");
      const b = await newPerson("Not followed");
      const on = await api.request("GET", `/api/contentdossier/${a}/subscribe`, { cookie: cookie() });
      expect(on.body).toEqual({ result: true });
      const which = await api.request("POST", "/api/contentdossier/subscriptions", {
        cookie: cookie(),
        body: { ids: [a, b] },
      });
      expect(which.body).toEqual([{ content_dossier_id: a }]);
      const read = await api.request("GET", `/api/contentdossier/${a}`, { cookie: cookie() });
      expect(read.body.subscribed).toBe(true);
      const listed = await api.request(
        "GET",
        `/api/contentdossier?defDossier=${scene.entities.person}&dossierIds=${a}`,
        {
          cookie: cookie(),
        },
      );
      expect(listed.body.results[0].subscribed).toBe(true);
      const off = await api.request("GET", `/api/contentdossier/${a}/unsubscribe`, { cookie: cookie() });
      expect(off.body).toEqual({ result: false });
      const none = await api.request("POST", "/api/contentdossier/subscriptions", {
        cookie: cookie(),
        body: { ids: [a, b] },
      });
      expect(none.body).toEqual([]);
      const bad = await api.request("POST", "/api/contentdossier/subscriptions", {
        cookie: cookie(),
        body: { ids: "x" },
      });
      expect(bad.status).toBe(400);
    });

    it("adds and removes favourites and lists them per environment with search", async () => {
      const a = await newPerson("Favourite Alpha");
      const b = await newPerson("Favourite Beta");
      for (const id of [a, b]) {
        const added = await api.request("POST", `/api/dossier/${id}/favorite`, { cookie: cookie() });
        expect(added.status).toBe(201);
        expect(added.body).toMatchObject({ content_dossier_id: id, def_dossier_id: scene.entities.person });
      }
      const again = await api.request("POST", `/api/dossier/${a}/favorite`, { cookie: cookie() });
      expect(again.status).toBe(201);
      const all = await api.request("GET", `/api/favorite?environment=${scene.environment}`, {
        cookie: cookie(),
      });
      expect(all.body.pager.items).toBe(2);
      expect(all.body.results.map((f: { content_dossier_id: number }) => f.content_dossier_id)).toEqual([
        b,
        a,
      ]);
      const searched = await api.request(
        "GET",
        `/api/favorite?environment=${scene.environment}&search=alpha&limit=1`,
        {
          cookie: cookie(),
        },
      );
      expect(searched.body.results).toHaveLength(1);
      expect(searched.body.results[0].content_dossier_id).toBe(a);
      expect((await api.request("GET", `/api/contentdossier/${a}`, { cookie: cookie() })).body.favorite).toBe(
        true,
      );
      expect((await api.request("DELETE", `/api/dossier/${a}/favorite`, { cookie: cookie() })).status).toBe(
        204,
      );
      const after = await api.request("GET", `/api/favorite?environment=${scene.environment}`, {
        cookie: cookie(),
      });
      expect(after.body.pager.items).toBe(1);
      // Someone else's favourites are their own.
      const clerk = await api.request("GET", `/api/favorite?environment=${scene.environment}`, {
        cookie: scene.users.clerk.cookie,
      });
      expect(clerk.body.pager.items).toBe(0);
      expect(
        (
          await api.request("GET", `/api/favorite?environment=${scene.environment}`, {
            cookie: scene.users.outsider.cookie,
          })
        ).status,
      ).toBe(403);
    });
  });

  describe("field paths", () => {
    it("follows links to values, as display rules read them", async () => {
      const owner = await newPerson("Path owner", {
        [scene.person.kind.edit]: [scene.options.business],
        [scene.person.company.edit]: "Acme",
        [scene.person.hours.edit]: 8,
      });
      const task = await create({
        defDossier: scene.entities.task,
        [scene.task.title.edit]: "Path task",
        [scene.task.owner.edit]: [owner],
        [scene.task.invoice.edit]: "INV-1",
      });
      const path = (p: string, origin = task, as = cookie()) =>
        api.request("POST", "/api/contentdossier/fieldpath", {
          cookie: as,
          body: { originDossier: origin, environment: scene.environment, path: p },
        });
      expect((await path("owner.kind")).body).toEqual({
        path: "owner.kind",
        values: [scene.options.business],
      });
      expect((await path("owner.company")).body.values).toEqual(["Acme"]);
      expect((await path("owner.hours")).body.values).toEqual([8]);
      expect((await path("title")).body.values).toEqual(["Path task"]);
      expect((await path("owner.tasks.title")).body.values).toEqual(["Path task"]);
      expect((await path("owner.nothing")).status).toBe(400);
      expect((await path("owner.kind", task, scene.users.outsider.cookie)).status).toBe(403);
      const missing = await api.request("POST", "/api/contentdossier/fieldpath", {
        cookie: cookie(),
        body: {},
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toMatchObject({
        originDossier: "This is a required field",
        path: "This is a required field",
      });
    });
  });

  describe("content lists", () => {
    it("sets, adds and removes a record's children, keeping back links", async () => {
      const person = await newPerson("Lists");
      const [t1, t2, t3] = [await newTag("one"), await newTag("two"), await newTag("three")];
      const base = `/api/dossier/${person}/contentlist/${scene.links.tags}`;
      const set = await api.request("POST", base, { cookie: cookie(), body: { ids: [t1, t2] } });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body).toEqual({ id: person, ids: [t1, t2] });
      expect((await api.request("POST", `${base}/${t3}`, { cookie: cookie() })).body.ids).toEqual([
        t1,
        t2,
        t3,
      ]);
      expect((await api.request("DELETE", `${base}/${t1}`, { cookie: cookie() })).body.ids).toEqual([t2, t3]);
      const read = await api.request("GET", `/api/contentdossier/${person}`, { cookie: cookie() });
      expect(read.body.content[scene.person.tags.show]).toEqual([t2, t3]);

      const task = await newTask("Moves", await newPerson("First owner"));
      const tasks = `/api/dossier/${person}/contentlist/${scene.links.tasks}`;
      expect((await api.request("POST", `${tasks}/${task}`, { cookie: cookie() })).status).toBe(200);
      const taskRead = await api.request("GET", `/api/contentdossier/${task}`, { cookie: cookie() });
      expect(taskRead.body.content[scene.task.owner.show]).toEqual([person]);

      const single = `/api/dossier/${task}/contentlist/${scene.links.owner}`;
      const tooMany = await api.request("POST", single, {
        cookie: cookie(),
        body: { ids: [person, person + 1] },
      });
      expect(tooMany.status).toBe(400);
      expect((await api.request("POST", `${base}/${person}`, { cookie: cookie() })).status).toBe(400);
      expect((await api.request("POST", `${base}/${t1}`, { cookie: scene.users.viewer.cookie })).status).toBe(
        403,
      );
      const wrongLink = await api.request("POST", `/api/dossier/${person}/contentlist/${scene.links.owner}`, {
        cookie: cookie(),
        body: { ids: [] },
      });
      expect(wrongLink.status).toBe(400);
    });
  });

  describe("is-credential-allowed", () => {
    it("answers whether the caller holds an action on the entity", async () => {
      const ask = (credential: string, as: string) =>
        api.request(
          "GET",
          `/api/contentdossier/is-credential-allowed?defDossier=${scene.entities.person}&credential=${credential}`,
          { cookie: as },
        );
      expect((await ask("edit", scene.users.clerk.cookie)).body).toEqual({ allowed: true });
      expect((await ask("edit", scene.users.viewer.cookie)).body).toEqual({ allowed: false });
      expect((await ask("merge", scene.users.envAdmin.cookie)).body).toEqual({ allowed: true });
      expect((await ask("edit", scene.users.outsider.cookie)).status).toBe(403);
    });
  });
});

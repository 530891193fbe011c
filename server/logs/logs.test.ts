import { beforeAll, expect, it } from "vitest";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";

describeApi("change log", (api) => {
  let scene: RecordsScene;
  let person: number;

  beforeAll(async () => {
    scene = await recordsScene(api, 7000);
    const p = scene.person;
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: scene.entities.person, [p.name.edit]: "Logged", [p.hours.edit]: 2 },
    });
    person = created.body.id;
    await api.request("GET", `/api/contentdossier/${person}`, { cookie: scene.users.clerk.cookie });
    await api.request("PUT", `/api/contentdossier/${person}`, {
      cookie: scene.users.manager.cookie,
      body: {
        [p.name.edit]: "Logged twice",
        [p.hours.edit]: 2.5,
        [p.kind.edit]: [scene.options.business],
        [p.company.edit]: "Acme",
      },
    });
    // An unchanged save logs nothing.
    await api.request("PUT", `/api/contentdossier/${person}`, {
      cookie: scene.users.manager.cookie,
      body: { [p.name.edit]: "Logged twice" },
    });
    await api.request("GET", `/api/contentdossier/${person}/archive`, { cookie: scene.users.manager.cookie });
  }, 60_000);

  const logs = (query: string, cookie = scene.users.manager.cookie) =>
    api.request("GET", `/api/dossierlog?environment=${scene.environment}&${query}`, { cookie });

  it("records shown, change and archive entries, newest first", async () => {
    const response = await logs(`dossier=${person}`);
    expect(response.status).toBe(200);
    expect(response.body.pager).toEqual({ current: 1, pages: 1, items: 3, limit: 50 });
    expect(response.body.results.map((e: { type: string }) => e.type)).toEqual([
      "archive",
      "change",
      "shown",
    ]);
    const [archive, change, shown] = response.body.results;
    expect(shown).toMatchObject({
      user_id: scene.users.clerk.id,
      username: scene.users.clerk.username,
      changes: [],
    });
    expect(change).toMatchObject({ user_id: scene.users.manager.id, username: scene.users.manager.username });
    expect(change.changes).toEqual(
      expect.arrayContaining([
        { defDisplayItemName: "Name", oldValue: "Logged", newValue: "Logged twice" },
        { defDisplayItemName: "Hours", oldValue: "2", newValue: "2,5" },
        { defDisplayItemName: "Kind", oldValue: "Private", newValue: "Business" },
        { defDisplayItemName: "Company", oldValue: null, newValue: "Acme" },
      ]),
    );
    expect(change.changes).toHaveLength(4);
    expect(archive.changes).toEqual([{ defDisplayItemName: "archived", oldValue: false, newValue: true }]);
    expect(Date.parse(archive.datetime)).not.toBeNaN();
  });

  it("names the changed fields in the language asked for, whatever the writer's language was", async () => {
    const dutch = await logs(`dossier=${person}&type=change&locale=nl_NL`);
    expect(dutch.status).toBe(200);
    const names = dutch.body.results[0].changes.map(
      (c: { defDisplayItemName: string }) => c.defDisplayItemName,
    );
    expect(names).toContain("Uren");
    expect(names).not.toContain("Hours");
    const english = await logs(`dossier=${person}&type=change&locale=en_GB`);
    expect(
      english.body.results[0].changes.map((c: { defDisplayItemName: string }) => c.defDisplayItemName),
    ).toContain("Hours");
  });

  it("filters by type and user", async () => {
    const shown = await logs(`dossier=${person}&type=shown`);
    expect(shown.body.results.map((e: { type: string }) => e.type)).toEqual(["shown"]);
    const several = await logs(`dossier=${person}&type[]=shown&type[]=archive`);
    expect(several.body.pager.items).toBe(2);
    const byUser = await logs(`dossier=${person}&user=${scene.users.manager.id}`);
    expect(byUser.body.results.map((e: { type: string }) => e.type)).toEqual(["archive", "change"]);
    expect((await logs(`dossier=${person}&type=renamed`)).status).toBe(400);
  });

  it("keeps the entries of a deleted record", async () => {
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Short lived" },
    });
    await api.request("DELETE", `/api/contentdossier/${created.body.id}`, {
      cookie: scene.users.manager.cookie,
    });
    const response = await logs(`dossier=${created.body.id}`);
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([
      expect.objectContaining({
        type: "delete",
        changes: [
          { defDisplayItemName: "summary", oldValue: expect.stringContaining("Short lived"), newValue: null },
        ],
      }),
    ]);
  });

  it("needs the dossierlog right, an environment, and membership", async () => {
    expect((await logs(`dossier=${person}`, scene.users.viewer.cookie)).status).toBe(403);
    expect((await logs(`dossier=${person}`, scene.users.outsider.cookie)).status).toBe(403);
    expect(
      (await api.request("GET", `/api/dossierlog?dossier=${person}`, { cookie: scene.users.manager.cookie }))
        .status,
    ).toBe(400);
    expect((await api.request("GET", `/api/dossierlog?environment=${scene.environment}`)).status).toBe(401);
    // Without a record: the entries of the entities whose log the caller may read.
    const viewer = await logs("", scene.users.viewer.cookie);
    expect(viewer.body.pager.items).toBe(0);
    const admin = await logs("", scene.users.envAdmin.cookie);
    expect(admin.body.pager.items).toBeGreaterThanOrEqual(4);
  });
});

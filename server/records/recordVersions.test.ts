import { beforeAll, describe, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { CHANGED_BY_SOMEONE_ELSE } from "./recordVersions";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

describeApi("record versions", (api) => {
  let scene: RecordsScene;
  beforeAll(async () => {
    scene = await recordsScene(api, 7800);
  }, 60_000);

  const p = () => scene.person;
  const alice = () => scene.users.manager.cookie;
  const bob = () => scene.users.clerk.cookie;
  const newPerson = async () => {
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: alice(),
      body: { defDossier: scene.entities.person, [p().name.edit]: "Ada", [p().company.edit]: "Acme" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  };
  const read = async (id: number) => {
    const response = await api.request("GET", `/api/contentdossier/${id}`, { cookie: alice() });
    expect(response.status).toBe(200);
    return response;
  };
  const save = (
    id: number,
    cookie: string,
    body: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => api.request("PUT", `/api/contentdossier/${id}`, { cookie, body, ...(headers ? { headers } : {}) });

  it("answers each record's version, in the body and as an ETag, and raises it with every change", async () => {
    const id = await newPerson();
    const first = await read(id);
    expect(first.body.version).toBe(1);
    expect(first.headers.etag).toBe('W/"1"');
    const saved = await save(id, alice(), { [p().name.edit]: "Ada L.", version: 1 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(2);
    expect((await read(id)).headers.etag).toBe('W/"2"');
    // A save that changes nothing leaves the version as it is.
    expect((await save(id, alice(), { [p().name.edit]: "Ada L.", version: 2 })).body.version).toBe(2);
    const list = await api.request(
      "GET",
      `/api/contentdossier?defDossier=${scene.entities.person}&dossierIds=${id}`,
      {
        cookie: alice(),
      },
    );
    expect(list.body.results[0].version).toBe(2);
  });

  it("merges saves started from one version that change different fields", async () => {
    const id = await newPerson();
    expect((await save(id, alice(), { [p().name.edit]: "Ada Lovelace", version: 1 })).status).toBe(200);
    const theirs = await save(id, bob(), { [p().company.edit]: "Analytical Engines", version: 1 });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    expect(theirs.body.version).toBe(3);
    expect((await read(id)).body.content).toMatchObject({
      [p().name.show]: "Ada Lovelace",
      [p().company.show]: "Analytical Engines",
    });
  });

  it("refuses with 409 and the current values a save that changes a field someone else changed since", async () => {
    const id = await newPerson();
    expect((await save(id, alice(), { [p().company.edit]: "Mine", version: 1 })).status).toBe(200);
    const late = await save(id, bob(), {
      [p().company.edit]: "Theirs",
      [p().name.edit]: "Ada B.",
      version: 1,
    });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      message: CHANGED_BY_SOMEONE_ELSE,
      errors: { [p().company.edit]: CHANGED_BY_SOMEONE_ELSE },
      conflict: {
        version: 2,
        modified_by: scene.users.manager.username,
        current: { [p().company.edit]: "Mine" },
      },
    });
    // Nothing of the refused save was written, the name neither.
    const after = await read(id);
    expect(after.body.version).toBe(2);
    expect(after.body.content).toMatchObject({ [p().company.show]: "Mine", [p().name.show]: "Ada" });
    // Saved again from the version it now knows, the same change goes through.
    expect((await save(id, bob(), { [p().company.edit]: "Theirs", version: 2 })).status).toBe(200);
  });

  it("reads the version from If-Match too, and refuses an unreadable one", async () => {
    const id = await newPerson();
    expect((await save(id, alice(), { [p().company.edit]: "One" }, { "if-match": 'W/"1"' })).status).toBe(
      200,
    );
    const stale = await save(id, bob(), { [p().company.edit]: "Two" }, { "if-match": '"1"' });
    expect(stale.status).toBe(409);
    const bad = await save(id, bob(), { [p().company.edit]: "Two", version: "soon" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ version: "This value is not valid" });
  });

  it("keeps the last writer's value when no version is sent, as before versions", async () => {
    const id = await newPerson();
    expect((await save(id, alice(), { [p().company.edit]: "First" })).status).toBe(200);
    expect((await save(id, bob(), { [p().company.edit]: "Second" })).status).toBe(200);
    expect((await read(id)).body.content[p().company.show]).toBe("Second");
  });

  describe("saves at the same moment", () => {
    it("lets one of two saves of the same field from the same version through, and refuses the other", async () => {
      const id = await newPerson();
      const results = await Promise.all([
        save(id, alice(), { [p().company.edit]: "Alice's", version: 1 }),
        save(id, bob(), { [p().company.edit]: "Bob's", version: 1 }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.status === 200) === results[0] ? "Alice's" : "Bob's";
      expect((await read(id)).body.content[p().company.show]).toBe(winner);
    });
  });
});

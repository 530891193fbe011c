import { beforeAll, describe, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { QUICK_SEARCH_MAX, quickSearchLimit } from "./quickSearch";
import { addMember } from "./testing/installFixture";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

interface Result {
  id: number;
  summary: string;
  def_dossier_id: number;
  entity: string;
}

describe("the quick search limit", () => {
  it("takes 1 to 50 and falls back to 10", () => {
    expect(quickSearchLimit("3")).toBe(3);
    expect(quickSearchLimit("100")).toBe(QUICK_SEARCH_MAX);
    for (const odd of [undefined, "", "0", "-2", "1.5", "ten"]) expect(quickSearchLimit(odd)).toBe(10);
  });
});

describeApi("quick search", (api) => {
  let scene: RecordsScene;
  let tagViewer: string;
  const ids: Record<string, number> = {};

  const create = async (entity: number, item: number, value: string) => {
    const response = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.admin.cookie,
      body: { defDossier: entity, [item]: value },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as number;
  };
  const person = (name: string) => create(scene.entities.person, scene.person.name.edit, name);
  const search = (cookie: string | undefined, query: string) =>
    api.request("GET", `/api/contentdossier/quicksearch?${query}`, cookie ? { cookie } : {});
  const found = async (cookie: string, query: string): Promise<Result[]> => {
    const response = await search(cookie, query);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.results;
  };

  beforeAll(async () => {
    scene = await recordsScene(api, 7000);
    ids.anna = await person("Quickly Anna Jansen");
    ids.bob = await person("Quickly Bob Smit");
    ids.tag = await create(scene.entities.tag, scene.tag.name.edit, "Quickly tagged");
    ids.archived = await person("Quickly archived Anna");
    const archived = await api.request("GET", `/api/contentdossier/${ids.archived}/archive`, {
      cookie: scene.users.admin.cookie,
    });
    expect(archived.status).toBe(200);
    for (let n = 1; n <= 12; n++) await person(`Bulk ${n}`);
    await person("Fifty 100% sure");
    // Bob was saved last of the three: he comes first.
    const saved = await api.request("PUT", `/api/contentdossier/${ids.bob}`, {
      cookie: scene.users.admin.cookie,
      body: { [scene.person.name.edit]: "Quickly Bob Smits" },
    });
    expect(saved.status).toBe(200);

    // A member who may show tags and nothing else.
    const [role] = await api.db.query<{ id: number }>(
      "insert into roles (environment_id, name) values ($1, 'Tag viewers') returning id",
      [scene.environment],
    );
    await api.db.query("insert into role_credentials (role_id, credential) values ($1, $2)", [
      role?.id,
      `kedo.defdossier.${scene.entities.tag}.show`,
    ]);
    const user = await api.loggedInUser({ name: "tags" });
    await addMember(api.db, scene.environment, user.id, [role?.id as number]);
    tagViewer = user.cookie;
  }, 60_000);

  it("finds records by part of their summary, in any case, with the entity's name", async () => {
    const results = await found(
      scene.users.viewer.cookie,
      `environment=${scene.environment}&search=anna%20JAN`,
    );
    expect(results).toEqual([
      {
        id: ids.anna,
        summary: expect.stringContaining("Anna Jansen"),
        def_dossier_id: scene.entities.person,
        entity: "People",
      },
    ]);
    const dutch = await found(
      scene.users.viewer.cookie,
      `environment=${scene.environment}&search=anna%20jan&locale=nl_NL`,
    );
    expect(dutch.map((r) => r.entity)).toEqual(["Personen"]);
  });

  it("leaves archived records out and lists the last modified first", async () => {
    const results = await found(scene.users.admin.cookie, `environment=${scene.environment}&search=quickly`);
    expect(results.map((r) => r.id)).toEqual([ids.bob, ids.tag, ids.anna]);
    expect(results.find((r) => r.id === ids.tag)?.entity).toBe("Tags");
  });

  it("takes % and _ literally", async () => {
    const results = await found(scene.users.admin.cookie, `environment=${scene.environment}&search=100%25`);
    expect(results.map((r) => r.summary)).toEqual([expect.stringContaining("Fifty 100% sure")]);
    expect(await found(scene.users.admin.cookie, `environment=${scene.environment}&search=_`)).toEqual([]);
  });

  it("searches only the entities the caller may show", async () => {
    const query = `environment=${scene.environment}&search=quickly`;
    expect((await found(tagViewer, query)).map((r) => r.id)).toEqual([ids.tag]);
    expect(await found(scene.users.nobody.cookie, query)).toEqual([]);
    expect((await found(scene.users.envAdmin.cookie, query)).map((r) => r.id)).toEqual([
      ids.bob,
      ids.tag,
      ids.anna,
    ]);
  });

  it("answers 403 to outsiders and 401 without a session", async () => {
    const query = `environment=${scene.environment}&search=quickly`;
    const outsider = await search(scene.users.outsider.cookie, query);
    expect(outsider.status).toBe(403);
    expect(outsider.body).toEqual({ message: "403_general_message" });
    expect((await search(undefined, query)).status).toBe(401);
  });

  it("answers 10 results unless asked otherwise", async () => {
    const query = `environment=${scene.environment}&search=bulk`;
    expect(await found(scene.users.admin.cookie, query)).toHaveLength(10);
    expect(await found(scene.users.admin.cookie, `${query}&limit=3`)).toHaveLength(3);
    expect(await found(scene.users.admin.cookie, `${query}&limit=50`)).toHaveLength(12);
    expect(await found(scene.users.admin.cookie, `${query}&limit=0`)).toHaveLength(10);
  });

  it("answers no results to an empty search", async () => {
    for (const query of ["", "&search=", "&search=%20%20"]) {
      expect(await found(scene.users.admin.cookie, `environment=${scene.environment}${query}`)).toEqual([]);
    }
  });

  it("refuses a missing or unreadable environment with a message on it", async () => {
    const missing = await search(scene.users.admin.cookie, "search=quickly");
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ errors: { environment: "This is a required field" } });
    const unreadable = await search(scene.users.admin.cookie, "environment=abc&search=quickly");
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toEqual({ errors: { environment: "This value is not valid" } });
  });

  it("is not read as a record id", async () => {
    const response = await search(scene.users.admin.cookie, `environment=${scene.environment}&search=x`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ results: [] });
  });
});

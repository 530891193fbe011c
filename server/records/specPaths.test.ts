import { beforeAll, describe, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

/**
 * The paths and methods the spec names (1-platform and 3-designer section 7) are served as written, by the
 * same handler as the path Docket chose first, and the OpenAPI document lists them.
 */
describeApi("spec paths and their aliases", (api) => {
  let scene: RecordsScene;
  beforeAll(async () => {
    scene = await recordsScene(api, 9400);
  }, 60_000);

  const cookie = () => scene.users.manager.cookie;
  const create = async (name: string) => {
    const response = await api.request("POST", "/api/contentdossier", {
      cookie: cookie(),
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: name },
    });
    expect(response.status).toBe(201);
    return response.body.id as number;
  };

  it("GET /dossier/{id}/subscribe and /unsubscribe, POST /dossier/subscriptions", async () => {
    const a = await create("Followed by the spec path");
    const b = await create("Not followed");
    const on = await api.request("GET", `/api/dossier/${a}/subscribe`, { cookie: cookie() });
    expect(on.body).toEqual({ result: true });
    for (const base of ["/api/dossier", "/api/contentdossier"]) {
      const which = await api.request("POST", `${base}/subscriptions`, {
        cookie: cookie(),
        body: { ids: [a, b] },
      });
      expect(which.body).toEqual([{ content_dossier_id: a }]);
    }
    expect((await api.request("GET", `/api/dossier/${a}/unsubscribe`, { cookie: cookie() })).body).toEqual({
      result: false,
    });
    const none = await api.request("POST", "/api/dossier/subscriptions", {
      cookie: cookie(),
      body: { ids: [a] },
    });
    expect(none.body).toEqual([]);
    const bad = await api.request("POST", "/api/dossier/subscriptions", {
      cookie: cookie(),
      body: { ids: "x" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toBeDefined();
  });

  it("POST /dossier/fieldpath answers as /contentdossier/fieldpath", async () => {
    const person = await create("Path person");
    const body = { originDossier: person, environment: scene.environment, path: "name" };
    const spec = await api.request("POST", "/api/dossier/fieldpath", { cookie: cookie(), body });
    const first = await api.request("POST", "/api/contentdossier/fieldpath", { cookie: cookie(), body });
    expect(spec.status).toBe(200);
    expect(spec.body).toEqual({ path: "name", values: ["Path person"] });
    expect(spec.body).toEqual(first.body);
    const unknown = await api.request("POST", "/api/dossier/fieldpath", {
      cookie: cookie(),
      body: { ...body, path: "nothing" },
    });
    expect(unknown.status).toBe(400);
  });

  it("GET /credential_allowed answers as /contentdossier/is-credential-allowed", async () => {
    const ask = (path: string, credential: string, as: string) =>
      api.request("GET", `${path}?defDossier=${scene.entities.person}&credential=${credential}`, {
        cookie: as,
      });
    for (const path of ["/api/credential_allowed", "/api/contentdossier/is-credential-allowed"]) {
      expect((await ask(path, "edit", scene.users.clerk.cookie)).body).toEqual({ allowed: true });
      expect((await ask(path, "edit", scene.users.viewer.cookie)).body).toEqual({ allowed: false });
      expect((await ask(path, "edit", scene.users.outsider.cookie)).status).toBe(403);
    }
    const missing = await api.request("GET", "/api/credential_allowed", { cookie: cookie() });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ credential: expect.any(String) });
  });

  it("PATCH /defdossierdeffield/{id} changes a data field as PUT does", async () => {
    const id = scene.dataFields.hours;
    const as = scene.users.admin.cookie;
    const patched = await api.request("PATCH", `/api/defdossierdeffield/${id}`, {
      cookie: as,
      body: { obligatory: true },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect((await api.request("GET", `/api/defdossierdeffield/${id}`, { cookie: as })).body.obligatory).toBe(
      true,
    );
    const read = await api.request("GET", `/api/defdossierdeffield/${id}`, { cookie: as });
    const put = await api.request("PUT", `/api/defdossierdeffield/${id}`, {
      cookie: as,
      body: { defField: read.body.def_field.id, obligatory: false },
    });
    expect(put.status).toBe(200);
    expect((await api.request("GET", `/api/defdossierdeffield/${id}`, { cookie: as })).body.obligatory).toBe(
      false,
    );
    const bad = await api.request("PATCH", `/api/defdossierdeffield/${id}`, {
      cookie: as,
      body: { name: "" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.name).toBeDefined();
  });

  describe("the OpenAPI document", () => {
    it("lists every spec path with its method", async () => {
      const docs = await api.request("GET", "/api/docs/json", { cookie: scene.users.admin.cookie });
      const paths = docs.body.paths as Record<string, Record<string, unknown>>;
      const expected: [string, string][] = [
        ["/api/defdossierdeffield/{id}", "patch"],
        ["/api/defdossierdeffield/{id}", "put"],
        ["/api/dossier/subscriptions", "post"],
        ["/api/dossier/subscriptions", "get"],
        ["/api/dossier/{id}/subscribe", "get"],
        ["/api/dossier/{id}/unsubscribe", "get"],
        ["/api/dossier/fieldpath", "post"],
        ["/api/credential_allowed", "get"],
        ["/api/deffield", "get"],
        ["/api/deffield", "post"],
      ];
      for (const [path, method] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    });
  });
});

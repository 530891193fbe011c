import { beforeAll, describe, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

type Who = "anonymous" | "outsider" | "nobody" | "viewer" | "clerk" | "envAdmin" | "admin";
const EVERYONE: Who[] = ["anonymous", "outsider", "nobody", "viewer", "clerk", "envAdmin", "admin"];

interface Call {
  name: string;
  /** Who may: everyone else gets 401 (anonymous) or 403. */
  allowed: Who[];
  run: (cookie: string | undefined) => Promise<{ status: number; body: unknown }>;
}

describeApi("record permissions", (api) => {
  let scene: RecordsScene;
  const calls: Call[] = [];

  beforeAll(async () => {
    scene = await recordsScene(api, 7000);
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.admin.cookie,
      body: { defDossier: scene.entities.tag, [scene.tag.name.edit]: "Shared tag" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    tag = created.body.id;
  }, 60_000);

  /** A fresh record per call, so that deleting and archiving find one. */
  const freshPerson = async () => {
    const response = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.admin.cookie,
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Subject" },
    });
    return response.body.id as number;
  };
  const cookieOf = (who: Who) => (who === "anonymous" ? undefined : scene.users[who].cookie);
  const request =
    (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) =>
    async (cookie: string | undefined) =>
      api.request(method, url, { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { body } : {}) });

  const showers: Who[] = ["viewer", "clerk", "envAdmin", "admin"];
  const writers: Who[] = ["clerk", "envAdmin", "admin"];
  const members: Who[] = ["nobody", ...showers];
  let tag: number;
  const define = (name: string, allowed: Who[], make: (id: number) => Call["run"]) =>
    calls.push({
      name,
      allowed,
      run: async (cookie) => make(await freshPerson())(cookie),
    });

  define("list", showers, () => request("GET", `/api/contentdossier?defDossier=${scene.entities.person}`));
  define("read", showers, (id) => request("GET", `/api/contentdossier/${id}`));
  define("create", writers, () =>
    request("POST", "/api/contentdossier", {
      defDossier: scene.entities.person,
      [scene.person.name.edit]: "New",
    }),
  );
  define("save", writers, (id) =>
    request("PUT", `/api/contentdossier/${id}`, { [scene.person.name.edit]: "Saved" }),
  );
  define("move a Gantt bar", writers, (id) =>
    request("PATCH", `/api/contentdossier/${id}?displayCustomView=Gantt`, { start: "2026-01-01" }),
  );
  define("delete", writers, (id) => request("DELETE", `/api/contentdossier/${id}`));
  define("archive", writers, (id) => request("GET", `/api/contentdossier/${id}/archive`));
  define("dearchive", writers, (id) => request("GET", `/api/contentdossier/${id}/dearchive`));
  define("subscribe", showers, (id) => request("GET", `/api/contentdossier/${id}/subscribe`));
  define("favourite", showers, (id) => request("POST", `/api/dossier/${id}/favorite`));
  define("field path", showers, (id) =>
    request("POST", "/api/contentdossier/fieldpath", { originDossier: id, path: "name" }),
  );
  define("content list", writers, (id) =>
    request("POST", `/api/dossier/${id}/contentlist/${scene.links.tags}`, { ids: [] }),
  );
  define("change log", writers, (id) =>
    request("GET", `/api/dossierlog?environment=${scene.environment}&dossier=${id}`),
  );
  define("list at /api/dossier", showers, () =>
    request("GET", `/api/dossier?defDossier=${scene.entities.person}`),
  );
  define("entity bundle", showers, () => request("GET", `/api/defdossier/${scene.entities.person}/bundle`));
  define("unsubscribe", showers, (id) => request("GET", `/api/contentdossier/${id}/unsubscribe`));
  // Answers only the caller's own subscriptions among the ids, among records they may show.
  define("subscriptions among ids", members.concat("outsider"), (id) =>
    request("POST", "/api/contentdossier/subscriptions", { ids: [id] }),
  );
  // Any member may ask; the answer says whether the right is held.
  define("is credential allowed", members, (id) =>
    request(
      "GET",
      `/api/contentdossier/is-credential-allowed?defDossier=${scene.entities.person}&credential=edit&dossier=${id}`,
    ),
  );
  define("unfavourite", showers, (id) => request("DELETE", `/api/dossier/${id}/favorite`));
  define("favourites list", members, () => request("GET", `/api/favorite?environment=${scene.environment}`));
  define("content list: add a child", writers, (id) =>
    request("POST", `/api/dossier/${id}/contentlist/${scene.links.tags}/${tag}`),
  );
  define("content list: remove a child", writers, (id) =>
    request("DELETE", `/api/dossier/${id}/contentlist/${scene.links.tags}/${tag}`),
  );

  it.each(EVERYONE)("answers %s as their rights say, on every call", async (who) => {
    const outcomes: Record<string, number> = {};
    const expected: Record<string, number | string> = {};
    for (const call of calls) {
      const { status } = await call.run(cookieOf(who));
      outcomes[call.name] = status;
      expected[call.name] = who === "anonymous" ? 401 : call.allowed.includes(who) ? "2xx" : 403;
    }
    const seen = Object.fromEntries(
      Object.entries(outcomes).map(([name, status]) => [
        name,
        status >= 200 && status < 300 ? "2xx" : status,
      ]),
    );
    expect(seen).toEqual(expected);
  });

  it("answers the calls open to every member with what that caller may know", async () => {
    const id = await freshPerson();
    const allowed: Record<string, boolean> = {};
    for (const who of ["nobody", "viewer", "clerk", "envAdmin", "admin"] as const) {
      const response = await api.request(
        "GET",
        `/api/contentdossier/is-credential-allowed?defDossier=${scene.entities.person}&credential=edit&dossier=${id}`,
        { cookie: cookieOf(who) },
      );
      allowed[who] = response.body.allowed;
    }
    expect(allowed).toEqual({ nobody: false, viewer: false, clerk: true, envAdmin: true, admin: true });

    // The viewer subscribes and favours the record; nobody else sees either.
    const viewer = cookieOf("viewer");
    expect((await api.request("GET", `/api/contentdossier/${id}/subscribe`, { cookie: viewer })).status).toBe(
      200,
    );
    expect((await api.request("POST", `/api/dossier/${id}/favorite`, { cookie: viewer })).status).toBe(201);
    const among = async (who: Who) =>
      (
        await api.request("POST", "/api/contentdossier/subscriptions", {
          cookie: cookieOf(who),
          body: { ids: [id] },
        })
      ).body;
    expect(await among("viewer")).toEqual([{ content_dossier_id: id }]);
    expect(await among("outsider")).toEqual([]);
    expect(await among("nobody")).toEqual([]);
    const favourites = async (who: Who) =>
      (
        await api.request("GET", `/api/favorite?environment=${scene.environment}`, { cookie: cookieOf(who) })
      ).body.results.map((f: { content_dossier_id: number }) => f.content_dossier_id);
    expect(await favourites("viewer")).toContain(id);
    expect(await favourites("nobody")).not.toContain(id);
  });

  describe("missing records and environments", () => {
    it("answers 404 for records that do not exist and ids that cannot be ones", async () => {
      for (const url of [
        "/api/contentdossier/999999",
        "/api/contentdossier/abc",
        "/api/contentdossier/999999/archive",
      ]) {
        expect((await api.request("GET", url, { cookie: scene.users.admin.cookie })).status).toBe(404);
      }
      const put = await api.request("PUT", "/api/contentdossier/999999", {
        cookie: scene.users.admin.cookie,
        body: {},
      });
      expect(put.status).toBe(404);
    });

    it("keeps environments apart: another environment's admin is an outsider here", async () => {
      const other = await recordsScene(api, 8000);
      const id = await freshPerson();
      const response = await api.request("GET", `/api/contentdossier/${id}`, {
        cookie: other.users.envAdmin.cookie,
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: "403_general_message" });
      const create = await api.request("POST", "/api/contentdossier", {
        cookie: other.users.envAdmin.cookie,
        body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Intruder" },
      });
      expect(create.status).toBe(403);
      // Linking a record of another environment is refused too.
      const foreignTag = await api.request("POST", "/api/contentdossier", {
        cookie: other.users.envAdmin.cookie,
        body: { defDossier: other.entities.tag, [other.tag.name.edit]: "foreign" },
      });
      const linked = await api.request("POST", "/api/contentdossier", {
        cookie: scene.users.admin.cookie,
        body: {
          defDossier: scene.entities.person,
          [scene.person.name.edit]: "x",
          [scene.person.tags.edit]: [foreignTag.body.id],
        },
      });
      expect(linked.status).toBe(400);
    });
  });
});

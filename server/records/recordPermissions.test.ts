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

import { beforeAll, describe, expect, it } from "vitest";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";
import { AVATAR_NOT_AN_IMAGE, AVATAR_TOO_LARGE, MAX_AVATAR_BYTES } from "./avatarService";

// A 1 x 1 png.
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** The calls behind the profile, colleague, contact and subscriptions pages. */
describeApi("profile pages", (api) => {
  let scene: RecordsScene;

  beforeAll(async () => {
    scene = await recordsScene(api, 7000);
  }, 60_000);

  const as = (who: keyof RecordsScene["users"]) => scene.users[who].cookie;

  describe("avatar", () => {
    it("stores the own picture, shows its address in the user views and answers its bytes", async () => {
      const viewer = scene.users.viewer;
      const put = await api.request("PUT", `/api/user/${viewer.id}/avatar`, {
        cookie: viewer.cookie,
        body: { avatar: PNG },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(204);
      const me = await api.request("GET", "/api/user/me", { cookie: viewer.cookie });
      expect(me.body.avatar).toMatch(new RegExp(`^/api/user/${viewer.id}/avatar\\?v=[0-9a-f]{12}$`));
      // A colleague sees the same address and may load the picture.
      const seen = await api.request("GET", `/api/user/${viewer.id}`, { cookie: as("clerk") });
      expect(seen.body.avatar).toBe(me.body.avatar);
      const image = await api.request("GET", me.body.avatar, { cookie: as("clerk") });
      expect(image.status).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
      // Nobody outside the environments the user is in.
      expect((await api.request("GET", me.body.avatar, { cookie: as("outsider") })).status).toBe(403);

      const removed = await api.request("DELETE", `/api/user/${viewer.id}/avatar`, { cookie: viewer.cookie });
      expect(removed.status).toBe(204);
      expect((await api.request("GET", "/api/user/me", { cookie: viewer.cookie })).body.avatar).toBeNull();
      expect(
        (await api.request("GET", `/api/user/${viewer.id}/avatar`, { cookie: viewer.cookie })).status,
      ).toBe(404);
    });

    it("refuses other people's pictures, and answers 400 for what is not a small image", async () => {
      const viewer = scene.users.viewer;
      const other = await api.request("PUT", `/api/user/${viewer.id}/avatar`, {
        cookie: as("clerk"),
        body: { avatar: PNG },
      });
      expect(other.status).toBe(403);
      const send = (avatar: unknown) =>
        api.request("PUT", `/api/user/${viewer.id}/avatar`, { cookie: viewer.cookie, body: { avatar } });
      const notImage = await send("data:image/png;base64,aGVsbG8=");
      expect(notImage.status).toBe(400);
      expect(notImage.body.errors).toEqual({ avatar: AVATAR_NOT_AN_IMAGE });
      expect((await send("data:text/html;base64,PGI+")).body.errors).toEqual({ avatar: AVATAR_NOT_AN_IMAGE });
      const big = `data:image/png;base64,${Buffer.alloc(MAX_AVATAR_BYTES + 10, 1).toString("base64")}`;
      expect((await send(big)).body.errors).toEqual({ avatar: AVATAR_TOO_LARGE });
      expect((await send(42)).status).toBe(400);
    });
  });

  describe("language", () => {
    it("keeps the chosen interface language in the private settings, and only a known one", async () => {
      const viewer = scene.users.viewer;
      const saved = await api.request("PATCH", `/api/user/${viewer.id}/profile`, {
        cookie: viewer.cookie,
        body: { private_settings: { language: "nl" } },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.private_settings.language).toBe("nl");
      const odd = await api.request("PATCH", `/api/user/${viewer.id}/profile`, {
        cookie: viewer.cookie,
        body: { private_settings: { language: "xx" } },
      });
      expect(odd.status).toBe(400);
      expect(Object.keys(odd.body.errors)).toEqual(["private_settings.language"]);
    });
  });

  describe("contacts", () => {
    it("lists only the environment's admins with admins=1", async () => {
      const response = await api.request("GET", `/api/user?environment=${scene.environment}&admins=1`, {
        cookie: as("viewer"),
      });
      expect(response.status).toBe(200);
      expect(response.body.results.map((u: { id: number }) => u.id)).toEqual([scene.users.envAdmin.id]);
      const everyone = await api.request("GET", `/api/user?environment=${scene.environment}`, {
        cookie: as("viewer"),
      });
      expect(everyone.body.results.length).toBeGreaterThan(1);
    });
  });

  describe("subscriptions", () => {
    it("lists the records the caller follows, newest first, and forgets an unfollowed one", async () => {
      const create = async (name: string) => {
        const response = await api.request("POST", "/api/contentdossier", {
          cookie: as("admin"),
          body: { defDossier: scene.entities.person, [scene.person.name.edit]: name },
        });
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        return response.body.id as number;
      };
      const first = await create("Followed first");
      const second = await create("Followed second");
      for (const id of [first, second]) {
        expect(
          (await api.request("GET", `/api/contentdossier/${id}/subscribe`, { cookie: as("viewer") })).status,
        ).toBe(200);
      }
      const list = async (who: keyof RecordsScene["users"], extra = "") =>
        api.request("GET", `/api/dossier/subscriptions?environment=${scene.environment}${extra}`, {
          cookie: as(who),
        });
      const followed = await list("viewer");
      expect(followed.status).toBe(200);
      expect(followed.body.results.map((r: { content_dossier_id: number }) => r.content_dossier_id)).toEqual([
        second,
        first,
      ]);
      expect(followed.body.results[0]).toMatchObject({
        def_dossier_id: scene.entities.person,
        summary: expect.stringContaining("Followed second"),
        archived: false,
      });
      expect(followed.body.pager.items).toBe(2);
      // Searched by summary, paged, and someone else's list is their own.
      const searched = await list("viewer", "&search=first");
      expect(searched.body.results.map((r: { content_dossier_id: number }) => r.content_dossier_id)).toEqual([
        first,
      ]);
      expect((await list("viewer", "&limit=1")).body.results).toHaveLength(1);
      expect((await list("clerk")).body.results).toEqual([]);

      await api.request("GET", `/api/contentdossier/${second}/unsubscribe`, { cookie: as("viewer") });
      const after = await list("viewer");
      expect(after.body.results.map((r: { content_dossier_id: number }) => r.content_dossier_id)).toEqual([
        first,
      ]);
    });

    it("answers 400 without an environment and 403 outside it", async () => {
      const missing = await api.request("GET", "/api/contentdossier/subscriptions", { cookie: as("viewer") });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ environment: "This is a required field" });
      const outside = await api.request(
        "GET",
        `/api/contentdossier/subscriptions?environment=${scene.environment}`,
        {
          cookie: as("outsider"),
        },
      );
      expect(outside.status).toBe(403);
    });
  });
});

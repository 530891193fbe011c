import { beforeAll, describe, expect, it } from "vitest";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi, type RequestOptions } from "../testing/apiHarness";
import { readOutbox } from "../testing/outbox";
import { STATE_CHANGING_GETS } from "./stateChangingRoutes";

/** What a page on another site can make a browser send: no app header, and these signs. */
const FOREIGN: Record<string, RequestOptions> = {
  "Sec-Fetch-Site cross-site": { appHeader: false, headers: { "sec-fetch-site": "cross-site" } },
  "Sec-Fetch-Site same-site": { appHeader: false, headers: { "sec-fetch-site": "same-site" } },
  "a foreign Origin": { appHeader: false, headers: { origin: "http://evil.test" } },
  "Origin null": { appHeader: false, headers: { origin: "null" } },
  "a foreign Origin beside the app header": { headers: { origin: "http://evil.test" } },
};
const REFUSED = { message: "403_general_message" };

describeApi("cross-site requests", (api) => {
  let scene: RecordsScene;
  beforeAll(async () => {
    scene = await recordsScene(api, 9700);
  }, 60_000);

  const cookie = () => scene.users.manager.cookie;
  const as = (options: RequestOptions): RequestOptions => ({ ...options, cookie: cookie() });
  const newPerson = async (name: string) => {
    const response = await api.request("POST", "/api/contentdossier", {
      cookie: cookie(),
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: name },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as number;
  };
  const archivedOf = async (id: number) =>
    (
      await api.db.query<{ archived: boolean }>("select archived from content_dossiers where id = $1", [id])
    )[0]?.archived;
  const subscribed = async (id: number) =>
    (
      await api.db.query(
        "select 1 from dossier_subscriptions where user_id = $1 and content_dossier_id = $2",
        [scene.users.manager.id, id],
      )
    ).length > 0;
  const nameOf = async (id: number) =>
    (await api.db.query<{ summary: string }>("select summary from content_dossiers where id = $1", [id]))[0]
      ?.summary;
  const call = (path: string, options: RequestOptions) => api.request("GET", path, as(options));

  it("lists only GET routes the server has", () => {
    for (const url of STATE_CHANGING_GETS) expect(api.app.hasRoute({ method: "GET", url }), url).toBe(true);
  });

  describe("the spec's state-changing GETs", () => {
    for (const [name, foreign] of Object.entries(FOREIGN)) {
      it(`refuses archive and dearchive with ${name}, and the record stays as it was`, async () => {
        const open = await newPerson(`Open ${name}`);
        const refused = await call(`/api/contentdossier/${open}/archive`, foreign);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual(REFUSED);
        expect(await archivedOf(open)).toBe(false);

        const archived = await newPerson(`Archived ${name}`);
        expect((await call(`/api/contentdossier/${archived}/archive`, {})).status).toBe(200);
        expect((await call(`/api/contentdossier/${archived}/dearchive`, foreign)).status).toBe(403);
        expect(await archivedOf(archived)).toBe(true);
      });

      it(`refuses subscribe and unsubscribe with ${name}, and the subscriptions stay as they were`, async () => {
        const person = await newPerson(`Watched ${name}`);
        expect((await call(`/api/contentdossier/${person}/subscribe`, foreign)).status).toBe(403);
        expect(await subscribed(person)).toBe(false);
        expect((await call(`/api/contentdossier/${person}/subscribe`, {})).status).toBe(200);
        expect((await call(`/api/contentdossier/${person}/unsubscribe`, foreign)).status).toBe(403);
        expect(await subscribed(person)).toBe(true);
      });
    }

    it("refuses them without any sign of a browser too: a top-level navigation may carry none", async () => {
      const person = await newPerson("No signs");
      const bare = { appHeader: false };
      expect((await call(`/api/contentdossier/${person}/archive`, bare)).status).toBe(403);
      expect((await call(`/api/contentdossier/${person}/subscribe`, bare)).status).toBe(403);
      expect(await archivedOf(person)).toBe(false);
      expect(await subscribed(person)).toBe(false);
    });

    it("refuses HEAD on them, which runs the GET's handler", async () => {
      const person = await newPerson("Headed");
      // Straight through inject: a HEAD answer has no body for the harness to read.
      const refused = await api.app.inject({
        method: "HEAD",
        url: `/api/contentdossier/${person}/archive`,
        headers: { cookie: cookie(), "sec-fetch-site": "cross-site" },
      });
      expect(refused.statusCode).toBe(403);
      expect(await archivedOf(person)).toBe(false);
    });

    it("runs them on the app's header, Sec-Fetch-Site same-origin, or an Origin of PUBLIC_URL or the request's address", async () => {
      const ours: RequestOptions[] = [
        {},
        { appHeader: false, headers: { "sec-fetch-site": "same-origin" } },
        { appHeader: false, headers: { origin: "http://docket.test" } },
        {
          appHeader: false,
          headers: { host: "docket.internal:8080", origin: "http://docket.internal:8080" },
        },
      ];
      for (const options of ours) {
        const person = await newPerson("Ours");
        const archive = await call(`/api/contentdossier/${person}/archive`, options);
        expect(archive.status, JSON.stringify(options)).toBe(200);
        expect(await archivedOf(person)).toBe(true);
      }
    });

    it("keeps the session on a foreign logout_cookie and refresh_token", async () => {
      const user = await api.loggedInUser({ name: "stays" });
      const expiry = async () =>
        (
          await api.db.query<{ expires_at: string }>(
            "select expires_at::text from sessions where user_id = $1",
            [user.id],
          )
        )[0]?.expires_at;
      const before = await expiry();
      for (const foreign of Object.values(FOREIGN)) {
        const refresh = await api.request("GET", "/api/refresh_token", { ...foreign, cookie: user.cookie });
        expect(refresh.status).toBe(403);
        const logout = await api.request("GET", "/api/logout_cookie", { ...foreign, cookie: user.cookie });
        expect(logout.status).toBe(403);
        expect(logout.setCookie).toEqual([]);
      }
      expect(await expiry()).toBe(before);
      expect((await api.request("GET", "/api/ttl_token", { cookie: user.cookie })).status).toBe(200);
      // The app itself still logs out.
      expect((await api.request("GET", "/api/logout_cookie", { cookie: user.cookie })).status).toBe(200);
      expect((await api.request("GET", "/api/ttl_token", { cookie: user.cookie })).status).toBe(401);
    });

    it("leaves a message unread when another site opens it", async () => {
      const { manager, clerk } = scene.users;
      const sent = await api.request("POST", "/api/message", {
        cookie: manager.cookie,
        body: { environment: scene.environment, title: "Hi", messageText: "Hello", users: [clerk.id] },
      });
      expect(sent.status).toBe(201);
      const readDate = async () =>
        (
          await api.db.query<{ read_date: string | null }>(
            "select read_date from message_recipients where message_id = $1 and user_id = $2",
            [sent.body.id, clerk.id],
          )
        )[0]?.read_date;
      for (const foreign of Object.values(FOREIGN)) {
        const opened = await api.request("GET", `/api/message/${sent.body.id}`, {
          ...foreign,
          cookie: clerk.cookie,
        });
        expect(opened.status).toBe(403);
      }
      expect(await readDate()).toBeNull();
    });

    it("keeps a mailed login key unused when another site sends it; the app's login page then uses it", async () => {
      const user = await api.createUser({ name: "keyed" });
      const forgot = await api.request("POST", "/api/user/forgot_password", {
        body: { username: user.username, email: user.email },
      });
      expect(forgot.status).toBe(200);
      const mail = readOutbox(api.dataDir).find((m) => m.to === user.email);
      const key = /login\?username=[^&\s]+&key=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
      const url = `/api/key_login_check?username=${user.username}&key=${key}`;
      for (const foreign of Object.values(FOREIGN)) {
        const refused = await api.request("GET", url, { ...foreign, address: "10.9.7.1" });
        expect(refused.status).toBe(403);
        expect(refused.sessionCookie).toBeUndefined();
      }
      const login = await api.request("GET", url, { address: "10.9.7.1" });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      expect(login.sessionCookie).toBeDefined();
    });

    it("answers reads from another site as usual: they change nothing and the page cannot read them", async () => {
      const person = await newPerson("Readable");
      const read = await call(`/api/contentdossier/${person}`, FOREIGN["Sec-Fetch-Site cross-site"] ?? {});
      expect(read.status).toBe(200);
    });
  });

  describe("writes", () => {
    const foreignOrigin = FOREIGN["a foreign Origin"] ?? {};
    const crossSite = FOREIGN["Sec-Fetch-Site cross-site"] ?? {};

    it("refuses a POST from another site, and nothing is created", async () => {
      const count = async () =>
        (await api.db.query<{ n: number }>("select count(*)::int as n from content_dossiers"))[0]?.n;
      const before = await count();
      for (const foreign of [foreignOrigin, crossSite]) {
        const created = await api.request("POST", "/api/contentdossier", {
          ...as(foreign),
          body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Planted" },
        });
        expect(created.status).toBe(403);
        expect(created.body).toEqual(REFUSED);
      }
      expect(await count()).toBe(before);
    });

    it("refuses PUT, PATCH and DELETE from another site, and the record stays as it was", async () => {
      const person = await newPerson("Untouched");
      const summary = await nameOf(person);
      expect(summary).toContain("Untouched");
      const body = { [scene.person.name.edit]: "Changed" };
      for (const foreign of [foreignOrigin, crossSite]) {
        expect(
          (await api.request("PUT", `/api/contentdossier/${person}`, { ...as(foreign), body })).status,
        ).toBe(403);
        expect(
          (await api.request("PATCH", `/api/contentdossier/${person}`, { ...as(foreign), body })).status,
        ).toBe(403);
        expect((await api.request("DELETE", `/api/contentdossier/${person}`, as(foreign))).status).toBe(403);
      }
      expect(await nameOf(person)).toBe(summary);
    });

    it("refuses a login from another site, so no page can log a visitor in to its own account", async () => {
      const user = await api.createUser({ name: "planted" });
      const login = await api.request("POST", "/api/login_check", {
        ...foreignOrigin,
        body: { username: user.username, password: user.password },
      });
      expect(login.status).toBe(403);
      expect(login.sessionCookie).toBeUndefined();
    });

    it("lets writes without any browser sign pass (scripts): browsers always send Origin on cross-origin writes", async () => {
      const created = await api.request("POST", "/api/contentdossier", {
        cookie: cookie(),
        appHeader: false,
        body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Scripted" },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const ownOrigin = await api.request("PUT", `/api/contentdossier/${created.body.id}`, {
        cookie: cookie(),
        appHeader: false,
        headers: { origin: "http://docket.test", "sec-fetch-site": "same-origin" },
        body: { [scene.person.name.edit]: "Edited" },
      });
      expect(ownOrigin.status, JSON.stringify(ownOrigin.body)).toBe(200);
    });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { check, Environment } from "../../schemas";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
const pngDataUrl = `data:image/png;base64,${PNG.toString("base64")}`;

describeApi("environments", (api) => {
  const setup = setupApi(api);
  let admin: TestUser & { cookie: string };

  beforeAll(async () => {
    admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
  });

  const create = (cookie: string, body: Record<string, unknown>) =>
    api.request("POST", "/api/environment", { cookie, body });

  describe("create", () => {
    it("names each missing field with 'This is a required field'", async () => {
      const empty = await create(admin.cookie, {});
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        errors: {
          name: "This is a required field",
          description: "This is a required field",
          languages: "This is a required field",
        },
      });
      const blank = await create(admin.cookie, { name: "  ", description: "", languages: [] });
      expect(blank.body).toEqual(empty.body);
    });

    it("accepts only known languages and png or jpeg logos", async () => {
      const body = { name: "Checked", description: "Checks" };
      expect((await create(admin.cookie, { ...body, languages: ["xx_XX"] })).body).toEqual({
        errors: { languages: "Unknown language: xx_XX" },
      });
      expect((await create(admin.cookie, { ...body, languages: ["klingon"] })).body).toEqual({
        errors: { "languages.0": "This value is not valid" },
      });
      const gif = `data:image/gif;base64,${Buffer.from("GIF89a").toString("base64")}`;
      const fake = `data:image/png;base64,${Buffer.from("<svg/>").toString("base64")}`;
      for (const image of [gif, fake]) {
        expect((await create(admin.cookie, { ...body, languages: ["nl_NL"], image })).body).toEqual({
          errors: { image: "The image must be a png or jpeg file" },
        });
      }
    });

    it("creates an environment with its languages in order, its logo and an Administrators role", async () => {
      const created = await create(admin.cookie, {
        name: "Zorg West",
        description: "Care in the west",
        languages: ["nl_NL", "en_GB"],
        image: pngDataUrl,
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: expect.any(Number), uuid: expect.any(String) });

      const read = await api.request("GET", `/api/environment/${created.body.id}`, { cookie: admin.cookie });
      expect(read.status).toBe(200);
      const checked = check(Environment, read.body);
      expect(checked.ok ? [] : checked.issues).toEqual([]);
      expect(read.body).toMatchObject({
        name: "Zorg West",
        description: "Care in the west",
        active: true,
        locales: [
          { code: "nl_NL", name: "Nederlands" },
          { code: "en_GB", name: "English" },
        ],
        roles: [{ name: "Administrators", credentials: ["environment-admin"] }],
        created_by: { username: admin.username },
        defdossiers: [],
        env_modules: [],
      });
      const logo = await api.request("GET", read.body.image, { cookie: admin.cookie });
      expect(logo.status).toBe(200);
      expect(logo.headers["content-type"]).toBe("image/png");
    });

    it("is for super admins and contract admins only", async () => {
      const body = { name: "Not mine", description: "Refused", languages: ["en_GB"] };
      const plain = await api.loggedInUser({ name: "plain" });
      const refused = await create(plain.cookie, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: "403_general_message" });

      const contract = await api.loggedInUser({ name: "contract", globalRoles: ["ROLE_CONTRACT_ADMIN"] });
      const created = await create(contract.cookie, { ...body, name: "Contracted" });
      expect(created.status).toBe(201);
      // The creator is its environment admin and sees it in their list.
      const list = await api.request("GET", "/api/environment", { cookie: contract.cookie });
      expect(list.body.results.map((e: { id: number }) => e.id)).toEqual([created.body.id]);
      const me = await api.request("GET", "/api/user/me", { cookie: contract.cookie });
      expect(me.body.environments[0]).toMatchObject({ id: created.body.id, environment_admin: true });
    });

    it("stops a contract admin at the subscription's limit", async () => {
      const contract = await api.loggedInUser({ name: "limited", globalRoles: ["ROLE_CONTRACT_ADMIN"] });
      await api.db.query("update users set environment_limit = 1 where id = $1", [contract.id]);
      const body = { description: "Limited", languages: ["en_GB"] };
      expect((await create(contract.cookie, { ...body, name: "First" })).status).toBe(201);
      const second = await create(contract.cookie, { ...body, name: "Second" });
      expect(second.status).toBe(403);
      expect(second.body).toEqual({
        message: "You cannot create any more environments in your subscription.",
      });
    });
  });

  describe("list", () => {
    it("pages by 12 and searches by name", async () => {
      const prefix = api.unique("Paged");
      for (let i = 0; i < 13; i += 1)
        await setup.environment(admin.cookie, `${prefix} ${String(i).padStart(2, "0")}`);
      const first = await api.request("GET", `/api/environment?name=${prefix}`, { cookie: admin.cookie });
      expect(first.body.pager).toEqual({ current: 1, pages: 2, items: 13, limit: 12 });
      expect(first.body.results).toHaveLength(12);
      expect(first.body.results[0]).toMatchObject({
        name: `${prefix} 00`,
        active: true,
        locales: [{ code: "en_GB" }],
      });
      const second = await api.request("GET", `/api/environment?name=${prefix}&page=2`, {
        cookie: admin.cookie,
      });
      expect(second.body.results.map((e: { name: string }) => e.name)).toEqual([`${prefix} 12`]);
      const none = await api.request("GET", "/api/environment?name=%25no such%25", { cookie: admin.cookie });
      expect(none.body).toEqual({ results: [], pager: { current: 1, pages: 0, items: 0, limit: 12 } });
    });

    it("shows members only their own environments", async () => {
      const mine = await setup.environment(admin.cookie);
      await setup.environment(admin.cookie);
      const user = await api.loggedInUser({ name: "member" });
      await setup.member(admin.cookie, user, mine, []);
      const list = await api.request("GET", "/api/environment", { cookie: user.cookie });
      expect(list.body.results.map((e: { id: number }) => e.id)).toEqual([mine]);
    });
  });

  describe("inactive environments", () => {
    it("refuse to open with 'Environment is inactive', except to super admins who switch them back on", async () => {
      const environment = await setup.environment(admin.cookie);
      const envAdmin = await api.loggedInUser({ name: "envadmin" });
      const adminRole = await setup.role(admin.cookie, environment, ["environment-admin"]);
      await setup.member(admin.cookie, envAdmin, environment, [adminRole]);

      // Environment admins edit it, but do not switch it off.
      const renamed = await api.request("PATCH", `/api/environment/${environment}`, {
        cookie: envAdmin.cookie,
        body: { name: "Renamed" },
      });
      expect(renamed.body.name).toBe("Renamed");
      const toggle = { cookie: envAdmin.cookie, body: { active: false } };
      expect((await api.request("PATCH", `/api/environment/${environment}`, toggle)).status).toBe(403);

      const off = await api.request("PATCH", `/api/environment/${environment}`, {
        ...toggle,
        cookie: admin.cookie,
      });
      expect(off.body.active).toBe(false);
      const refused = await api.request("GET", `/api/environment/${environment}`, {
        cookie: envAdmin.cookie,
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: "Environment is inactive" });
      const roles = await api.request("GET", `/api/role?environment=${environment}`, {
        cookie: envAdmin.cookie,
      });
      expect(roles.body).toEqual({ message: "Environment is inactive" });
      // Still listed, marked inactive, so the picker can say so.
      const list = await api.request("GET", "/api/environment", { cookie: envAdmin.cookie });
      expect(list.body.results.find((e: { id: number }) => e.id === environment)?.active).toBe(false);

      expect(
        (await api.request("GET", `/api/environment/${environment}`, { cookie: admin.cookie })).status,
      ).toBe(200);
      await api.request("PATCH", `/api/environment/${environment}`, {
        cookie: admin.cookie,
        body: { active: true },
      });
      expect(
        (await api.request("GET", `/api/environment/${environment}`, { cookie: envAdmin.cookie })).status,
      ).toBe(200);
    });
  });

  describe("isolation", () => {
    it("answers 403 for everything in an environment the caller is not a member of", async () => {
      const theirs = await setup.environment(admin.cookie);
      const mine = await setup.environment(admin.cookie);
      const user = await api.loggedInUser({ name: "outsider" });
      await setup.member(admin.cookie, user, mine, [
        await setup.role(admin.cookie, mine, ["environment-admin"]),
      ]);
      const role = await setup.role(admin.cookie, theirs, []);
      const calls: [string, string, unknown?][] = [
        ["GET", `/api/environment/${theirs}`],
        ["PATCH", `/api/environment/${theirs}`, { name: "Taken over" }],
        ["GET", `/api/environment/${theirs}/logo`],
        ["GET", `/api/role?environment=${theirs}`],
        ["GET", `/api/role/${role}`],
        ["PATCH", `/api/role/${role}`, { name: "Mine now" }],
        ["DELETE", `/api/role/${role}`],
        ["POST", "/api/role", { environment: theirs, name: "Intruder" }],
        ["GET", `/api/credential?environment=${theirs}`],
        ["GET", `/api/user?environment=${theirs}`],
        ["PUT", `/api/user/${user.id}/roles/${theirs}`, { roles: [role] }],
        ["GET", `/api/environmentlocale?environment=${theirs}`],
        ["POST", "/api/environmentlocale", { environment: theirs, code: "de" }],
        ["GET", `/api/environmentmodule?environment=${theirs}`],
        ["POST", "/api/environmentmodule", { environment: theirs, module: "brp" }],
        [
          "POST",
          "/api/user",
          {
            username: api.unique("x"),
            email: "x@example.test",
            password: "long enough",
            environment: theirs,
          },
        ],
      ];
      for (const [method, url, body] of calls) {
        const response = await api.request(method as "GET", url, { cookie: user.cookie, body });
        expect([method, url, response.status, response.body]).toEqual([
          method,
          url,
          403,
          { message: "403_general_message" },
        ]);
      }
    });
  });

  describe("languages and modules", () => {
    it("lists the locales at both addresses", async () => {
      for (const url of ["/api/locale", "/api/locales"]) {
        const response = await api.request("GET", url, { cookie: admin.cookie });
        expect(response.body.results.map((l: { code: string }) => l.code)).toEqual([
          "nl_NL",
          "en_GB",
          "fr_FR",
          "es_ES",
          "es_CO",
          "ru_RU",
          "de",
        ]);
      }
    });

    it("adds languages to an environment once each, and keeps the last one", async () => {
      const environment = await setup.environment(admin.cookie, undefined, ["nl_NL"]);
      const add = (code: string) =>
        api.request("POST", "/api/environmentlocale", { cookie: admin.cookie, body: { environment, code } });
      const added = await add("de");
      expect(added.status).toBe(201);
      const again = await add("de");
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(added.body.id);
      expect((await add("xx_XX")).body).toEqual({ errors: { code: "Unknown language" } });
      const missing = await api.request("POST", "/api/environmentlocale", { cookie: admin.cookie, body: {} });
      expect(missing.body).toEqual({
        errors: { environment: "This is a required field", code: "This is a required field" },
      });

      const list = await api.request("GET", `/api/environmentlocale?environment=${environment}`, {
        cookie: admin.cookie,
      });
      expect(list.body.results.map((l: { code: string }) => l.code)).toEqual(["nl_NL", "de"]);
      await api.request("DELETE", `/api/environmentlocale/${added.body.id}`, { cookie: admin.cookie });
      const last = list.body.results[0].id;
      const refused = await api.request("DELETE", `/api/environmentlocale/${last}`, { cookie: admin.cookie });
      expect(refused.body).toEqual({ errors: { code: "An environment needs at least one language" } });
    });

    it("switches modules on for an environment admin's environment", async () => {
      const environment = await setup.environment(admin.cookie);
      const modules = await api.request("GET", "/api/module?limit=100", { cookie: admin.cookie });
      expect(modules.body.results.map((m: { name: string }) => m.name)).toContain("brp");

      const member = await api.loggedInUser({ name: "modmember" });
      await setup.member(admin.cookie, member, environment, []);
      const body = { environment, module: "brp" };
      expect(
        (await api.request("POST", "/api/environmentmodule", { cookie: member.cookie, body })).status,
      ).toBe(403);
      const added = await api.request("POST", "/api/environmentmodule", { cookie: admin.cookie, body });
      expect(added.status).toBe(201);
      const unknown = await api.request("POST", "/api/environmentmodule", {
        cookie: admin.cookie,
        body: { environment, module: "teleport" },
      });
      expect(unknown.body).toEqual({ errors: { module: "Unknown module" } });

      const list = await api.request(
        "GET",
        `/api/environmentmodule?environment=${environment}&name=brp,reports`,
        {
          cookie: member.cookie,
        },
      );
      expect(list.body.results).toEqual([
        {
          id: added.body.id,
          environment,
          module: expect.objectContaining({ name: "brp" }),
          active: true,
          settings: {},
        },
      ]);
      const detail = await api.request("GET", `/api/environment/${environment}`, { cookie: member.cookie });
      expect(detail.body.env_modules).toMatchObject([{ module: "brp", active: true }]);
    });
  });
});

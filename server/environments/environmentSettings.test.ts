import { beforeAll, describe, expect, it } from "vitest";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";

const LAYOUT = {
  primary_color: "#1D4ED8",
  top_bar_color: "#0f172a",
  menu_color: null,
  logo_position: "top_bar",
};

const POLICY = {
  two_factor: "admins",
  idle_minutes: 30,
  password_min_length: 12,
  password_require_digit: true,
  password_require_symbol: false,
  password_require_mixed_case: true,
};

describeApi("environment settings", (api) => {
  const setup = setupApi(api);
  let root: TestUser & { cookie: string };
  let environment: number;
  /** Holds kedo.env, kedo.locale and kedo.module, but is no environment admin. */
  let settingsAdmin: TestUser & { cookie: string };
  let member: TestUser & { cookie: string };
  let outsider: TestUser & { cookie: string };

  beforeAll(async () => {
    root = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    environment = await setup.environment(root.cookie, api.unique("Settings "), ["nl_NL", "en_GB"]);
    const settingsRole = await setup.role(root.cookie, environment, [
      "kedo.env",
      "kedo.locale",
      "kedo.module",
    ]);
    const plainRole = await setup.role(root.cookie, environment, []);
    settingsAdmin = await api.loggedInUser({ name: "settings" });
    member = await api.loggedInUser({ name: "member" });
    outsider = await api.loggedInUser({ name: "outsider" });
    await setup.member(root.cookie, settingsAdmin, environment, [settingsRole]);
    await setup.member(root.cookie, member, environment, [plainRole]);
  });

  describe("layout", () => {
    const put = (cookie: string, body: unknown) =>
      api.request("PUT", `/api/environment/${environment}/layout`, { cookie, body });

    it("starts with the product's colours and the logo in the menu", async () => {
      const fresh = await setup.environment(root.cookie);
      const response = await api.request("GET", `/api/environment/${fresh}/layout`, { cookie: root.cookie });
      expect(response.body).toEqual({
        primary_color: null,
        top_bar_color: null,
        menu_color: null,
        logo_position: "menu",
      });
    });

    it("is stored by kedo.env holders and read by every member, also in GET /environment/{id}", async () => {
      const saved = await put(settingsAdmin.cookie, LAYOUT);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const expected = { ...LAYOUT, primary_color: "#1d4ed8" };
      expect(saved.body).toEqual(expected);
      const read = await api.request("GET", `/api/environment/${environment}/layout`, {
        cookie: member.cookie,
      });
      expect(read.body).toEqual(expected);
      const details = await api.request("GET", `/api/environment/${environment}`, { cookie: member.cookie });
      expect(details.body.layout).toEqual(expected);
    });

    it("is refused to members without kedo.env and to outsiders", async () => {
      expect((await put(member.cookie, LAYOUT)).status).toBe(403);
      expect((await put(outsider.cookie, LAYOUT)).status).toBe(403);
      const read = await api.request("GET", `/api/environment/${environment}/layout`, {
        cookie: outsider.cookie,
      });
      expect(read.status).toBe(403);
    });

    it("answers 400 per field for colours that are not #rrggbb and unknown logo places", async () => {
      const response = await put(settingsAdmin.cookie, {
        ...LAYOUT,
        top_bar_color: "red",
        logo_position: "footer",
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors).sort()).toEqual(["logo_position", "top_bar_color"]);
      const missing = await put(settingsAdmin.cookie, {});
      expect(missing.body.errors.logo_position).toBe("This is a required field");
    });
  });

  describe("security policy (setting)", () => {
    const put = (cookie: string, body: unknown) =>
      api.request("PUT", `/api/environment/${environment}/setting`, { cookie, body });

    it("is read and written by environment and super admins only", async () => {
      const saved = await put(root.cookie, POLICY);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual(POLICY);
      const read = await api.request("GET", `/api/environment/${environment}/setting`, {
        cookie: root.cookie,
      });
      expect(read.body).toEqual(POLICY);
      for (const user of [settingsAdmin, member, outsider]) {
        expect((await put(user.cookie, POLICY)).status).toBe(403);
        const denied = await api.request("GET", `/api/environment/${environment}/setting`, {
          cookie: user.cookie,
        });
        expect(denied.status).toBe(403);
      }
      await put(root.cookie, { ...POLICY, two_factor: "none", idle_minutes: null });
    });

    it("answers 400 for values out of range", async () => {
      const response = await put(root.cookie, { ...POLICY, two_factor: "sometimes", password_min_length: 4 });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors).sort()).toEqual(["password_min_length", "two_factor"]);
      const idle = await put(root.cookie, { ...POLICY, idle_minutes: 5000 });
      expect(idle.status).toBe(400);
      expect(Object.keys(idle.body.errors)).toEqual(["idle_minutes"]);
      const read = await api.request("GET", `/api/environment/${environment}/setting`, {
        cookie: root.cookie,
      });
      expect(read.body.idle_minutes).toBeNull();
    });
  });

  describe("languages through PATCH /environment/{id}", () => {
    const codes = async () =>
      (
        await api.request("GET", `/api/environmentlocale?environment=${environment}`, {
          cookie: member.cookie,
        })
      ).body.results.map((row: { code: string }) => row.code);

    it("adds, removes and orders them in one call; the first is the default", async () => {
      const response = await api.request("PATCH", `/api/environment/${environment}`, {
        cookie: settingsAdmin.cookie,
        body: { languages: ["de", "nl_NL"] },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.locales.map((l: { code: string }) => l.code)).toEqual(["de", "nl_NL"]);
      expect(await codes()).toEqual(["de", "nl_NL"]);
    });

    it("refuses unknown languages and an empty list without changing anything", async () => {
      const unknown = await api.request("PATCH", `/api/environment/${environment}`, {
        cookie: settingsAdmin.cookie,
        body: { name: "Renamed", languages: ["nl_NL", "xx_XX"] },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ languages: "Unknown language: xx_XX" });
      const empty = await api.request("PATCH", `/api/environment/${environment}`, {
        cookie: settingsAdmin.cookie,
        body: { languages: [] },
      });
      expect(empty.status).toBe(400);
      expect(await codes()).toEqual(["de", "nl_NL"]);
      const details = await api.request("GET", `/api/environment/${environment}`, { cookie: member.cookie });
      expect(details.body.name).not.toBe("Renamed");
    });

    it("is refused without kedo.env", async () => {
      const response = await api.request("PATCH", `/api/environment/${environment}`, {
        cookie: member.cookie,
        body: { languages: ["en_GB"] },
      });
      expect(response.status).toBe(403);
    });
  });

  describe("DELETE /environmentmodule/{id}", () => {
    it("takes the module row away for kedo.module holders and refuses others", async () => {
      const added = await api.request("POST", "/api/environmentmodule", {
        cookie: settingsAdmin.cookie,
        body: { environment, module: "reports", active: true },
      });
      expect(added.status).toBe(201);
      const path = `/api/environmentmodule/${added.body.id}`;
      expect((await api.request("DELETE", path, { cookie: member.cookie })).status).toBe(403);
      expect((await api.request("DELETE", path, { cookie: outsider.cookie })).status).toBe(403);
      expect((await api.request("DELETE", path, { cookie: settingsAdmin.cookie })).status).toBe(204);
      expect((await api.request("GET", path, { cookie: settingsAdmin.cookie })).status).toBe(404);
      const left = await api.request("GET", `/api/environmentmodule?environment=${environment}`, {
        cookie: member.cookie,
      });
      expect(left.body.results).toEqual([]);
      expect((await api.request("DELETE", path, { cookie: settingsAdmin.cookie })).status).toBe(404);
    });
  });
});

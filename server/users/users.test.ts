import { beforeAll, describe, expect, it } from "vitest";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";

describeApi("users", (api) => {
  const setup = setupApi(api);
  let admin: TestUser & { cookie: string };
  let environment: number;
  let otherEnvironment: number;

  beforeAll(async () => {
    admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    environment = await setup.environment(admin.cookie, "Municipality");
    otherEnvironment = await setup.environment(admin.cookie, "Elsewhere");
  });

  const createUser = (cookie: string, body: Record<string, unknown>) =>
    api.request("POST", "/api/user", { cookie, body });

  describe("POST /user", () => {
    it("creates a user who can then log in", async () => {
      const username = api.unique("created");
      const response = await createUser(admin.cookie, {
        username,
        email: `${username}@example.test`,
        password: "a good password",
        profile: { first_name: "Anna", last_name: "Berg" },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ id: expect.any(Number), uuid: expect.any(String) });
      await expect(api.login({ username, password: "a good password" })).resolves.toBeTruthy();
    });

    it("names every missing field with 'This is a required field'", async () => {
      const response = await createUser(admin.cookie, {});
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        errors: { username: "This is a required field", email: "This is a required field" },
      });
      // The password may be left out for an invitation mail instead (userAdmin.test.ts), not for nothing.
      const withoutPassword = await createUser(admin.cookie, {
        username: "nopassword",
        email: "n@example.test",
      });
      expect(withoutPassword.body).toEqual({
        errors: { password: "Give a first password or send an invitation mail" },
      });
    });

    it("checks the email, the password length, the username's characters and that it is free", async () => {
      const invalid = await createUser(admin.cookie, { username: "x", email: "nope", password: "p" });
      expect(invalid.body.errors).toEqual({ email: "Enter a valid email address" });
      const weak = await createUser(admin.cookie, {
        username: "has space",
        email: "a@b.test",
        password: "short",
      });
      expect(weak.body.errors).toEqual({
        username: "Use letters, digits and . _ @ + - only",
        password: "The password must be at least 8 characters long",
      });
      const taken = await createUser(admin.cookie, {
        username: admin.username.toUpperCase(),
        email: "a@b.test",
        password: "long enough password",
      });
      expect(taken.body.errors).toEqual({ username: "This value is already used" });
    });

    it("is refused to ordinary users, and lets user managers create into their own environment only", async () => {
      const manager = await api.loggedInUser({ name: "manager" });
      await setup.member(admin.cookie, manager, environment, [
        await setup.role(admin.cookie, environment, ["kedo.user"]),
      ]);
      const body = (name: string) => ({
        username: api.unique(name),
        email: "m@example.test",
        password: "long enough password",
      });

      expect((await createUser(manager.cookie, body("nowhere"))).status).toBe(403);
      expect(
        (await createUser(manager.cookie, { ...body("elsewhere"), environment: otherEnvironment })).status,
      ).toBe(403);
      const created = await createUser(manager.cookie, { ...body("inside"), environment });
      expect(created.status).toBe(201);
      const members = await api.request("GET", `/api/user?environment=${environment}&limit=200`, {
        cookie: manager.cookie,
      });
      expect(members.body.results.map((u: { id: number }) => u.id)).toContain(created.body.id);

      const plain = await api.loggedInUser({ name: "plain" });
      const refused = await createUser(plain.cookie, body("refused"));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: "403_general_message" });
    });

    it("gives global roles only when a super admin asks", async () => {
      const contract = await api.loggedInUser({ name: "contract", globalRoles: ["ROLE_CONTRACT_ADMIN"] });
      const body = {
        username: api.unique("promoted"),
        email: "p@example.test",
        password: "long enough password",
      };
      expect((await createUser(contract.cookie, { ...body, roles: ["ROLE_ADMIN"] })).status).toBe(403);
      const created = await createUser(admin.cookie, { ...body, roles: ["ROLE_CONTRACT_ADMIN"] });
      expect(created.status).toBe(201);
      const login = await api.request("POST", "/api/login_check", {
        body: { username: body.username, password: body.password },
      });
      expect(login.body.roles).toEqual(["ROLE_USER", "ROLE_CONTRACT_ADMIN"]);
    });
  });

  describe("memberships", () => {
    it("makes a user a member with roles, and shuts them out again when deactivated", async () => {
      const user = await api.loggedInUser({ name: "joiner" });
      expect(
        (await api.request("GET", `/api/environment/${environment}`, { cookie: user.cookie })).status,
      ).toBe(403);
      const role = await setup.role(admin.cookie, environment, ["kedo.file"]);
      const put = await api.request("PUT", `/api/user/${user.id}/roles/${environment}`, {
        cookie: admin.cookie,
        body: { roles: [role] },
      });
      expect(put.body).toEqual({ environment, user: user.id, roles: [role], active: true });
      expect(
        (await api.request("GET", `/api/environment/${environment}`, { cookie: user.cookie })).status,
      ).toBe(200);

      await api.request("PUT", `/api/user/${user.id}/roles/${environment}`, {
        cookie: admin.cookie,
        body: { roles: [role], active: false },
      });
      expect(
        (await api.request("GET", `/api/environment/${environment}`, { cookie: user.cookie })).status,
      ).toBe(403);
    });

    it("accepts only roles of that environment", async () => {
      const user = await api.createUser({ name: "wrongrole" });
      const foreign = await setup.role(admin.cookie, otherEnvironment, []);
      const response = await api.request("PUT", `/api/user/${user.id}/roles/${environment}`, {
        cookie: admin.cookie,
        body: { roles: [foreign] },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: { roles: `Unknown role: ${foreign}` } });
      const missing = await api.request("PUT", `/api/user/${user.id}/roles/${environment}`, {
        cookie: admin.cookie,
        body: {},
      });
      expect(missing.body).toEqual({ errors: { roles: "This is a required field" } });
    });

    it("makes an environment admin through the environment-admin credential, which user managers cannot give", async () => {
      const envAdminRole = await setup.role(admin.cookie, environment, ["environment-admin"]);
      const manager = await api.loggedInUser({ name: "limited" });
      await setup.member(admin.cookie, manager, environment, [
        await setup.role(admin.cookie, environment, ["kedo.user"]),
      ]);
      const target = await api.loggedInUser({ name: "promotee" });
      const refused = await api.request("PUT", `/api/user/${target.id}/roles/${environment}`, {
        cookie: manager.cookie,
        body: { roles: [envAdminRole] },
      });
      expect(refused.status).toBe(403);

      await setup.member(admin.cookie, target, environment, [envAdminRole]);
      const me = await api.request("GET", "/api/user/me", { cookie: target.cookie });
      const membership = me.body.environments.find((e: { id: number }) => e.id === environment);
      expect(membership).toMatchObject({
        environment_admin: true,
        roles: [envAdminRole],
        credentials: ["environment-admin"],
      });
      // An environment admin manages roles of their environment, but not of another.
      expect(
        (
          await api.request("POST", "/api/role", {
            cookie: target.cookie,
            body: { environment, name: api.unique("R") },
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await api.request("POST", "/api/role", {
            cookie: target.cookie,
            body: { environment: otherEnvironment, name: "R" },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe("reading users", () => {
    it("lists an environment's members with their state, searched by name and filtered on active", async () => {
      const anna = await api.createUser({ name: "annalist" });
      const bert = await api.createUser({ name: "bertlist" });
      await setup.member(admin.cookie, anna, environment, []);
      await setup.member(admin.cookie, bert, environment, []);
      await api.request("PUT", `/api/user/${bert.id}/roles/${environment}`, {
        cookie: admin.cookie,
        body: { roles: [], active: false },
      });

      const found = await api.request("GET", `/api/user?environment=${environment}&name=list`, {
        cookie: admin.cookie,
      });
      expect(found.body.results).toEqual([
        {
          id: anna.id,
          username: anna.username,
          profile: { first_name: anna.username, last_name: "Tester" },
          environment_user_active: true,
        },
        {
          id: bert.id,
          username: bert.username,
          profile: { first_name: bert.username, last_name: "Tester" },
          environment_user_active: false,
        },
      ]);
      expect(found.body.pager).toEqual({ current: 1, pages: 1, items: 2, limit: 50 });
      const active = await api.request("GET", `/api/user?environment=${environment}&name=list&active=1`, {
        cookie: admin.cookie,
      });
      expect(active.body.results.map((u: { id: number }) => u.id)).toEqual([anna.id]);
      const paged = await api.request(
        "GET",
        `/api/user?environment=${environment}&name=list&limit=1&page=2`,
        { cookie: admin.cookie },
      );
      expect(paged.body.results.map((u: { id: number }) => u.id)).toEqual([bert.id]);
      expect(paged.body.pager).toEqual({ current: 2, pages: 2, items: 2, limit: 1 });
    });

    it("asks ordinary users which environment to list, and refuses environments they are not in", async () => {
      const user = await api.loggedInUser({ name: "lister" });
      const noEnvironment = await api.request("GET", "/api/user", { cookie: user.cookie });
      expect(noEnvironment.status).toBe(400);
      expect(noEnvironment.body).toEqual({ errors: { environment: "This is a required field" } });
      expect(
        (await api.request("GET", `/api/user?environment=${environment}`, { cookie: user.cookie })).status,
      ).toBe(403);
      const bad = await api.request("GET", "/api/user?environment=abc", { cookie: admin.cookie });
      expect(bad.body).toEqual({ errors: { environment: "This value is not valid" } });
    });

    it("shows a user's details to colleagues only", async () => {
      const anna = await api.loggedInUser({ name: "colleague" });
      const bert = await api.loggedInUser({ name: "colleague" });
      const stranger = await api.loggedInUser({ name: "stranger" });
      await setup.member(admin.cookie, anna, environment, []);
      await setup.member(admin.cookie, bert, environment, []);
      await setup.member(admin.cookie, stranger, otherEnvironment, []);

      const seen = await api.request("GET", `/api/user/${bert.id}?environment=${environment}`, {
        cookie: anna.cookie,
      });
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({
        id: bert.id,
        email: bert.email,
        environment_user_active: true,
        environment_roles: [],
      });
      expect(seen.body.two_factor).toBeUndefined();
      expect((await api.request("GET", `/api/user/${bert.id}`, { cookie: stranger.cookie })).status).toBe(
        403,
      );
      expect((await api.request("GET", "/api/user/999999", { cookie: admin.cookie })).status).toBe(404);
      expect((await api.request("GET", "/api/user/not-a-number", { cookie: admin.cookie })).status).toBe(404);
    });
  });

  describe("profile", () => {
    it("stores the presence in private_settings and the name in the profile", async () => {
      const user = await api.loggedInUser({ name: "present" });
      const response = await api.request("PATCH", `/api/user/${user.id}/profile`, {
        cookie: user.cookie,
        body: { private_settings: { presence: "busy", menu: "open" }, profile: { preposition: "van" } },
      });
      expect(response.status).toBe(200);
      expect(response.body.private_settings).toEqual({ presence: "busy", menu: "open" });
      expect(response.body.profile).toEqual({
        first_name: user.username,
        last_name: "Tester",
        preposition: "van",
      });
      const me = await api.request("GET", "/api/user/me", { cookie: user.cookie });
      expect(me.body.private_settings.presence).toBe("busy");
    });

    it("refuses unknown presences and other people's profiles", async () => {
      const user = await api.loggedInUser({ name: "absent" });
      const other = await api.loggedInUser({ name: "nosy" });
      const invalid = await api.request("PATCH", `/api/user/${user.id}/profile`, {
        cookie: user.cookie,
        body: { private_settings: { presence: "asleep" } },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ errors: { "private_settings.presence": "This value is not valid" } });
      const nosy = await api.request("PATCH", `/api/user/${user.id}/profile`, {
        cookie: other.cookie,
        body: { private_settings: { presence: "away" } },
      });
      expect(nosy.status).toBe(403);
      const huge = await api.request("PATCH", `/api/user/${user.id}/profile`, {
        cookie: user.cookie,
        body: { private_settings: { notes: "x".repeat(20_000) } },
      });
      expect(huge.body).toEqual({ errors: { private_settings: "This value is too large" } });
    });
  });
});

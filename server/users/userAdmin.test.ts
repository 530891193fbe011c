import { beforeAll, expect, it } from "vitest";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { readOutbox } from "../testing/outbox";
import { setupApi } from "../testing/setupApi";

describeApi("user administration: create with roles or an invitation mail, account, second factor", (api) => {
  const setup = setupApi(api);
  let admin: TestUser & { cookie: string };
  let manager: TestUser & { cookie: string };
  let environment: number;
  let role: number;
  let adminRole: number;

  beforeAll(async () => {
    admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    environment = await setup.environment(admin.cookie);
    role = await setup.role(admin.cookie, environment, ["kedo.file"]);
    adminRole = await setup.role(admin.cookie, environment, ["environment-admin"]);
    manager = await api.loggedInUser({ name: "usermanager" });
    await setup.member(admin.cookie, manager, environment, [
      await setup.role(admin.cookie, environment, ["kedo.user"]),
    ]);
  });

  const newUser = (cookie: string, body: Record<string, unknown>) =>
    api.request("POST", "/api/user", { cookie, body });
  const fresh = (prefix: string) => {
    const username = api.unique(prefix).replace(/\W/g, "_").toLowerCase();
    return { username, email: `${username}@example.test` };
  };

  it("creates a user with a first password and roles in the environment, in one go", async () => {
    const who = fresh("clerk");
    const created = await newUser(manager.cookie, {
      ...who,
      password: "a long enough password",
      profile: { first_name: "Clara", last_name: "Clerk" },
      environment,
      environment_roles: [role],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await api.request("GET", `/api/user/${created.body.id}?environment=${environment}`, {
      cookie: manager.cookie,
    });
    expect(read.body).toMatchObject({ environment_roles: [role], environment_user_active: true });
    await expect(
      api.login({ username: who.username, password: "a long enough password" }),
    ).resolves.toBeTruthy();
  });

  it("refuses a user without password or invitation, and environment-admin roles from a user manager, storing nothing", async () => {
    const who = fresh("nopass");
    const missing = await newUser(manager.cookie, { ...who, environment });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      errors: { password: "Give a first password or send an invitation mail" },
    });
    const escalation = await newUser(manager.cookie, {
      ...who,
      password: "a long enough password",
      environment,
      environment_roles: [adminRole],
    });
    expect(escalation.status).toBe(403);
    const foreign = await newUser(manager.cookie, {
      ...who,
      password: "a long enough password",
      environment,
      environment_roles: [999999],
    });
    expect(foreign.body).toEqual({ errors: { roles: "Unknown role: 999999" } });
    const stored = await api.db.query("select 1 from users where username = $1", [who.username]);
    expect(stored).toHaveLength(0);
  });

  it("mails an invited user a single-use login link where they choose their password", async () => {
    const who = fresh("invited");
    const created = await newUser(manager.cookie, {
      ...who,
      invite: true,
      environment,
      environment_roles: [role],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const mail = readOutbox(api.dataDir).find((m) => m.to === who.email);
    expect(mail?.subject).toBe("Docket: your account");
    const key = /http:\/\/docket\.test\/login\?username=[^&\s]+&key=([A-Za-z0-9_-]+)/.exec(
      mail?.text ?? "",
    )?.[1];
    expect(key).toBeTruthy();
    const url = `/api/key_login_check?username=${who.username}&key=${key}`;
    const login = await api.request("GET", url, { address: "10.9.0.1" });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: who.username, re_pwd: true });
    expect((await api.request("GET", url, { address: "10.9.0.1" })).status).toBe(401);
  });

  it("lets only super admins change global roles and the account's active flag, never their own away", async () => {
    const user = await api.loggedInUser({ name: "global" });
    const url = `/api/user/${user.id}/account`;
    expect(
      (await api.request("PATCH", url, { cookie: manager.cookie, body: { active: false } })).status,
    ).toBe(403);
    const promoted = await api.request("PATCH", url, {
      cookie: admin.cookie,
      body: { roles: ["ROLE_CONTRACT_ADMIN"] },
    });
    expect(promoted.body).toEqual({ id: user.id, global_roles: ["ROLE_CONTRACT_ADMIN"], active: true });
    const unknown = await api.request("PATCH", url, { cookie: admin.cookie, body: { roles: ["ROLE_KING"] } });
    expect(unknown.body).toEqual({ errors: { roles: "Unknown role: ROLE_KING" } });

    const deactivated = await api.request("PATCH", url, { cookie: admin.cookie, body: { active: false } });
    expect(deactivated.body.active).toBe(false);
    await expect(api.login(user)).rejects.toThrow();
    await api.request("PATCH", url, { cookie: admin.cookie, body: { active: true } });
    await expect(api.login(user)).resolves.toBeTruthy();

    const own = await api.request("PATCH", `/api/user/${admin.id}/account`, {
      cookie: admin.cookie,
      body: { roles: [], active: false },
    });
    expect(own.body).toEqual({
      errors: {
        roles: "You cannot take this from your own account",
        active: "You cannot take this from your own account",
      },
    });
  });

  it("lets a user manager reset a member's second factor, but not an environment admin's", async () => {
    const member = await api.createUser({ name: "phoneless" });
    await setup.member(admin.cookie, member, environment, [role]);
    await api.db.query("update users set totp_secret = 'JBSWY3DPEHPK3PXP' where id = $1", [member.id]);
    const reset = await api.request("DELETE", `/api/user/${member.id}/twofactor`, { cookie: manager.cookie });
    expect(reset.status).toBe(200);
    const [row] = await api.db.query<{ totp_secret: string | null }>(
      "select totp_secret from users where id = $1",
      [member.id],
    );
    expect(row?.totp_secret).toBeNull();

    const envAdmin = await api.createUser({ name: "envadmin" });
    await setup.member(admin.cookie, envAdmin, environment, [adminRole]);
    expect(
      (await api.request("DELETE", `/api/user/${envAdmin.id}/twofactor`, { cookie: manager.cookie })).status,
    ).toBe(403);
    expect(
      (await api.request("DELETE", `/api/user/${envAdmin.id}/twofactor`, { cookie: admin.cookie })).status,
    ).toBe(200);
    const stranger = await api.createUser({ name: "elsewhere" });
    expect(
      (await api.request("DELETE", `/api/user/${stranger.id}/twofactor`, { cookie: manager.cookie })).status,
    ).toBe(403);
  });
});

import { beforeAll, expect, it } from "vitest";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";

describeApi("role administration: members, refused deletes and the permission matrix's changes", (api) => {
  const setup = setupApi(api);
  let admin: TestUser & { cookie: string };
  let environment: number;
  let entity: number;

  beforeAll(async () => {
    admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    environment = await setup.environment(admin.cookie);
    const [row] = await api.db.query<{ id: number }>(
      `insert into def_dossiers (environment_id, name, translations) values ($1, 'Case', $2::jsonb) returning id`,
      [environment, JSON.stringify([{ culture: "en_GB", name_singular: "Case", name_plural: "Cases" }])],
    );
    entity = row?.id ?? 0;
  });

  const show = () => `kedo.defdossier.${entity}.show`;
  const edit = () => `kedo.defdossier.${entity}.edit`;
  const remove = () => `kedo.defdossier.${entity}.delete`;
  const call = (method: "GET" | "PATCH" | "PUT" | "DELETE", url: string, cookie: string, body?: object) =>
    api.request(method, url, { cookie, ...(body ? { body } : {}) });

  it("refuses to delete a role while users hold it, and deletes it once nobody does", async () => {
    const role = await setup.role(admin.cookie, environment, [show()]);
    const holder = await api.createUser({ name: "holder" });
    await setup.member(admin.cookie, holder, environment, [role]);

    const refused = await call("DELETE", `/api/role/${role}`, admin.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: { role: "This role cannot be deleted while users hold it" },
      message: "This role cannot be deleted while users hold it",
    });
    expect((await call("GET", `/api/role/${role}`, admin.cookie)).status).toBe(200);

    await setup.member(admin.cookie, holder, environment, []);
    expect((await call("DELETE", `/api/role/${role}`, admin.cookie)).status).toBe(204);
    expect((await call("GET", `/api/role/${role}`, admin.cookie)).status).toBe(404);
  });

  it("lists a role's members, deactivated ones marked, paged", async () => {
    const role = await setup.role(admin.cookie, environment, []);
    const other = await setup.role(admin.cookie, environment, []);
    const anna = await api.createUser({ name: "anna" });
    const bert = await api.createUser({ name: "bert" });
    const carl = await api.createUser({ name: "carl" });
    await setup.member(admin.cookie, anna, environment, [role]);
    await setup.member(admin.cookie, bert, environment, [role, other]);
    await setup.member(admin.cookie, carl, environment, [other]);
    await call("PUT", `/api/user/${bert.id}/roles/${environment}`, admin.cookie, {
      roles: [role, other],
      active: false,
    });

    const listed = await call("GET", `/api/role/${role}/users?limit=1&page=2`, admin.cookie);
    expect(listed.status).toBe(200);
    expect(listed.body.pager).toMatchObject({ current: 2, pages: 2, items: 2, limit: 1 });
    const all = await call("GET", `/api/role/${role}/users`, admin.cookie);
    const members = all.body.results.map((u: { username: string; environment_user_active: boolean }) => [
      u.username,
      u.environment_user_active,
    ]);
    expect(members).toEqual(
      [
        [anna.username, true],
        [bert.username, false],
      ].sort((a, b) => String(a[0]).toLowerCase().localeCompare(String(b[0]).toLowerCase())),
    );
  });

  it("grants and revokes only the rights named, leaving the rest as they are", async () => {
    const role = await setup.role(admin.cookie, environment, [show(), "kedo.file"]);
    const changed = await call("PATCH", `/api/role/${role}/credentials`, admin.cookie, {
      grant: [edit(), show()],
      revoke: ["kedo.file", remove()],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.credentials).toEqual([edit(), show()].sort());

    // A second writer who saw the old role only touches its own changes.
    const second = await call("PATCH", `/api/role/${role}/credentials`, admin.cookie, {
      grant: ["kedo.logs"],
    });
    expect(second.body.credentials).toEqual([edit(), show(), "kedo.logs"].sort());
  });

  it("refuses unknown rights with a 400 and writes nothing", async () => {
    const role = await setup.role(admin.cookie, environment, [show()]);
    const refused = await call("PATCH", `/api/role/${role}/credentials`, admin.cookie, {
      grant: [edit(), "kedo.everything"],
      revoke: [show()],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errors: { grant: "Unknown credential: kedo.everything" } });
    expect((await call("GET", `/api/role/${role}`, admin.cookie)).body.credentials).toEqual([show()]);
    const malformed = await call("PATCH", `/api/role/${role}/credentials`, admin.cookie, { grant: "x" });
    expect(malformed.status).toBe(400);
  });

  it("takes effect at the holder's next call, and keeps environment-admin to admins", async () => {
    const role = await setup.role(admin.cookie, environment, [show()]);
    const user = await api.loggedInUser({ name: "caseworker" });
    await setup.member(admin.cookie, user, environment, [role]);
    const rightsOf = async () =>
      (await call("GET", "/api/user/me", user.cookie)).body.environments.find(
        (e: { id: number }) => e.id === environment,
      ).credentials;
    expect(await rightsOf()).toEqual([show()]);

    const rightsManager = await api.loggedInUser({ name: "rights" });
    await setup.member(admin.cookie, rightsManager, environment, [
      await setup.role(admin.cookie, environment, ["kedo.permissions"]),
    ]);
    const granted = await call("PATCH", `/api/role/${role}/credentials`, rightsManager.cookie, {
      grant: [edit()],
    });
    expect(granted.status).toBe(200);
    expect((await rightsOf()).sort()).toEqual([edit(), show()].sort());

    const escalation = await call("PATCH", `/api/role/${role}/credentials`, rightsManager.cookie, {
      grant: ["environment-admin"],
    });
    expect(escalation.status).toBe(403);
    const adminRole = await setup.role(admin.cookie, environment, ["environment-admin"]);
    const touchAdmin = await call("PATCH", `/api/role/${adminRole}/credentials`, rightsManager.cookie, {
      grant: ["kedo.file"],
    });
    expect(touchAdmin.status).toBe(403);
    expect((await rightsOf()).sort()).toEqual([edit(), show()].sort());
  });
  it("shows the new role and user calls in /api/docs with their bodies", async () => {
    const docs = await call("GET", "/api/docs/json", admin.cookie);
    expect(docs.status).toBe(200);
    const paths = docs.body.paths as Record<string, Record<string, { requestBody?: unknown }>>;
    expect(paths["/api/role/{id}/credentials"]?.patch?.requestBody).toBeDefined();
    expect(paths["/api/role/{id}/users"]?.get).toBeDefined();
    expect(paths["/api/user/{id}/account"]?.patch?.requestBody).toBeDefined();
    expect(paths["/api/user/{id}/twofactor"]?.delete).toBeDefined();
  });
});

import { beforeAll, expect, it } from "vitest";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";

describeApi("roles and credentials", (api) => {
  const setup = setupApi(api);
  let admin: TestUser & { cookie: string };
  let environment: number;
  let entity: number;
  let foreignEntity: number;

  /** Entities are written straight into the database until their endpoints exist. */
  async function insertEntity(environmentId: number, name: string): Promise<number> {
    const [row] = await api.db.query<{ id: number }>(
      `insert into def_dossiers (environment_id, name, translations) values ($1, $2, $3::jsonb) returning id`,
      [
        environmentId,
        name,
        JSON.stringify([{ culture: "en_GB", name_singular: name, name_plural: `${name}s` }]),
      ],
    );
    return row?.id ?? 0;
  }

  beforeAll(async () => {
    admin = await api.loggedInUser({ name: "root", globalRoles: ["ROLE_ADMIN"] });
    environment = await setup.environment(admin.cookie);
    const other = await setup.environment(admin.cookie);
    entity = await insertEntity(environment, "Client");
    foreignEntity = await insertEntity(other, "Secret");
  });

  const createRole = (cookie: string, body: Record<string, unknown>) =>
    api.request("POST", "/api/role", { cookie, body });

  it("creates a role with admin keys and actions on the environment's own entities", async () => {
    const response = await createRole(admin.cookie, {
      environment,
      name: "Case workers",
      credentials: ["kedo.file", `kedo.defdossier.${entity}.show`, `kedo.defdossier.${entity}.edit`],
    });
    expect(response.status).toBe(201);
    const read = await api.request("GET", `/api/role/${response.body.id}`, { cookie: admin.cookie });
    expect(read.body).toEqual({
      id: response.body.id,
      uuid: expect.any(String),
      environment,
      name: "Case workers",
      credentials: [`kedo.defdossier.${entity}.edit`, `kedo.defdossier.${entity}.show`, "kedo.file"].sort(),
    });
  });

  it("refuses missing fields, taken names and credentials outside the catalog", async () => {
    expect((await createRole(admin.cookie, {})).body).toEqual({
      errors: { environment: "This is a required field", name: "This is a required field" },
    });
    await createRole(admin.cookie, { environment, name: "Unique" });
    expect((await createRole(admin.cookie, { environment, name: "UNIQUE" })).body).toEqual({
      errors: { name: "This value is already used" },
    });
    const foreign = await createRole(admin.cookie, {
      environment,
      name: "Reaching out",
      credentials: [
        `kedo.defdossier.${foreignEntity}.show`,
        "kedo.everything",
        `kedo.defdossier.${entity}.fly`,
      ],
    });
    expect(foreign.body).toEqual({
      errors: {
        credentials: `Unknown credential: kedo.defdossier.${foreignEntity}.show, kedo.everything, kedo.defdossier.${entity}.fly`,
      },
    });
  });

  it("lets role managers (kedo.role) manage roles, but not ones that make environment admins", async () => {
    const manager = await api.loggedInUser({ name: "rolemanager" });
    await setup.member(admin.cookie, manager, environment, [
      await setup.role(admin.cookie, environment, ["kedo.role"]),
    ]);
    const created = await createRole(manager.cookie, { environment, name: api.unique("Readers") });
    expect(created.status).toBe(201);
    const escalation = await createRole(manager.cookie, {
      environment,
      name: api.unique("Admins"),
      credentials: ["environment-admin"],
    });
    expect(escalation.status).toBe(403);
    const adminRole = await setup.role(admin.cookie, environment, ["environment-admin"]);
    expect((await api.request("DELETE", `/api/role/${adminRole}`, { cookie: manager.cookie })).status).toBe(
      403,
    );

    const renamed = await api.request("PATCH", `/api/role/${created.body.id}`, {
      cookie: manager.cookie,
      body: { name: "Readers renamed", credentials: [`kedo.defdossier.${entity}.show`] },
    });
    expect(renamed.body).toMatchObject({
      name: "Readers renamed",
      credentials: [`kedo.defdossier.${entity}.show`],
    });
    expect(
      (await api.request("DELETE", `/api/role/${created.body.id}`, { cookie: manager.cookie })).status,
    ).toBe(204);
    expect(
      (await api.request("GET", `/api/role/${created.body.id}`, { cookie: manager.cookie })).status,
    ).toBe(404);

    const plain = await api.loggedInUser({ name: "plainmember" });
    await setup.member(admin.cookie, plain, environment, []);
    expect((await createRole(plain.cookie, { environment, name: "Nope" })).status).toBe(403);
  });

  it("lists the environment's roles to its members", async () => {
    const member = await api.loggedInUser({ name: "reader" });
    await setup.member(admin.cookie, member, environment, []);
    const list = await api.request("GET", `/api/role?environment=${environment}&limit=200`, {
      cookie: member.cookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { name: string }) => r.name)).toContain("Administrators");
    expect(list.body.pager.items).toBe(list.body.results.length);
  });

  it("lists the credential catalog with each entity's actions", async () => {
    const catalog = await api.request("GET", `/api/credential?environment=${environment}`, {
      cookie: admin.cookie,
    });
    const keys = catalog.body.results.map((c: { credential: string }) => c.credential);
    expect(keys).toContain("environment-admin");
    expect(keys).toContain("kedo.env");
    expect(keys).toContain(`kedo.defdossier.${entity}.secureshare`);
    expect(keys).not.toContain(`kedo.defdossier.${foreignEntity}.show`);
    expect(catalog.body.results).toContainEqual({
      credential: `kedo.defdossier.${entity}.export_pdf`,
      type: "entity",
      def_dossier_id: entity,
      action: "export_pdf",
    });
  });

  it("carries the caller's actions on each entity in the environment's defdossiers", async () => {
    const user = await api.loggedInUser({ name: "actions" });
    const role = await setup.role(admin.cookie, environment, [
      `kedo.defdossier.${entity}.show`,
      `kedo.defdossier.${entity}.create`,
    ]);
    await setup.member(admin.cookie, user, environment, [role]);
    const read = await api.request("GET", `/api/environment/${environment}`, { cookie: user.cookie });
    expect(read.body.defdossiers).toMatchObject([{ id: entity, credentials: ["show", "create"] }]);
    expect(read.body.credentials.sort()).toEqual([
      `kedo.defdossier.${entity}.create`,
      `kedo.defdossier.${entity}.show`,
    ]);
    const asAdmin = await api.request("GET", `/api/environment/${environment}`, { cookie: admin.cookie });
    expect(asAdmin.body.defdossiers[0].credentials).toHaveLength(14);
  });
});

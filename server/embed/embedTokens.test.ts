import { beforeAll, expect, it } from "vitest";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";
import { EXPIRY_IN_PAST, INVALID_ORIGIN } from "./embedTokenInput";
import { ROLE_IS_ADMIN, ROLE_LACKS_RIGHT } from "./embedTokensService";

const HOST = "https://www.example.org";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describeApi("embed tokens: the admin API", (api) => {
  let scene: RecordsScene;
  let other: RecordsScene;
  const body = () => ({
    environment: scene.environment,
    name: "Intake",
    entity: scene.entities.person,
    action: "create",
    role: scene.roles.clerk,
    allowedOrigins: [HOST],
    expiresAt: inDays(30),
  });
  const create = (cookie: string, payload: unknown) =>
    api.request("POST", "/api/embedtoken", { cookie, body: payload });
  const list = (cookie: string, environment = scene.environment) =>
    api.request("GET", `/api/embedtoken?environment=${environment}`, { cookie });

  beforeAll(async () => {
    scene = await recordsScene(api, 8200);
    other = await recordsScene(api, 8300);
  }, 60_000);

  it("lets an environment admin create a token, shown once, then list it without its string", async () => {
    const created = await create(scene.users.envAdmin.cookie, { ...body(), allowedOrigins: [`${HOST}/`] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Intake",
      entity: scene.entities.person,
      action: "create",
      record: null,
      role: { id: scene.roles.clerk, name: "Clerks" },
      allowedOrigins: [HOST],
      revokedAt: null,
      createdBy: scene.users.envAdmin.username,
    });
    expect(created.body.token).toMatch(new RegExp(`^${created.body.uuid}\\.[\\w-]{43}$`));
    const listed = await list(scene.users.envAdmin.cookie);
    expect(listed.status).toBe(200);
    const found = listed.body.results.find((t: { id: number }) => t.id === created.body.id);
    expect(found).toMatchObject({ name: "Intake", allowedOrigins: [HOST] });
    expect(found).not.toHaveProperty("token");
    // A super admin manages them too; another environment's list does not show it.
    expect((await list(scene.users.admin.cookie)).body.results.map((t: { id: number }) => t.id)).toContain(
      created.body.id,
    );
    const elsewhere = await list(other.users.envAdmin.cookie, other.environment);
    expect(elsewhere.body.results.map((t: { id: number }) => t.id)).not.toContain(created.body.id);
  });

  it("renames, changes origins and expiry, and revokes", async () => {
    const created = await create(scene.users.envAdmin.cookie, body());
    const id = created.body.id;
    const patched = await api.request("PATCH", `/api/embedtoken/${id}`, {
      cookie: scene.users.envAdmin.cookie,
      body: { name: "Intake 2", allowedOrigins: ["https://a.example", "http://localhost:3000"] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: "Intake 2",
      allowedOrigins: ["https://a.example", "http://localhost:3000"],
      expiresAt: created.body.expiresAt,
    });
    const badPatch = await api.request("PATCH", `/api/embedtoken/${id}`, {
      cookie: scene.users.envAdmin.cookie,
      body: { name: " ", allowedOrigins: ["*"], expiresAt: inDays(-1) },
    });
    expect(badPatch.status).toBe(400);
    expect(badPatch.body.errors).toEqual({
      name: "This is a required field",
      "allowedOrigins.0": INVALID_ORIGIN,
      expiresAt: EXPIRY_IN_PAST,
    });
    const revoked = await api.request("DELETE", `/api/embedtoken/${id}`, {
      cookie: scene.users.envAdmin.cookie,
    });
    expect(revoked.status).toBe(204);
    const listed = await list(scene.users.envAdmin.cookie);
    const found = listed.body.results.find((t: { id: number }) => t.id === id);
    expect(found.revokedAt).toEqual(expect.any(String));
  });

  it("refuses ordinary users, outsiders and anonymous callers", async () => {
    const created = await create(scene.users.envAdmin.cookie, body());
    const before = await api.db.query("select id from embed_tokens");
    for (const user of [scene.users.manager, scene.users.clerk, other.users.envAdmin, scene.users.outsider]) {
      expect((await create(user.cookie, body())).status).toBe(403);
      expect((await list(user.cookie)).status).toBe(403);
      const patch = await api.request("PATCH", `/api/embedtoken/${created.body.id}`, {
        cookie: user.cookie,
        body: { name: "Taken over" },
      });
      expect(patch.status).toBe(403);
      const revoke = await api.request("DELETE", `/api/embedtoken/${created.body.id}`, {
        cookie: user.cookie,
      });
      expect(revoke.status).toBe(403);
    }
    expect((await api.request("GET", `/api/embedtoken?environment=${scene.environment}`)).status).toBe(401);
    expect((await api.db.query("select id from embed_tokens")).length).toBe(before.length);
    const [row] = await api.db.query<{ name: string; revoked_at: Date | null }>(
      "select name, revoked_at from embed_tokens where id = $1",
      [created.body.id],
    );
    expect(row).toEqual({ name: "Intake", revoked_at: null });
  });

  it("answers every problem of a new token at once, and stores nothing", async () => {
    const before = (await api.db.query("select id from embed_tokens")).length;
    const empty = await create(scene.users.envAdmin.cookie, { environment: scene.environment });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: "This is a required field",
      entity: "This is a required field",
      role: "This is a required field",
      action: "This is a required field",
      allowedOrigins: "This is a required field",
      expiresAt: "This is a required field",
    });
    const wrong = await create(scene.users.envAdmin.cookie, {
      ...body(),
      action: "delete",
      allowedOrigins: [
        "javascript:alert(1)",
        "https://ok.example",
        "https://x.example/path",
        "https://*.example",
      ],
      expiresAt: "tomorrow",
    });
    expect(wrong.body.errors).toEqual({
      action: "This value is not valid",
      "allowedOrigins.0": INVALID_ORIGIN,
      "allowedOrigins.2": INVALID_ORIGIN,
      "allowedOrigins.3": INVALID_ORIGIN,
      expiresAt: "This value is not valid",
    });
    const recordless = await create(scene.users.envAdmin.cookie, { ...body(), action: "edit" });
    expect(recordless.body.errors).toEqual({ record: "This is a required field" });
    const foreign = await create(scene.users.envAdmin.cookie, {
      ...body(),
      entity: other.entities.person,
      role: other.roles.clerk,
    });
    expect(foreign.body.errors).toEqual({
      entity: "This value is not valid",
      role: "This value is not valid",
    });
    const viewer = await create(scene.users.envAdmin.cookie, { ...body(), role: scene.roles.viewer });
    expect(viewer.body.errors).toEqual({ role: ROLE_LACKS_RIGHT });
    const [adminRole] = await api.db.query<{ id: number }>(
      "insert into roles (environment_id, name) values ($1, 'Embed admins') returning id",
      [scene.environment],
    );
    await api.db.query(
      "insert into role_credentials (role_id, credential) values ($1, 'environment-admin')",
      [adminRole?.id],
    );
    const admin = await create(scene.users.envAdmin.cookie, { ...body(), role: adminRole?.id });
    expect(admin.body.errors).toEqual({ role: ROLE_IS_ADMIN });
    for (const shape of [
      [],
      { environment: "one", expiresAt: 5 },
      { ...body(), name: 5, allowedOrigins: "https://a.example", record: "x" },
    ]) {
      const response = await create(scene.users.envAdmin.cookie, shape);
      expect(response.status, JSON.stringify(shape)).toBe(400);
    }
    expect((await api.db.query("select id from embed_tokens")).length).toBe(before);
  });
});

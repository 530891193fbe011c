import { beforeAll, describe, expect, it } from "vitest";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";
import {
  TOKEN_EXPIRED,
  TOKEN_INVALID,
  TOKEN_NOT_FOR_THIS,
  TOKEN_REQUIRED,
  TOKEN_REVOKED,
} from "./embedCaller";
import { NOT_WRITABLE } from "./embedFormService";

const HOST = "https://www.example.org";
const OTHER = "https://evil.example";
/** A salary only managers may see: no token of another role may answer it, nor lose it by a save. */
const SALARY = 98_765;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describeApi("embed tokens: the token API", (api) => {
  let scene: RecordsScene;
  let createToken: string;
  let createTokenId: number;
  let record: number;

  const makeToken = async (overrides: Record<string, unknown> = {}) => {
    const created = await api.request("POST", "/api/embedtoken", {
      cookie: scene.users.envAdmin.cookie,
      body: {
        environment: scene.environment,
        name: "Intake form",
        entity: scene.entities.person,
        action: "create",
        role: scene.roles.clerk,
        allowedOrigins: [HOST],
        expiresAt: inDays(30),
        ...overrides,
      },
    });
    expect(created.status).toBe(201);
    return created.body as { id: number; token: string };
  };
  /** A call as another site's page makes it: no cookie, no app header, the token in Authorization. */
  const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, body?: unknown, origin = HOST) =>
    api.request(method, url, {
      appHeader: false,
      headers: { origin, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body }),
    });
  const records = async () =>
    (
      await api.db.query<{ n: number }>(
        "select count(*)::int as n from content_dossiers where def_dossier_id = $1",
        [scene.entities.person],
      )
    )[0]?.n ?? 0;

  beforeAll(async () => {
    scene = await recordsScene(api, 8400);
    const made = await makeToken();
    createToken = made.token;
    createTokenId = made.id;
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: {
        defDossier: scene.entities.person,
        [scene.person.name.edit]: "Existing person",
        [scene.person.salary.edit]: SALARY,
      },
    });
    record = created.body.id;
  }, 60_000);

  it("answers the form: the token, its origins and the bundle as the token's role sees it", async () => {
    const form = await call("GET", "/api/embed/form?locale=en_GB", createToken);
    expect(form.status).toBe(200);
    expect(form.headers["access-control-allow-origin"]).toBe(HOST);
    expect(form.setCookie).toEqual([]);
    expect(form.body.token).toEqual({ name: "Intake form", action: "create", entity: scene.entities.person });
    expect(form.body.allowedOrigins).toEqual([HOST]);
    expect(form.body.record).toBeUndefined();
    const clerkBundle = await api.request(
      "GET",
      `/api/defdossier/${scene.entities.person}/bundle?locale=en_GB`,
      {
        cookie: scene.users.clerk.cookie,
      },
    );
    expect(form.body.bundle.entity).toEqual(clerkBundle.body.entity);
    expect(form.body.bundle.positions).toEqual(clerkBundle.body.positions);
    expect(form.body.bundle.context).toMatchObject({ roles: [scene.roles.clerk], admin: false });
    const itemIds = form.body.bundle.positions.flatMap((p: { display_items: { id: number }[] }) =>
      p.display_items.map((i) => i.id),
    );
    expect(itemIds).toContain(scene.person.name.edit);
    // Salary is for managers only: the clerk's token does not even learn the item exists.
    expect(itemIds).not.toContain(scene.person.salary.edit);
  });

  it("creates a record with the role's rules and logs it under the token's name", async () => {
    const created = await call("POST", "/api/embed/record", createToken, {
      values: { [scene.person.name.edit]: "Embedded person", [scene.person.company.edit]: "Acme" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), uuid: expect.any(String) });
    expect(created.headers["access-control-allow-origin"]).toBe(HOST);
    const [row] = await api.db.query<{ summary: string; created_by: number | null }>(
      "select summary, created_by from content_dossiers where id = $1",
      [created.body.id],
    );
    expect(row).toEqual({ summary: expect.stringContaining("Embedded person"), created_by: null });
    const log = await api.request(
      "GET",
      `/api/dossierlog?environment=${scene.environment}&dossier=${created.body.id}`,
      { cookie: scene.users.envAdmin.cookie },
    );
    expect(log.status).toBe(200);
    expect(log.body.results).toEqual([
      expect.objectContaining({
        type: "change",
        user_id: null,
        username: "Embed token: Intake form",
        changes: expect.arrayContaining([
          expect.objectContaining({ defDisplayItemName: "Name", newValue: "Embedded person" }),
        ]),
      }),
    ]);
  });

  it("refuses a field hidden for the role, an option hidden for it and invalid values: 400, nothing written", async () => {
    const before = await records();
    const hidden = await call("POST", "/api/embed/record", createToken, {
      values: { [scene.person.name.edit]: "Sneaky", [scene.person.salary.edit]: 100_000 },
    });
    expect(hidden.status).toBe(400);
    expect(hidden.body.errors).toEqual({ [scene.person.salary.edit]: NOT_WRITABLE });
    expect(hidden.headers["access-control-allow-origin"]).toBe(HOST);
    const computed = await call("POST", "/api/embed/record", createToken, {
      values: { [scene.person.name.edit]: "Sneaky", [scene.person.total.show]: 5, defDossier: 1 },
    });
    expect(computed.body.errors).toEqual({
      [scene.person.total.show]: NOT_WRITABLE,
      defDossier: NOT_WRITABLE,
    });
    const vip = await call("POST", "/api/embed/record", createToken, {
      values: { [scene.person.name.edit]: "Sneaky", [scene.person.kind.edit]: [scene.options.vip] },
    });
    expect(vip.status).toBe(400);
    expect(Object.keys(vip.body.errors)).toEqual([String(scene.person.kind.edit)]);
    const missing = await call("POST", "/api/embed/record", createToken, { values: {} });
    expect(missing.body.errors).toEqual({ [scene.person.name.edit]: "This is a required field" });
    const shapeless = await call("POST", "/api/embed/record", createToken, { values: [1] });
    expect(shapeless.body.errors).toEqual({ values: "This value is not valid" });
    expect(await records()).toBe(before);
  });

  it("refuses forged, garbled, missing, expired and revoked tokens", async () => {
    const [uuid, signature] = createToken.split(".") as [string, string];
    // The last but one character changes (the last may hold only padding bits), to one it is not already.
    const changed = signature.at(-2) === "A" ? "B" : "A";
    const flipped = `${signature.slice(0, -2)}${changed}${signature.slice(-1)}`;
    const forged = await call("GET", "/api/embed/form", `${uuid}.${flipped}`);
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: TOKEN_INVALID });
    expect((await call("GET", "/api/embed/form", "not-a-token")).body).toEqual({ message: TOKEN_INVALID });
    const otherUuid = "00000000-0000-4000-8000-000000000000";
    expect((await call("GET", "/api/embed/form", `${otherUuid}.${signature}`)).status).toBe(401);
    const none = await call("GET", "/api/embed/form");
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: TOKEN_REQUIRED });

    const expiring = await makeToken({ name: "Expiring" });
    await api.db.query("update embed_tokens set expires_at = now() - interval '1 minute' where id = $1", [
      expiring.id,
    ]);
    const expired = await call("POST", "/api/embed/record", expiring.token, {
      values: { [scene.person.name.edit]: "Late" },
    });
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual({ message: TOKEN_EXPIRED });

    const revoking = await makeToken({ name: "Revoked" });
    await api.request("DELETE", `/api/embedtoken/${revoking.id}`, { cookie: scene.users.envAdmin.cookie });
    const revoked = await call("GET", "/api/embed/form", revoking.token);
    expect(revoked.status).toBe(403);
    expect(revoked.body).toEqual({ message: TOKEN_REVOKED });
  });

  it("refuses a token for anything but its one action and record", async () => {
    const show = await makeToken({ name: "Show", action: "show", record, role: scene.roles.viewer });
    const before = await records();
    const created = await call("POST", "/api/embed/record", show.token, {
      values: { [scene.person.name.edit]: "x" },
    });
    expect(created.status).toBe(403);
    expect(created.body).toEqual({ message: TOKEN_NOT_FOR_THIS });
    const edited = await call("PUT", "/api/embed/record", show.token, {
      values: { [scene.person.name.edit]: "x" },
    });
    expect(edited.status).toBe(403);
    expect((await call("PUT", "/api/embed/record", createToken, { values: {} })).status).toBe(403);
    expect(await records()).toBe(before);
    const form = await call("GET", "/api/embed/form", show.token);
    expect(form.status).toBe(200);
    expect(form.body.token).toEqual({ name: "Show", action: "show", entity: scene.entities.person, record });
    expect(form.body.record.content[scene.person.name.show]).toBe("Existing person");
    expect(JSON.stringify(form.body)).not.toContain(String(SALARY));
  });

  it("saves the edit token's record, 409 on a stale version", async () => {
    const edit = await makeToken({ name: "Edit", action: "edit", record });
    const form = await call("GET", "/api/embed/form", edit.token);
    const version = form.body.record.version;
    const saved = await call("PUT", "/api/embed/record", edit.token, {
      values: { [scene.person.company.edit]: "Edited through a token" },
      version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.id).toBe(record);
    expect(saved.body.content[scene.person.company.show]).toBe("Edited through a token");
    const stale = await call("PUT", "/api/embed/record", edit.token, {
      values: { [scene.person.company.edit]: "Too late" },
      version,
    });
    expect(stale.status).toBe(409);
    const hidden = await call("PUT", "/api/embed/record", edit.token, {
      values: { [scene.person.salary.edit]: 1 },
      version: saved.body.version,
    });
    expect(hidden.body.errors).toEqual({ [scene.person.salary.edit]: NOT_WRITABLE });
    const log = await api.db.query<{ username: string }>(
      "select username from dossier_logs where content_dossier_id = $1 and type = 'change'",
      [record],
    );
    expect(log.map((l) => l.username)).toEqual(["Embed token: Edit"]);
    expect(JSON.stringify(saved.body)).not.toContain(String(SALARY));
    const [stored] = await api.db.query<{ vals: Record<string, unknown> }>(
      `select vals from records_${scene.entities.person} where id = $1`,
      [record],
    );
    expect(stored?.vals[`f${scene.dataFields.salary}`]).toBe(SALARY);
  });

  it("fires the environment's create and update events for token writes, sent by the token", async () => {
    const admin = scene.users.envAdmin.cookie;
    const event = async (trigger: string) => {
      const made = await api.request("POST", "/api/event", {
        cookie: admin,
        body: {
          environment: scene.environment,
          name: `Token ${trigger}`,
          trigger,
          defDossier: scene.entities.person,
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.id as number;
    };
    const events = [await event("create"), await event("update")];
    // Nothing listens there: what counts is what was queued for it.
    const hook = await api.request("POST", "/api/webhook", {
      cookie: admin,
      body: { environment: scene.environment, name: "Intake hook", url: "http://127.0.0.1:9/intake", events },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const created = await call("POST", "/api/embed/record", createToken, {
      values: { [scene.person.name.edit]: "Sent by a token" },
    });
    expect(created.status).toBe(201);
    const edit = await makeToken({ name: "Editing hook", action: "edit", record: created.body.id });
    const form = await call("GET", "/api/embed/form", edit.token);
    const saved = await call("PUT", "/api/embed/record", edit.token, {
      values: { [scene.person.company.edit]: "Saved by a token" },
      version: form.body.record.version,
    });
    expect(saved.status).toBe(200);
    // Queued right after the answer, not in it.
    const queued = async () =>
      api.db.query<{ event_name: string; payload: { sender: unknown; record: { id: number } } }>(
        "select event_name, payload from webhook_deliveries where webhook_id = $1 order by id",
        [hook.body.id],
      );
    const until = Date.now() + 10_000;
    while ((await queued()).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect((await queued()).map((d) => [d.event_name, d.payload.sender, d.payload.record.id])).toEqual([
      ["Token create", { id: null, username: "Embed token: Intake form" }, created.body.id],
      ["Token update", { id: null, username: "Embed token: Editing hook" }, created.body.id],
    ]);
  });

  it("searches a link's records as the token's role, for a link of its form only", async () => {
    for (const name of ["Urgent", "Later"]) {
      const tag = await api.request("POST", "/api/contentdossier", {
        cookie: scene.users.manager.cookie,
        body: { defDossier: scene.entities.tag, [scene.tag.name.edit]: name },
      });
      expect(tag.status).toBe(201);
    }
    const found = await call("GET", `/api/embed/link/${scene.person.tags.edit}?q=urg`, createToken);
    expect(found.status).toBe(200);
    expect(found.headers["access-control-allow-origin"]).toBe(HOST);
    expect(found.body.results.map((row: { summary: string }) => row.summary)).toEqual(["Urgent"]);
    // An item that is no link, a link of another entity's form, and a show token: refused.
    const notLink = await call("GET", `/api/embed/link/${scene.person.name.edit}?q=a`, createToken);
    expect(notLink.status).toBe(404);
    const otherForm = await call("GET", `/api/embed/link/${scene.task.owner.edit}?q=a`, createToken);
    expect(otherForm.status).toBe(404);
    const show = await makeToken({ name: "Show links", action: "show", record });
    expect((await call("GET", `/api/embed/link/${scene.person.tags.edit}`, show.token)).status).toBe(403);
    // A role that may not see the linked entity gets its 403, not the records.
    await api.db.query("delete from role_credentials where role_id = $1 and credential = $2", [
      scene.roles.clerk,
      `kedo.defdossier.${scene.entities.tag}.show`,
    ]);
    const unseen = await call("GET", `/api/embed/link/${scene.person.tags.edit}?q=urg`, createToken);
    expect(unseen.status).toBe(403);
    expect(JSON.stringify(unseen.body)).not.toContain("Urgent");
    await api.db.query("insert into role_credentials (role_id, credential) values ($1, $2)", [
      scene.roles.clerk,
      `kedo.defdossier.${scene.entities.tag}.show`,
    ]);
  });

  describe("CORS and sessions", () => {
    it("gives Access-Control-Allow-Origin only to the token's origins", async () => {
      const foreign = await call("GET", "/api/embed/form", createToken, undefined, OTHER);
      expect(foreign.status).toBe(403);
      expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
      const before = await records();
      const foreignWrite = await call(
        "POST",
        "/api/embed/record",
        createToken,
        { values: { [scene.person.name.edit]: "x" } },
        OTHER,
      );
      expect(foreignWrite.status).toBe(403);
      expect(await records()).toBe(before);
      // The frame page calls from the server's own origin.
      const own = await call("GET", "/api/embed/form", createToken, undefined, "http://docket.test");
      expect(own.status).toBe(200);
      expect(own.headers["access-control-allow-origin"]).toBeUndefined();
    });

    it("answers preflights for origins a live token allows", async () => {
      const preflight = (origin: string) =>
        api.app.inject({
          method: "OPTIONS",
          url: "/api/embed/record",
          headers: {
            origin,
            "access-control-request-method": "POST",
            "access-control-request-headers": "authorization, content-type",
          },
        });
      const allowed = await preflight(HOST);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers["access-control-allow-origin"]).toBe(HOST);
      expect(String(allowed.headers["access-control-allow-headers"]).toLowerCase()).toBe(
        "authorization, content-type",
      );
      expect(allowed.headers["access-control-allow-credentials"]).toBeUndefined();
      const refused = await preflight(OTHER);
      expect(refused.statusCode).toBe(204);
      expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
    });

    it("is never granted by a session cookie, and a token is no session elsewhere", async () => {
      const withCookie = await api.request("GET", "/api/embed/form", { cookie: scene.users.envAdmin.cookie });
      expect(withCookie.status).toBe(401);
      const elsewhere = await api.request("GET", `/api/contentdossier/${record}`, {
        headers: { authorization: `Bearer ${createToken}` },
      });
      expect(elsewhere.status).toBe(401);
      const list = await api.request("GET", `/api/contentdossier?defDossier=${scene.entities.person}`, {
        headers: { authorization: `Bearer ${createToken}` },
      });
      expect(list.status).toBe(401);
      const admin = await api.request("GET", `/api/embedtoken?environment=${scene.environment}`, {
        headers: { authorization: `Bearer ${createToken}` },
      });
      expect(admin.status).toBe(401);
      expect(createTokenId).toBeGreaterThan(0);
    });
  });
});

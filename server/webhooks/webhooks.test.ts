import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember } from "../records/testing/installFixture";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi, type TestUser } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";
import { DeliveryWorker } from "./deliveryWorker";
import { WebhookReceiver } from "./testing/webhookReceiver";

const settings = { pollMs: 100, retryBaseMs: 100, timeoutMs: 800, maxAttempts: 3 };

type Truthy<T> = Exclude<T, false | null | undefined | 0 | "">;

/** Waits until `check` answers something truthy (the worker posts in the background). */
async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 15_000): Promise<Truthy<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > until) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const expectedSignature = (secret: string, body: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

describeApi(
  "events and webhooks",
  (api) => {
    const setup = setupApi(api);
    const receiver = new WebhookReceiver();
    let base: string;
    let scene: RecordsScene;
    /** A clerk (who may not see the salary) who also manages events and webhooks. */
    let hooker: TestUser & { cookie: string };

    beforeAll(async () => {
      base = await receiver.start();
      scene = await recordsScene(api, 2100);
      hooker = await api.loggedInUser({ name: "hooker" });
      const role = await setup.role(scene.users.admin.cookie, scene.environment, [
        "kedo.event",
        "kedo.webhooks",
      ]);
      await addMember(api.db, scene.environment, hooker.id, [scene.roles.clerk, role]);
    }, 60_000);
    afterAll(() => receiver.stop());

    const post = (cookie: string, url: string, body: unknown) => api.request("POST", url, { cookie, body });
    const newEvent = async (body: Record<string, unknown>, cookie = hooker.cookie) => {
      const response = await post(cookie, "/api/event", { environment: scene.environment, ...body });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id as number;
    };
    const newWebhook = async (path: string, events: number[], cookie = hooker.cookie) => {
      const response = await post(cookie, "/api/webhook", {
        environment: scene.environment,
        name: api.unique("Hook "),
        url: `${base}${path}`,
        events,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body as { id: number; uuid: string; secret: string };
    };
    const newPerson = async (name: string, values: Record<string, unknown> = {}) => {
      const response = await post(scene.users.manager.cookie, "/api/contentdossier", {
        defDossier: scene.entities.person,
        [scene.person.name.edit]: name,
        ...values,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.id as number;
    };
    const log = async (webhook: number) => {
      const response = await api.request("GET", `/api/webhook/${webhook}/delivery`, {
        cookie: hooker.cookie,
      });
      expect(response.status).toBe(200);
      return response.body.results as {
        id: number;
        status: string;
        attempts: number;
        status_code: number | null;
        error: string | null;
        attempt_log: { attempt: number; status_code: number | null; error: string | null }[];
      }[];
    };

    it("posts a record create to the webhook, signed with its secret, holding only what its owner may see", async () => {
      const event = await newEvent({
        name: "Person created",
        trigger: "create",
        defDossier: scene.entities.person,
      });
      const hook = await newWebhook("/created", [event]);
      expect(hook.secret).toMatch(/^[0-9a-f]{64}$/);
      const read = await api.request("GET", `/api/webhook/${hook.id}`, { cookie: hooker.cookie });
      expect(read.body).not.toHaveProperty("secret");
      expect(read.body).toMatchObject({ url: `${base}/created`, events: [event], owner: { id: hooker.id } });

      const person = await newPerson("Ada Webhook", { [scene.person.salary.edit]: 987654 });
      const [call] = await eventually(
        () => receiver.callsTo("/created").length > 0 && receiver.callsTo("/created"),
      );
      expect(call?.headers["x-docket-signature"]).toBe(expectedSignature(hook.secret, call?.body ?? ""));
      expect(call?.headers["content-type"]).toBe("application/json");
      const payload = JSON.parse(call?.body ?? "{}");
      expect(payload).toMatchObject({
        event: { id: event, name: "Person created", trigger: "create" },
        environment: scene.environment,
        sender: { id: scene.users.manager.id },
        record: {
          id: person,
          defDossier: scene.entities.person,
          summary: expect.stringContaining("Ada Webhook"),
        },
      });
      expect(Object.values(payload.record.values)).toContain("Ada Webhook");
      // The salary is shown to managers only; the owner is a clerk.
      expect(payload.record.values).not.toHaveProperty(`f${scene.dataFields.salary}`);
      expect(call?.body).not.toContain("987654");

      const [entry] = await eventually(async () => {
        const rows = await log(hook.id);
        return rows[0]?.status === "delivered" && rows;
      });
      expect(entry).toMatchObject({
        attempts: 1,
        status_code: 200,
        attempt_log: [{ attempt: 1, status_code: 200 }],
      });
    });

    it("retries a refusal with backoff, logs every attempt, and sends again on request", async () => {
      const event = await newEvent({
        name: "Person changed",
        trigger: "update",
        defDossier: scene.entities.person,
      });
      const hook = await newWebhook("/refusing", [event]);
      receiver.plan("/refusing", [500]);
      const person = await newPerson("Retry Me");
      const changed = await api.request("PUT", `/api/contentdossier/${person}`, {
        cookie: scene.users.manager.cookie,
        body: { [scene.person.name.edit]: "Retried" },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);

      const [delivery] = await eventually(async () => {
        const rows = await log(hook.id);
        return rows[0]?.status === "delivered" && rows;
      });
      expect(delivery).toMatchObject({
        attempts: 2,
        status_code: 200,
        attempt_log: [
          { attempt: 1, status_code: 500, error: "HTTP 500" },
          { attempt: 2, status_code: 200, error: null },
        ],
      });
      const calls = receiver.callsTo("/refusing");
      expect(calls).toHaveLength(2);
      expect(calls[1]?.body).toBe(calls[0]?.body);
      expect(calls.map((c) => c.headers["x-docket-attempt"])).toEqual(["1", "2"]);

      const again = await post(hooker.cookie, `/api/webhook/delivery/${delivery?.id}/resend`, {});
      expect(again.status).toBe(201);
      await eventually(() => receiver.callsTo("/refusing").length === 3);
      expect(receiver.callsTo("/refusing")[2]?.body).toBe(calls[0]?.body);
      const rows = await eventually(async () => {
        const all = await log(hook.id);
        return all.length === 2 && all[0]?.status === "delivered" && all;
      });
      expect(rows.map((r) => r.id)).toEqual([again.body.id, delivery?.id]);
    });

    it("gives up after the last attempt and logs a receiver that does not answer in time", async () => {
      const event = await newEvent({
        name: "Person archived",
        trigger: "archive",
        defDossier: scene.entities.person,
      });
      const hook = await newWebhook("/down", [event]);
      receiver.plan("/down", ["hang", 503, 503]);
      const person = await newPerson("Archive Me");
      const archived = await api.request("GET", `/api/contentdossier/${person}/archive`, {
        cookie: scene.users.manager.cookie,
      });
      expect(archived.status).toBeLessThan(300);
      const [delivery] = await eventually(async () => {
        const rows = await log(hook.id);
        return rows[0]?.status === "failed" && rows;
      });
      expect(delivery?.attempt_log).toEqual([
        expect.objectContaining({ attempt: 1, status_code: null, error: "No answer within 0.8 s" }),
        expect.objectContaining({ attempt: 2, status_code: 503 }),
        expect.objectContaining({ attempt: 3, status_code: 503 }),
      ]);
    });

    it("fires a button event through PATCH /event/trigger/{itemId}/{dossierId}", async () => {
      const event = await newEvent({ name: "Button pressed", trigger: "button" });
      const hook = await newWebhook("/button", [event]);
      const [item] = await api.db.query<{ id: number }>(
        `insert into display_items (environment_id, def_dossier_id, display_position_id, view, settings)
         values ($1, $2, $3, 'show', $4::jsonb) returning id`,
        [
          scene.environment,
          scene.entities.person,
          scene.positions.main,
          JSON.stringify({ action: "fire_event", event_id: event }),
        ],
      );
      const person = await newPerson("Button Person");
      const fired = await api.request("PATCH", `/api/event/trigger/${item?.id}/${person}`, {
        cookie: scene.users.viewer.cookie,
      });
      expect(fired.status, JSON.stringify(fired.body)).toBe(200);
      expect(fired.body).toMatchObject({ message: "event_send", event, deliveries: 1 });
      const [call] = await eventually(
        () => receiver.callsTo("/button").length > 0 && receiver.callsTo("/button"),
      );
      expect(JSON.parse(call?.body ?? "{}")).toMatchObject({
        event: { id: event, trigger: "button" },
        record: { id: person },
        sender: { id: scene.users.viewer.id },
      });
      expect(call?.headers["x-docket-signature"]).toBe(expectedSignature(hook.secret, call?.body ?? ""));
      const outsider = await api.request("PATCH", `/api/event/trigger/${item?.id}/${person}`, {
        cookie: scene.users.nobody.cookie,
      });
      expect(outsider.status).toBe(403);
    });

    it("refuses a button event to a caller whose roles the button is hidden from", async () => {
      const event = await newEvent({ name: "Hidden button", trigger: "button" });
      await newWebhook("/hidden-button", [event]);
      const [item] = await api.db.query<{ id: number }>(
        `insert into display_items (environment_id, def_dossier_id, display_position_id, view, settings, permissions_type)
         values ($1, $2, $3, 'show', $4::jsonb, 'EXCLUDE_SELECTED_ROLES') returning id`,
        [
          scene.environment,
          scene.entities.person,
          scene.positions.main,
          JSON.stringify({ action: "fire_event", event_id: event }),
        ],
      );
      await api.db.query("insert into display_item_roles (display_item_id, role_id) values ($1, $2)", [
        item?.id,
        scene.roles.viewer,
      ]);
      const person = await newPerson("Hidden Button Person");
      const refused = await api.request("PATCH", `/api/event/trigger/${item?.id}/${person}`, {
        cookie: scene.users.viewer.cookie,
      });
      expect(refused.status).toBe(403);
      const [queued] = await api.db.query<{ n: number }>(
        "select count(*)::int as n from webhook_deliveries where event_id = $1",
        [event],
      );
      expect(queued?.n).toBe(0);
      const allowed = await api.request("PATCH", `/api/event/trigger/${item?.id}/${person}`, {
        cookie: scene.users.manager.cookie,
      });
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    });

    it("regenerates the secret: deliveries after it are signed with the new one", async () => {
      const event = await newEvent({
        name: "Person deleted",
        trigger: "delete",
        defDossier: scene.entities.person,
      });
      const hook = await newWebhook("/deleted", [event]);
      const fresh = await post(hooker.cookie, `/api/webhook/${hook.id}/secret`, {});
      expect(fresh.status).toBe(200);
      expect(fresh.body.secret).not.toBe(hook.secret);
      const person = await newPerson("Delete Me");
      const removed = await api.request("DELETE", `/api/contentdossier/${person}`, {
        cookie: scene.users.manager.cookie,
      });
      expect(removed.status).toBe(204);
      const [call] = await eventually(
        () => receiver.callsTo("/deleted").length > 0 && receiver.callsTo("/deleted"),
      );
      expect(call?.headers["x-docket-signature"]).toBe(
        expectedSignature(fresh.body.secret, call?.body ?? ""),
      );
      expect(JSON.parse(call?.body ?? "{}").record).toEqual({
        id: person,
        defDossier: scene.entities.person,
        deleted: true,
      });
    });

    it("refuses addresses that are not http(s), events of other environments and missing fields", async () => {
      for (const url of [
        "ftp://example.test/hook",
        "javascript:alert(1)",
        "file:///etc/passwd",
        "not a url",
      ]) {
        const response = await post(hooker.cookie, "/api/webhook", {
          environment: scene.environment,
          name: "Bad",
          url,
        });
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({
          url: "Enter a web address starting with http:// or https://",
        });
      }
      const missing = await post(hooker.cookie, "/api/webhook", { environment: scene.environment });
      expect(missing.body.errors).toMatchObject({
        name: "This is a required field",
        url: "This is a required field",
      });
      const bad = await post(hooker.cookie, "/api/webhook", {
        environment: scene.environment,
        name: "Foreign",
        url: `${base}/x`,
        events: [2_000_000_000],
      });
      expect(bad.body.errors).toEqual({ events: "This value is not valid" });
      const badEvent = await post(hooker.cookie, "/api/event", {
        environment: scene.environment,
        name: "x",
        trigger: "fly",
      });
      expect(badEvent.status).toBe(400);
      expect(badEvent.body.errors).toHaveProperty("trigger");
    });

    it("keeps events and webhooks to their managers and to environment and super admins", async () => {
      const list = (cookie: string, path: string) =>
        api.request("GET", `/api/${path}?environment=${scene.environment}`, { cookie });
      for (const path of ["webhook", "event"]) {
        expect((await list(scene.users.clerk.cookie, path)).status).toBe(403);
        expect((await list(scene.users.outsider.cookie, path)).status).toBe(403);
        expect((await list(scene.users.envAdmin.cookie, path)).status).toBe(200);
        expect((await list(scene.users.admin.cookie, path)).status).toBe(200);
        expect((await list(hooker.cookie, path)).status).toBe(200);
      }
      const hooks = (await list(hooker.cookie, "webhook")).body;
      expect(hooks.pager).toMatchObject({ current: 1, limit: 10 });
      expect(JSON.stringify(hooks)).not.toMatch(/secret/);
      const someHook = hooks.results[0].id;
      expect(
        (await api.request("GET", `/api/webhook/${someHook}/delivery`, { cookie: scene.users.clerk.cookie }))
          .status,
      ).toBe(403);
      expect(
        (await api.request("DELETE", `/api/webhook/${someHook}`, { cookie: scene.users.viewer.cookie }))
          .status,
      ).toBe(403);
    });

    it("a manager who re-points a webhook owns it: its payloads hold only what they may see", async () => {
      const event = await newEvent({
        name: "Admin's create",
        trigger: "create",
        defDossier: scene.entities.person,
      });
      const hook = await newWebhook("/admin", [event], scene.users.admin.cookie);
      await newPerson("Seen By Admin", { [scene.person.salary.edit]: 111222 });
      const [call] = await eventually(
        () => receiver.callsTo("/admin").length > 0 && receiver.callsTo("/admin"),
      );
      expect(call?.body).toContain("111222");
      const moved = await api.request("PATCH", `/api/webhook/${hook.id}`, {
        cookie: hooker.cookie,
        body: { url: `${base}/moved` },
      });
      expect(moved.body.owner).toMatchObject({ id: hooker.id });
      const [delivery] = await log(hook.id);
      await post(hooker.cookie, `/api/webhook/delivery/${delivery?.id}/resend`, {});
      const [again] = await eventually(
        () => receiver.callsTo("/moved").length > 0 && receiver.callsTo("/moved"),
      );
      expect(again?.body).toContain("Seen By Admin");
      expect(again?.body).not.toContain("111222");
    });

    it("lists an entity's button events for the designer's action button (GET /event?defDossier)", async () => {
      const button = await newEvent({
        name: "Designer button",
        trigger: "button",
        defDossier: scene.entities.task,
      });
      const anyButton = await newEvent({ name: "Any button", trigger: "button" });
      await newEvent({ name: "Task created", trigger: "create", defDossier: scene.entities.task });
      await newEvent({ name: "Person button", trigger: "button", defDossier: scene.entities.person });
      const designer = await api.request("GET", `/api/event?defDossier=${scene.entities.task}`, {
        cookie: scene.users.envAdmin.cookie,
      });
      expect(designer.status).toBe(200);
      const ids = designer.body.results.map((event: { id: number }) => event.id);
      expect(ids).toEqual(expect.arrayContaining([button, anyButton]));
      expect(designer.body.results.every((event: { trigger: string }) => event.trigger === "button")).toBe(
        true,
      );
      expect(designer.body.results.map((event: { name: string }) => event.name)).not.toContain(
        "Person button",
      );
      expect(designer.body.pager.limit).toBe(200);
    });

    it("documents its calls in the OpenAPI document", async () => {
      const docs = await api.request("GET", "/api/docs/json", { cookie: scene.users.admin.cookie });
      const paths = docs.body.paths as Record<string, Record<string, unknown>>;
      for (const [path, method] of [
        ["/api/event", "get"],
        ["/api/event", "post"],
        ["/api/event/{id}", "patch"],
        ["/api/event/trigger/{itemId}/{dossierId}", "patch"],
        ["/api/webhook", "post"],
        ["/api/webhook/{id}", "delete"],
        ["/api/webhook/{id}/secret", "post"],
        ["/api/webhook/{id}/delivery", "get"],
        ["/api/webhook/delivery/{id}/resend", "post"],
      ] as const) {
        expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
    });

    it("picks up after a stopped process: a claimed row is posted again once its lease ends, not before", async () => {
      const event = await newEvent({ name: "Leased", trigger: "create", defDossier: scene.entities.note });
      const hook = await newWebhook("/leased", [event]);
      // As a process that claimed these rows (attempt 1) and stopped before posting would have left them.
      const rows = await api.db.query<{ id: number; uuid: string }>(
        `insert into webhook_deliveries (webhook_id, event_id, event_name, payload, attempts, next_attempt_at)
         values ($1, $2, 'Leased', '{"lease": "ended"}'::jsonb, 1, now() - interval '1 second'),
                ($1, $2, 'Leased', '{"lease": "running"}'::jsonb, 1, now() + interval '1 hour')
         returning id, uuid`,
        [hook.id, event],
      );
      const [ended, running] = rows;
      await eventually(() => receiver.callsTo("/leased").length > 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const calls = receiver.callsTo("/leased");
      expect(
        calls.map((call) => [call.headers["x-docket-delivery"], call.headers["x-docket-attempt"]]),
      ).toEqual([[ended?.uuid, "2"]]);
      const states = await api.db.query<{ id: number; status: string }>(
        "select id, status from webhook_deliveries where webhook_id = $1 order by id",
        [hook.id],
      );
      expect(states).toEqual([
        { id: ended?.id, status: "delivered" },
        { id: running?.id, status: "pending" },
      ]);
    });

    describe("two workers on one outbox", () => {
      it("post each delivery once (rows are claimed with FOR UPDATE SKIP LOCKED)", async () => {
        const event = await newEvent({ name: "Bulk", trigger: "create", defDossier: scene.entities.tag });
        const hook = await newWebhook("/bulk", [event]);
        await api.request("PATCH", `/api/webhook/${hook.id}`, {
          cookie: hooker.cookie,
          body: { active: false },
        });
        // Queued while the webhook is off, so that the workers find them all due at once.
        await api.db.query(
          `insert into webhook_deliveries (webhook_id, event_id, event_name, payload)
           select $1, $2, 'Bulk', jsonb_build_object('n', n) from generate_series(1, 12) n`,
          [hook.id, event],
        );
        const quiet = { warn() {} };
        const workers = [
          new DeliveryWorker(api.db, settings, quiet),
          new DeliveryWorker(api.db, settings, quiet),
        ];
        await api.db.query("update webhooks set active = true where id = $1", [hook.id]);
        await Promise.all(workers.map((worker) => worker.deliverDue()));
        await Promise.all(workers.map((worker) => worker.deliverDue()));
        await eventually(async () => {
          const rows = await api.db.query<{ status: string; attempts: number }>(
            "select status, attempts from webhook_deliveries where webhook_id = $1",
            [hook.id],
          );
          return rows.every((r) => r.status === "delivered") && rows;
        });
        const uuids = receiver.callsTo("/bulk").map((call) => call.headers["x-docket-delivery"]);
        expect(uuids, JSON.stringify(receiver.callsTo("/bulk"))).toHaveLength(12);
        expect(new Set(uuids).size).toBe(12);
        const attempts = await api.db.query<{ n: number }>(
          `select count(*)::int as n from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
            where d.webhook_id = $1`,
          [hook.id],
        );
        expect(attempts[0]?.n).toBe(12);
      });
    });
  },
  { webhooks: settings },
);

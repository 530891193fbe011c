import { beforeAll, describe, expect, it } from "vitest";
import { jsonb } from "../db/database";
import { type RecordsScene, recordsScene } from "../records/testing/recordsScene";
import { describeApi } from "../testing/apiHarness";
import { readOutbox } from "../testing/outbox";
import { today } from "./shareInput";

describeApi("secure share", (api) => {
  let scene: RecordsScene;
  let other: RecordsScene;
  let person: number;
  let task: number;

  const inDays = (days: number) => {
    const date = new Date(`${today()}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10).split("-").reverse().join("-");
  };
  const share = (cookie: string | undefined, id: number, body: unknown) =>
    api.request("POST", `/api/dossier/${id}/secureshare`, { cookie, body });
  const shares = async () =>
    (await api.db.query<{ n: number }>("select count(*)::int as n from secure_shares"))[0]?.n ?? 0;
  const body = () => ({
    activeUntil: inDays(7),
    contacts: [{ email: "jan@example.org", mobile: "0612345678" }, { email: "els@example.org" }],
    settings: { share_type: "positions", share_value: [scene.positions.main] },
  });

  beforeAll(async () => {
    scene = await recordsScene(api, 7500);
    other = await recordsScene(api, 7600);
    await api.db.query(
      `insert into environment_modules (environment_id, module_id, settings)
       select $1, id, $2::jsonb from modules where name = 'secureshare'`,
      [scene.environment, jsonb({ entities: [{ def_dossier_id: scene.entities.person, templates: [41] }] })],
    );
    await api.db.query("insert into role_credentials (role_id, credential) values ($1, $2)", [
      scene.roles.manager,
      `kedo.defdossier.${scene.entities.person}.secureshare`,
    ]);
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: "Shared person" },
    });
    person = created.body.id;
    const createdTask = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: {
        defDossier: scene.entities.task,
        [scene.task.title.edit]: "Shared task",
        [scene.task.invoice.edit]: "I-1",
      },
    });
    task = createdTask.body.id;
  }, 60_000);

  it("stores the share, mails each contact a link of their own and logs it", async () => {
    const mailsBefore = readOutbox(api.dataDir).length;
    const response = await share(scene.users.manager.cookie, person, body());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), uuid: expect.any(String) });
    const [stored] = await api.db.query<{ share_type: string; share_value: unknown; active_until: string }>(
      "select share_type, share_value, to_char(active_until, 'DD-MM-YYYY') as active_until from secure_shares where id = $1",
      [response.body.id],
    );
    expect(stored).toEqual({
      share_type: "positions",
      share_value: [scene.positions.main],
      active_until: inDays(7),
    });

    const mails = readOutbox(api.dataDir).slice(mailsBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(["els@example.org", "jan@example.org"]);
    const links = mails.map((m) => /http:\/\/docket\.test\/secureshare\/[\w-]+/.exec(m.text)?.[0]);
    expect(links.every(Boolean)).toBe(true);
    expect(new Set(links).size).toBe(2);
    expect(mails[0]?.text).toContain("Shared person");
    expect(mails[0]?.text).toContain(`until ${inDays(7)}`);

    const log = await api.request(
      "GET",
      `/api/dossierlog?environment=${scene.environment}&dossier=${person}&type=secureshare`,
      { cookie: scene.users.manager.cookie },
    );
    expect(log.body.results).toEqual([
      expect.objectContaining({
        type: "secureshare",
        user_id: scene.users.manager.id,
        extra_data: {
          shareType: "positions",
          shareValue: [scene.positions.main],
          contacts: [{ email: "jan@example.org", mobile: "0612345678" }, { email: "els@example.org" }],
        },
      }),
    ]);
  });

  it("shares an allowed document template", async () => {
    const response = await share(scene.users.envAdmin.cookie, person, {
      ...body(),
      activeUntil: inDays(0),
      settings: { share_type: "template", share_value: 41 },
    });
    expect(response.status).toBe(201);
  });

  describe("bad input", () => {
    it("answers every problem at once and stores and mails nothing", async () => {
      const before = await shares();
      const mailsBefore = readOutbox(api.dataDir).length;
      const empty = await share(scene.users.manager.cookie, person, {});
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({
        errors: {
          activeUntil: "This is a required field",
          contacts: "This is a required field",
          "settings.share_value": "This is a required field",
        },
      });
      const wrong = await share(scene.users.manager.cookie, person, {
        activeUntil: inDays(-1),
        contacts: [{ email: "jan@example.org" }, { email: "not an address" }, {}],
        settings: { share_type: "everything", share_value: [1] },
      });
      expect(wrong.body.errors).toEqual({
        activeUntil: "This value is not valid",
        "contacts.1.email": "Enter a valid email address",
        "contacts.2.email": "This is a required field",
        "settings.share_type": "This value is not valid",
      });
      const impossible = await share(scene.users.manager.cookie, person, {
        ...body(),
        activeUntil: "31-02-2030",
      });
      expect(impossible.body.errors).toEqual({ activeUntil: "This value is not valid" });
      const foreignPosition = await share(scene.users.manager.cookie, person, {
        ...body(),
        settings: { share_type: "positions", share_value: [other.positions.main] },
      });
      expect(foreignPosition.body.errors).toEqual({ "settings.share_value": "This value is not valid" });
      const template = await share(scene.users.manager.cookie, person, {
        ...body(),
        settings: { share_type: "template", share_value: 42 },
      });
      expect(template.body.errors).toEqual({ "settings.share_value": "This value is not valid" });
      const text = await api.request("POST", `/api/dossier/${person}/secureshare`, {
        cookie: scene.users.manager.cookie,
        body: "plain words",
        headers: { "content-type": "text/plain" },
      });
      expect([400, 415]).toContain(text.status);
      expect(await shares()).toBe(before);
      expect(readOutbox(api.dataDir).length).toBe(mailsBefore);
    });
  });

  it("answers 400, never 500, to bodies of the wrong shapes", async () => {
    const bodies: unknown[] = [
      [],
      { activeUntil: 20300101, contacts: "jan@example.org", settings: "positions" },
      { activeUntil: ["01-01-2030"], contacts: [null, 5, "x"], settings: { share_type: 7, share_value: {} } },
      { ...body(), contacts: Array.from({ length: 101 }, (_, i) => ({ email: `c${i}@example.org` })) },
      { ...body(), activeUntil: "2030-01-01garbage" },
      { ...body(), settings: { share_type: "template", share_value: "abc" } },
      { ...body(), settings: { share_type: "positions", share_value: ["1", 2.5] } },
    ];
    for (const shape of bodies) {
      const response = await share(scene.users.manager.cookie, person, shape);
      expect(response.status, JSON.stringify(shape)).toBe(400);
      expect(Object.keys(response.body.errors).length).toBeGreaterThan(0);
    }
  });

  describe("permissions", () => {
    it("needs the secureshare right, membership and the module for the entity", async () => {
      const before = await shares();
      expect((await share(scene.users.clerk.cookie, person, body())).status).toBe(403);
      expect((await share(scene.users.viewer.cookie, person, body())).status).toBe(403);
      expect((await share(scene.users.outsider.cookie, person, body())).status).toBe(403);
      expect((await share(other.users.envAdmin.cookie, person, body())).status).toBe(403);
      expect((await share(undefined, person, body())).status).toBe(401);
      // The module is not configured for tasks, not even for an environment admin.
      expect((await share(scene.users.envAdmin.cookie, task, body())).status).toBe(403);
      expect((await share(scene.users.manager.cookie, 999_999, body())).status).toBe(404);
      expect(await shares()).toBe(before);
    });

    it("is refused when the module is switched off", async () => {
      await api.db.query("update environment_modules set active = false where environment_id = $1", [
        scene.environment,
      ]);
      try {
        expect((await share(scene.users.manager.cookie, person, body())).status).toBe(403);
      } finally {
        await api.db.query("update environment_modules set active = true where environment_id = $1", [
          scene.environment,
        ]);
      }
    });
  });
});

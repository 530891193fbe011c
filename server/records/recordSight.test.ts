import { beforeAll, describe, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

/** A value no answer to a clerk may hold: the salary item is shown to managers only. */
const SENTINEL = 918_273;

describeApi("values hidden for the caller's roles", (api) => {
  let scene: RecordsScene;
  let person: number;
  let task: number;

  beforeAll(async () => {
    scene = await recordsScene(api, 7600);
    const created = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: {
        defDossier: scene.entities.person,
        [scene.person.name.edit]: "Subject",
        [scene.person.salary.edit]: 1000,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    person = created.body.id;
    const changed = await api.request("PUT", `/api/contentdossier/${person}`, {
      cookie: scene.users.manager.cookie,
      body: { [scene.person.name.edit]: "Subject", [scene.person.salary.edit]: SENTINEL },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const made = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: {
        defDossier: scene.entities.task,
        [scene.task.title.edit]: "Visit",
        [scene.task.owner.edit]: [person],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    task = made.body.id;
  }, 60_000);

  const path = (origin: number, fieldPath: string, cookie: string) =>
    api.request("POST", "/api/contentdossier/fieldpath", {
      cookie,
      body: { originDossier: origin, environment: scene.environment, path: fieldPath },
    });
  const log = (cookie: string) =>
    api.request("GET", `/api/dossierlog?environment=${scene.environment}&dossier=${person}`, { cookie });

  describe("POST fieldpath", () => {
    it("refuses a path that ends in a field hidden from the caller, from the record or through a link", async () => {
      for (const [origin, fieldPath] of [
        [person, "salary"],
        [task, "owner.salary"],
      ] as const) {
        const refused = await path(origin, fieldPath, scene.users.clerk.cookie);
        expect(refused.status).toBe(403);
        expect(JSON.stringify(refused.body)).not.toContain(String(SENTINEL));
        const allowed = await path(origin, fieldPath, scene.users.manager.cookie);
        expect(allowed.body).toEqual({ path: fieldPath, values: [SENTINEL] });
      }
      expect((await path(task, "owner.name", scene.users.clerk.cookie)).body.values).toEqual(["Subject"]);
    });
  });

  describe("GET dossierlog", () => {
    it("leaves out changes of values hidden from the caller, and never answers the stored keys", async () => {
      const asManager = await log(scene.users.manager.cookie);
      const changes = asManager.body.results.flatMap((entry: { changes: unknown[] }) => entry.changes);
      const salary = changes.find((c: { defDisplayItemName: string }) => c.defDisplayItemName === "Salary");
      // The log holds the value as people read it (formatted), so that is what must not reach the clerk.
      expect(salary).toEqual({
        defDisplayItemName: "Salary",
        oldValue: expect.any(String),
        newValue: expect.any(String),
      });
      expect(salary.newValue.replace(/\D/g, "")).toContain(String(SENTINEL));
      expect(JSON.stringify(asManager.body)).not.toContain('"key"');
      const asClerk = await log(scene.users.clerk.cookie);
      expect(asClerk.status).toBe(200);
      expect(asClerk.body.results.length).toBeGreaterThan(0);
      expect(JSON.stringify(asClerk.body)).not.toContain(salary.newValue);
      expect(JSON.stringify(asClerk.body)).not.toContain("Salary");
    });

    it("shows entries written without keys only to callers from whom nothing of the entity is hidden", async () => {
      await api.db.query(
        `insert into dossier_logs (environment_id, def_dossier_id, content_dossier_id, user_id, username, type, changes)
         values ($1, $2, $3, null, 'legacy', 'change', $4::jsonb)`,
        [
          scene.environment,
          scene.entities.person,
          person,
          JSON.stringify([{ defDisplayItemName: "Salary", oldValue: "1", newValue: String(SENTINEL + 1) }]),
        ],
      );
      expect(JSON.stringify((await log(scene.users.clerk.cookie)).body)).not.toContain(String(SENTINEL + 1));
      expect(JSON.stringify((await log(scene.users.manager.cookie)).body)).toContain(String(SENTINEL + 1));
    });
  });
});

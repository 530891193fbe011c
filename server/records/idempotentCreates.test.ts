import { beforeAll, expect, it } from "vitest";
import {
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_HEADER,
  KEY_REUSED,
  REPLAYED_HEADER,
} from "../http/idempotency";
import { describeApi } from "../testing/apiHarness";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

describeApi("idempotent creates", (api) => {
  let scene: RecordsScene;
  beforeAll(async () => {
    scene = await recordsScene(api, 9300);
    await api.db.query("insert into role_credentials (role_id, credential) values ($1, $2)", [
      scene.roles.manager,
      `kedo.defdossier.${scene.entities.person}.merge`,
    ]);
  }, 60_000);

  const named = async (name: string) =>
    (
      await api.db.query<{ n: number }>(
        `select count(*)::int as n from records_${scene.entities.person} r, jsonb_each(r.vals) v
          where v.value = to_jsonb($1::text)`,
        [name],
      )
    )[0]?.n;
  const createPerson = (name: string, key: string, cookie = scene.users.manager.cookie) =>
    api.request("POST", "/api/contentdossier", {
      cookie,
      headers: { [IDEMPOTENCY_HEADER]: key },
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: name },
    });
  const recordCount = async () =>
    (await api.db.query<{ n: number }>("select count(*)::int as n from content_dossiers"))[0]?.n;

  it("a retry with the same key gets the first answer and creates nothing", async () => {
    const first = await createPerson("Once", "key-retry");
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const retry = await createPerson("Once", "key-retry");
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers[REPLAYED_HEADER]).toBe("true");
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await named("Once")).toBe(1);
  });

  it("retries arriving together create one record and all get its answer", async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => createPerson("Together", "key-together")),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await named("Together")).toBe(1);
  });

  it("the key with another request answers 422 and creates nothing", async () => {
    await createPerson("First body", "key-other-body");
    const before = await recordCount();
    const other = await createPerson("Second body", "key-other-body");
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: KEY_REUSED });
    expect(await recordCount()).toBe(before);
  });

  it("keys are per user, a failed create keeps no answer, and without a key every post creates", async () => {
    expect((await createPerson("Mine", "key-shared")).status).toBe(201);
    expect((await createPerson("Mine", "key-shared", scene.users.clerk.cookie)).status).toBe(201);
    expect(await named("Mine")).toBe(2);

    const invalid = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      headers: { [IDEMPOTENCY_HEADER]: "key-failed" },
      body: { defDossier: scene.entities.person, [scene.person.name.edit]: "" },
    });
    expect(invalid.status).toBe(400);
    expect((await createPerson("After a failure", "key-failed")).status).toBe(201);

    for (let i = 0; i < 2; i++) {
      const plain = await api.request("POST", "/api/contentdossier", {
        cookie: scene.users.manager.cookie,
        body: { defDossier: scene.entities.person, [scene.person.name.edit]: "No key" },
      });
      expect(plain.status).toBe(201);
    }
    expect(await named("No key")).toBe(2);
  });

  it("a retried merge makes one merged record", async () => {
    const left = (await createPerson("Left", "key-left")).body.id as number;
    const right = (await createPerson("Right", "key-right")).body.id as number;
    const merge = () =>
      api.request("POST", "/api/contentdossier/merge", {
        cookie: scene.users.manager.cookie,
        headers: { [IDEMPOTENCY_HEADER]: "key-merge" },
        body: {
          environment: scene.environment,
          dossiers: { action: "keep", ids: [left, right] },
          mergeDossier: [{ id: scene.person.name.edit, content: "Right" }],
        },
      });
    const before = await recordCount();
    const first = await merge();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const retry = await merge();
    expect(retry.body).toEqual(first.body);
    expect(await recordCount()).toBe((before ?? 0) + 1);
  });

  it("forgets a key after 24 hours: it creates anew, and old keys are deleted", async () => {
    await createPerson("Yesterday", "key-old");
    await api.db.query(
      "update idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-old'",
    );
    expect((await createPerson("Today", "key-old")).status).toBe(201);
    expect(await named("Today")).toBe(1);

    await api.db.query(
      "update idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-old'",
    );
    await deleteExpiredIdempotencyKeys(api.db);
    expect(await api.db.query("select 1 from idempotency_keys where key = 'key-old'")).toEqual([]);
    expect((await api.db.query("select 1 from idempotency_keys")).length).toBeGreaterThan(0);
  });
});

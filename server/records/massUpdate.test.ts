import { beforeAll, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { RECORDS_CHANGED_BY_SOMEONE_ELSE } from "./recordVersions";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

const REQUIRED = "This is a required field";
const INVALID = "This value is not valid";

describeApi("mass update", (api) => {
  let scene: RecordsScene;
  beforeAll(async () => {
    scene = await recordsScene(api, 7500);
    for (const role of [scene.roles.manager, scene.roles.clerk]) {
      await api.db.query("insert into role_credentials (role_id, credential) values ($1, $2)", [
        role,
        `kedo.defdossier.${scene.entities.person}.massupdate`,
      ]);
    }
  }, 60_000);

  const p = () => scene.person;
  const create = async (values: Record<string, unknown>, entity = scene.entities.person) => {
    const response = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: entity, ...values },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as number;
  };
  const content = async (id: number) => {
    const response = await api.request("GET", `/api/contentdossier/${id}`, {
      cookie: scene.users.admin.cookie,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.content as Record<string, unknown>;
  };
  const update = (body: Record<string, unknown>, cookie = scene.users.manager.cookie) =>
    api.request("PUT", "/api/dossier/massupdate", { cookie, body });
  const body = (ids: number[], values: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    defDossier: scene.entities.person,
    dossier_ids: ids,
    update_values: values,
    ...extra,
  });
  const changeLogs = async (id: number) =>
    (
      await api.db.query<{ n: number }>(
        "select count(*)::int as n from dossier_logs where content_dossier_id = $1 and type = 'change'",
        [id],
      )
    )[0]?.n;

  it("fills only empty values by default, and replaces filled ones with overwrite", async () => {
    const filled = await create({ [p().name.edit]: "Filled", [p().company.edit]: "Old Co" });
    const empty = await create({ [p().name.edit]: "Empty" });
    const values = { [p().company.edit]: "New Co", [p().hours.edit]: 5 };
    const first = await update(body([filled, empty], values));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.results.map((r: { id: number }) => r.id).sort()).toEqual([filled, empty].sort());
    expect(await content(filled)).toMatchObject({ [p().company.show]: "Old Co", [p().hours.show]: 5 });
    expect(await content(empty)).toMatchObject({ [p().company.show]: "New Co", [p().hours.show]: 5 });
    expect(await changeLogs(filled)).toBe(1);

    const second = await update(body([filled, empty], values, { overwrite: true }));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await content(filled))[p().company.show]).toBe("New Co");
    // Nothing changed on the second record: no entry for it.
    expect(await changeLogs(empty)).toBe(1);
    expect(await changeLogs(filled)).toBe(2);
  });

  it("validates with the engine, nothing required, and writes nothing on an error", async () => {
    const one = await create({ [p().name.edit]: "One" });
    const two = await create({ [p().name.edit]: "Two" });
    // The name is obligatory, yet leaving it out is fine here: only what is sent changes.
    const bad = await update(body([one, two], { [p().hours.edit]: 3, [p().born.edit]: "not a date" }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: { [p().born.edit]: "Enter a valid date" } });
    expect((await content(one))[p().hours.show]).toBeUndefined();
    // Business people need a company (a condition), but mass update requires nothing.
    const business = await update(
      body([one], { [p().kind.edit]: [scene.options.business] }, { overwrite: 1 }),
    );
    expect(business.status, JSON.stringify(business.body)).toBe(200);
    expect((await content(one))[p().kind.show]).toEqual([scene.options.business]);
  });

  it("neither writes items hidden for the caller's roles nor lets it choose hidden options", async () => {
    const id = await create({ [p().name.edit]: "Hidden", [p().salary.edit]: 100 });
    const onlyHidden = await update(body([id], { [p().salary.edit]: 999 }), scene.users.clerk.cookie);
    expect(onlyHidden.status).toBe(400);
    expect(onlyHidden.body).toEqual({ errors: { update_values: REQUIRED } });
    const mixed = await update(
      body([id], { [p().salary.edit]: 999, [p().hours.edit]: 8 }, { overwrite: true }),
      scene.users.clerk.cookie,
    );
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(200);
    expect(await content(id)).toMatchObject({ [p().salary.show]: 100, [p().hours.show]: 8 });
    const vip = await update(
      body([id], { [p().kind.edit]: [scene.options.vip] }, { overwrite: true }),
      scene.users.clerk.cookie,
    );
    expect(vip.status).toBe(400);
    expect(vip.body).toEqual({ errors: { [p().kind.edit]: "Choose one of the options" } });
  });

  it("answers 409 for a unique value on several records, and passes a warning with ignore_existing", async () => {
    const one = await create({ [p().name.edit]: "U1" });
    const two = await create({ [p().name.edit]: "U2" });
    const email = `${api.unique("mass")}@example.test`;
    const clash = await update(body([one, two], { [p().email.edit]: email }));
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      errors: { [p().email.edit]: expect.any(String) },
      constraint_type: "warning",
    });
    // One transaction: the first record did not keep the value either.
    expect((await content(one))[p().email.show]).toBeUndefined();
    const ignored = await update(body([one, two], { [p().email.edit]: email }, { ignore_existing: true }));
    expect(ignored.status, JSON.stringify(ignored.body)).toBe(200);
    expect((await content(two))[p().email.show]).toBe(email);
  });

  const versionOf = async (id: number) =>
    (await api.request("GET", `/api/contentdossier/${id}`, { cookie: scene.users.admin.cookie })).body
      .version as number;
  const save = (id: number, values: Record<string, unknown>) =>
    api.request("PUT", `/api/contentdossier/${id}`, { cookie: scene.users.clerk.cookie, body: values });

  it("refuses the whole call (409) when a value it writes changed since the version given, writing nothing", async () => {
    const one = await create({ [p().name.edit]: "V1" });
    const two = await create({ [p().name.edit]: "V2" });
    const [v1, v2] = [await versionOf(one), await versionOf(two)];
    // Someone else sets the hours of the second record meanwhile.
    expect((await save(two, { [p().hours.edit]: 4, version: v2 })).status).toBe(200);
    const stale = await update(
      body([one, two], { [p().hours.edit]: 9 }, { overwrite: true, versions: { [one]: v1, [two]: v2 } }),
    );
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toEqual({
      message: RECORDS_CHANGED_BY_SOMEONE_ELSE,
      errors: { versions: RECORDS_CHANGED_BY_SOMEONE_ELSE },
      conflicts: [{ id: two, version: v2 + 1, modified_by: expect.any(String) }],
    });
    expect((await content(one))[p().hours.show]).toBeUndefined();
    expect((await content(two))[p().hours.show]).toBe(4);
    expect(await versionOf(one)).toBe(v1);
    expect(await changeLogs(one)).toBe(0);
  });

  it("writes over a current version, or one whose changes since touch other values, and raises versions", async () => {
    const one = await create({ [p().name.edit]: "C1" });
    const two = await create({ [p().name.edit]: "C2" });
    const [v1, v2] = [await versionOf(one), await versionOf(two)];
    // A change of another field since the version given merges.
    expect((await save(two, { [p().company.edit]: "Elsewhere", version: v2 })).status).toBe(200);
    const written = await update(
      body([one, two], { [p().hours.edit]: 6 }, { versions: { [one]: v1, [two]: v2 } }),
    );
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(await content(two)).toMatchObject({ [p().company.show]: "Elsewhere", [p().hours.show]: 6 });
    expect(await versionOf(one)).toBe(v1 + 1);
    expect(await versionOf(two)).toBe(v2 + 2);
    // A single save over the version read before the mass update sees its change.
    const late = await save(one, { [p().hours.edit]: 7, version: v1 });
    expect(late.status, JSON.stringify(late.body)).toBe(409);
    expect((await content(one))[p().hours.show]).toBe(6);
  });

  it("writes as before without versions, and refuses versions of records not updated", async () => {
    const id = await create({ [p().name.edit]: "Unversioned" });
    const version = await versionOf(id);
    expect((await save(id, { [p().hours.edit]: 1, version })).status).toBe(200);
    const blind = await update(body([id], { [p().hours.edit]: 2 }, { overwrite: true }));
    expect(blind.status, JSON.stringify(blind.body)).toBe(200);
    expect((await content(id))[p().hours.show]).toBe(2);
    const other = await update(body([id], { [p().hours.edit]: 3 }, { versions: { 999999: 1 } }));
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ versions: INVALID });
  });

  it("needs massupdate on the entity", async () => {
    const id = await create({ [p().name.edit]: "Guarded" });
    const values = body([id], { [p().hours.edit]: 1 });
    expect((await update(values, scene.users.viewer.cookie)).status).toBe(403);
    expect((await update(values, scene.users.outsider.cookie)).status).toBe(403);
    expect((await api.request("PUT", "/api/dossier/massupdate", { body: values })).status).toBe(401);
    expect((await content(id))[p().hours.show]).toBeUndefined();
  });

  it("answers 400 with the field for bad payloads", async () => {
    const id = await create({ [p().name.edit]: "Payload" });
    const tag = await create({ [scene.tag.name.edit]: api.unique("tag") }, scene.entities.tag);
    const archived = await create({ [p().name.edit]: "Archived" });
    await api.request("GET", `/api/contentdossier/${archived}/archive`, {
      cookie: scene.users.manager.cookie,
    });
    const hours = { [p().hours.edit]: 2 };
    const cases: [unknown, Record<string, string>][] = [
      [{ defDossier: scene.entities.person, update_values: hours }, { dossier_ids: REQUIRED }],
      [
        { defDossier: scene.entities.person, dossier_ids: [], update_values: hours },
        { dossier_ids: REQUIRED },
      ],
      [{ dossier_ids: [id], update_values: hours }, { defDossier: REQUIRED }],
      [{ defDossier: scene.entities.person, dossier_ids: [id] }, { update_values: REQUIRED }],
      [body([id, tag], hours), { dossier_ids: INVALID }],
      [body([id, 999_999], hours), { dossier_ids: INVALID }],
      [body([id, archived], hours), { dossier_ids: "This item is archived" }],
      [body([id], { [p().hours.edit]: "" }), { update_values: REQUIRED }],
      [body([id], hours, { overwrite: { yes: true } }), { overwrite: INVALID }],
    ];
    for (const [payload, errors] of cases) {
      const response = await update(payload as Record<string, unknown>);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body.errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect((await content(id))[p().hours.show]).toBeUndefined();
  });
});

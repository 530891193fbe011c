import { beforeAll, expect, it } from "vitest";
import { describeApi } from "../testing/apiHarness";
import { RECORDS_CHANGED_BY_SOMEONE_ELSE } from "./recordVersions";
import { addMember } from "./testing/installFixture";
import { type RecordsScene, recordsScene } from "./testing/recordsScene";

const REQUIRED = "This is a required field";
const INVALID = "This value is not valid";

describeApi("merge", (api) => {
  let scene: RecordsScene;
  /** A member holding show and merge on people, and nothing else. */
  let merger: { cookie: string };
  beforeAll(async () => {
    scene = await recordsScene(api, 7400);
    const person = scene.entities.person;
    for (const role of [scene.roles.manager, scene.roles.clerk]) {
      await api.db.query("insert into role_credentials (role_id, credential) values ($1, $2)", [
        role,
        `kedo.defdossier.${person}.merge`,
      ]);
    }
    await api.db.query("insert into role_credentials (role_id, credential) values ($1, $2)", [
      scene.roles.manager,
      `kedo.defdossier.${scene.entities.tag}.merge`,
    ]);
    const [role] = await api.db.query<{ id: number }>(
      "insert into roles (environment_id, name) values ($1, 'Mergers') returning id",
      [scene.environment],
    );
    await api.db.query(
      "insert into role_credentials (role_id, credential) select $1, c from unnest($2::text[]) as c",
      [role?.id, [`kedo.defdossier.${person}.show`, `kedo.defdossier.${person}.merge`]],
    );
    const user = await api.loggedInUser({ name: "merger" });
    await addMember(api.db, scene.environment, user.id, [role?.id as number]);
    merger = user;
  }, 60_000);

  const p = () => scene.person;
  const create = async (entity: number, values: Record<string, unknown>) => {
    const response = await api.request("POST", "/api/contentdossier", {
      cookie: scene.users.manager.cookie,
      body: { defDossier: entity, ...values },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.id as number;
  };
  const read = async (id: number) => {
    const response = await api.request("GET", `/api/contentdossier/${id}`, {
      cookie: scene.users.admin.cookie,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const merge = (body: Record<string, unknown>, cookie = scene.users.manager.cookie) =>
    api.request("POST", "/api/contentdossier/merge", { cookie, body });
  const recordCount = async () =>
    (await api.db.query<{ n: number }>("select count(*)::int as n from content_dossiers"))[0]?.n;
  const exists = async (id: number) =>
    (await api.db.query("select 1 from content_dossiers where id = $1", [id])).length === 1;

  /** Two people with a task and a tag each; the second has no company. */
  const pair = async () => {
    const tags = [
      await create(scene.entities.tag, { [scene.tag.name.edit]: api.unique("tag") }),
      await create(scene.entities.tag, { [scene.tag.name.edit]: api.unique("tag") }),
    ];
    const left = await create(scene.entities.person, {
      [p().name.edit]: "Ada",
      [p().company.edit]: "Acme",
      [p().hours.edit]: 10,
      [p().salary.edit]: 5000,
      [p().tags.edit]: [tags[0]],
    });
    const right = await create(scene.entities.person, {
      [p().name.edit]: "Ada Lovelace",
      [p().hours.edit]: 12,
      [p().salary.edit]: 6000,
      [p().tags.edit]: [tags[1]],
    });
    const tasks = [
      await create(scene.entities.task, { [scene.task.title.edit]: "One", [scene.task.owner.edit]: [left] }),
      await create(scene.entities.task, { [scene.task.title.edit]: "Two", [scene.task.owner.edit]: [right] }),
    ];
    return { left, right, tags, tasks };
  };

  it("makes a new record of the chosen values, the first record's elsewhere, and the links of both", async () => {
    const { left, right, tags, tasks } = await pair();
    const response = await merge({
      environment: scene.environment,
      dossiers: { action: "keep", ids: [left, right] },
      mergeDossier: [
        { id: p().name.edit, content: "Ada Lovelace" },
        { id: p().hours.edit, content: 12 },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const id = response.body.id as number;
    expect(id).not.toBe(left);
    const merged = await read(id);
    expect(merged.content).toMatchObject({
      [p().name.show]: "Ada Lovelace",
      [p().company.show]: "Acme",
      [p().hours.show]: 12,
      [p().salary.show]: 5000,
      [p().tags.show]: tags,
      [p().tasks.show]: tasks,
    });
    // The tasks' single-select owner now points at the merged record.
    expect((await read(tasks[0] as number)).content[scene.task.owner.show]).toEqual([id]);
    expect((await read(left)).archived).toBe(false);
    expect(await exists(right)).toBe(true);
    const [log] = await api.db.query<{ type: string; changes: { oldValue: string }[] }>(
      "select type, changes from dossier_logs where content_dossier_id = $1",
      [id],
    );
    expect(log?.type).toBe("change");
    expect(log?.changes[0]?.oldValue).toContain(String(left));
  });

  it("takes one side's links when told, and archives the two records, raising their versions", async () => {
    const { left, right, tags } = await pair();
    const [leftVersion, rightVersion] = [(await read(left)).version, (await read(right)).version];
    const response = await merge({
      dossiers: { action: "archive", ids: [left, right] },
      mergeDossier: [{ link_id: scene.links.tags, use_from: "right" }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect((await read(response.body.id)).content[p().tags.show]).toEqual([tags[1]]);
    expect(await read(left)).toMatchObject({ archived: true, version: leftVersion + 1 });
    expect(await read(right)).toMatchObject({ archived: true, version: rightVersion + 1 });
    const etag = await api.request("GET", `/api/contentdossier/${left}`, {
      cookie: scene.users.admin.cookie,
    });
    expect(etag.headers.etag).toBe(`W/"${leftVersion + 1}"`);
  });

  it("deletes the two records but not the children the merged record took over", async () => {
    const { left, right, tasks } = await pair();
    const response = await merge({ dossiers: { action: "delete", ids: [left, right] } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(await exists(left)).toBe(false);
    expect(await exists(right)).toBe(false);
    for (const task of tasks) expect(await exists(task)).toBe(true);
    expect((await read(response.body.id)).content[p().tasks.show]).toEqual(tasks);
  });

  it("refuses a value neither record holds and errors of the engine, writing nothing", async () => {
    const { left, right } = await pair();
    const before = await recordCount();
    const foreign = await merge({
      dossiers: { action: "delete", ids: [left, right] },
      mergeDossier: [{ id: p().name.edit, content: "Someone else" }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ errors: { [p().name.edit]: "Choose one of the options" } });
    // Business people need a company: the second record's empty company fails the engine's check,
    // after the two records were deleted in the same transaction, which is undone.
    await api.request("PUT", `/api/contentdossier/${left}`, {
      cookie: scene.users.manager.cookie,
      body: { [p().kind.edit]: [scene.options.business] },
    });
    const invalid = await merge({
      dossiers: { action: "delete", ids: [left, right] },
      mergeDossier: [{ id: p().company.edit, content: null }],
    });
    expect(invalid.status, JSON.stringify(invalid.body)).toBe(400);
    expect(invalid.body.errors).toEqual({ [p().company.edit]: REQUIRED });
    expect(await recordCount()).toBe(before);
    expect(await exists(left)).toBe(true);
  });

  it("lets the caller choose no item hidden for their roles, and keeps its values: the first record's, else the second's", async () => {
    const { left, right } = await pair();
    const hidden = await merge(
      {
        dossiers: { action: "keep", ids: [left, right] },
        mergeDossier: [{ id: p().salary.edit, content: 6000 }],
      },
      scene.users.clerk.cookie,
    );
    expect(hidden.status).toBe(400);
    expect(hidden.body).toEqual({ errors: { [p().salary.edit]: INVALID } });
    const response = await merge(
      { dossiers: { action: "keep", ids: [left, right] } },
      scene.users.clerk.cookie,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const merged = await read(response.body.id);
    expect(merged.content[p().name.show]).toBe("Ada");
    expect(merged.content[p().salary.show]).toBe(5000);
    const asClerk = await api.request("GET", `/api/contentdossier/${response.body.id}`, {
      cookie: scene.users.clerk.cookie,
    });
    expect(asClerk.body.content[p().salary.show]).toBeUndefined();

    // Deleting the two records loses nothing the clerk cannot see: the second's salary fills the first's gap.
    const onlyRight = await create(scene.entities.person, { [p().name.edit]: "Grace" });
    const withSalary = await create(scene.entities.person, {
      [p().name.edit]: "Grace Hopper",
      [p().salary.edit]: 7000,
    });
    const deleted = await merge(
      { dossiers: { action: "delete", ids: [onlyRight, withSalary] } },
      scene.users.clerk.cookie,
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(201);
    expect(await exists(withSalary)).toBe(false);
    expect((await read(deleted.body.id)).content).toMatchObject({
      [p().name.show]: "Grace",
      [p().salary.show]: 7000,
    });
  });

  it("refuses (409) a merge over a version of either record that is no longer current, writing nothing", async () => {
    const { left, right } = await pair();
    const [leftVersion, rightVersion] = [(await read(left)).version, (await read(right)).version];
    // Any change counts, even of a field the merge would not choose: it reads every value.
    const changed = await api.request("PUT", `/api/contentdossier/${right}`, {
      cookie: scene.users.clerk.cookie,
      body: { [p().hours.edit]: 13 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const before = await recordCount();
    const versions = { [left]: leftVersion, [right]: rightVersion };
    const stale = await merge({ dossiers: { action: "delete", ids: [left, right] }, versions });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toEqual({
      message: RECORDS_CHANGED_BY_SOMEONE_ELSE,
      errors: { versions: RECORDS_CHANGED_BY_SOMEONE_ELSE },
      conflicts: [{ id: right, version: rightVersion + 1, modified_by: expect.any(String) }],
    });
    expect(await recordCount()).toBe(before);
    expect(await exists(left)).toBe(true);
    expect(await exists(right)).toBe(true);

    const current = await merge({
      dossiers: { action: "archive", ids: [left, right] },
      versions: { ...versions, [right]: rightVersion + 1 },
    });
    expect(current.status, JSON.stringify(current.body)).toBe(201);
    expect((await read(current.body.id)).content[p().hours.show]).toBe(10);
    expect((await read(right)).archived).toBe(true);
  });

  it("refuses versions of other records than the two", async () => {
    const { left, right } = await pair();
    const response = await merge({
      dossiers: { action: "keep", ids: [left, right] },
      versions: { 999999: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ versions: INVALID });
  });

  it("needs merge, and archive or delete for those actions", async () => {
    const { left, right } = await pair();
    const body = (action: string) => ({ dossiers: { action, ids: [left, right] } });
    expect((await merge(body("keep"), scene.users.viewer.cookie)).status).toBe(403);
    expect((await merge(body("keep"), scene.users.outsider.cookie)).status).toBe(403);
    expect((await api.request("POST", "/api/contentdossier/merge", { body: body("keep") })).status).toBe(401);
    const before = await recordCount();
    expect((await merge(body("delete"), merger.cookie)).status).toBe(403);
    expect((await merge(body("archive"), merger.cookie)).status).toBe(403);
    expect(await recordCount()).toBe(before);
    // Merge alone is enough to make the merged record, without the create right.
    expect((await merge(body("keep"), merger.cookie)).status).toBe(201);
  });

  it("refuses archived records, and archiving records of a type that is not archivable", async () => {
    const { left, right } = await pair();
    await api.request("GET", `/api/contentdossier/${right}/archive`, { cookie: scene.users.manager.cookie });
    const archived = await merge({ dossiers: { action: "keep", ids: [left, right] } });
    expect(archived.status).toBe(400);
    expect(archived.body).toEqual({ errors: { dossiers: "This item is archived" } });
    const tags = [
      await create(scene.entities.tag, { [scene.tag.name.edit]: api.unique("tag") }),
      await create(scene.entities.tag, { [scene.tag.name.edit]: api.unique("tag") }),
    ];
    const tagMerge = await merge({ dossiers: { action: "archive", ids: tags } });
    expect(tagMerge.status).toBe(400);
    expect(tagMerge.body).toEqual({ errors: { action: "Items of this type cannot be archived" } });
  });

  it("answers 400 with the field for bad payloads", async () => {
    const { left, right } = await pair();
    const tag = await create(scene.entities.tag, { [scene.tag.name.edit]: api.unique("tag") });
    const cases: [unknown, Record<string, string>][] = [
      [{}, { dossiers: REQUIRED }],
      [
        { dossiers: { action: "keep", ids: [left] } },
        { "dossiers.ids": "The minimum length is 2 characters" },
      ],
      [{ dossiers: { action: "explode", ids: [left, right] } }, { "dossiers.action": INVALID }],
      [{ dossiers: { action: "keep", ids: [left, left] } }, { dossiers: INVALID }],
      [{ dossiers: { action: "keep", ids: [left, tag] } }, { dossiers: INVALID }],
      [{ dossiers: { action: "keep", ids: [left, 999_999] } }, { dossiers: INVALID }],
      [{ environment: 999_999, dossiers: { action: "keep", ids: [left, right] } }, { environment: INVALID }],
      [
        {
          dossiers: { action: "keep", ids: [left, right] },
          mergeDossier: [{ link_id: 999_999, use_from: "left" }],
        },
        { link_999999: INVALID },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await merge(body as Record<string, unknown>);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toMatchObject(errors);
    }
  });
});

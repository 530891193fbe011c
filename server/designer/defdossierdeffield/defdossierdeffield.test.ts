import { beforeAll, expect, it } from "vitest";
import { describeApi } from "../../testing/apiHarness";
import { createdId, type DesignerScene, designerScene, INVALID, REQUIRED } from "../testing/designerScene";

describeApi("designer: data fields (/api/defdossierdeffield)", (api) => {
  let scene: DesignerScene;
  let entity: number;
  beforeAll(async () => {
    scene = await designerScene(api);
    entity = await scene.entity();
  });

  it("requires a name, a base field and an entity", async () => {
    expect((await scene.admin.post("/api/defdossierdeffield", { name: " " })).body).toEqual({
      errors: { name: REQUIRED, defField: REQUIRED, defDossier: REQUIRED },
    });
  });

  it("saves the name with whitespace and non-word characters replaced by underscores", async () => {
    const field = await scene.baseField({ type: "list" });
    const option = await scene.option(field, "One");
    const created = await scene.admin.post("/api/defdossierdeffield", {
      name: "Date of birth (client)",
      defField: field,
      defDossier: entity,
      obligatory: true,
      settings: {},
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      uuid: expect.any(String),
      name: "Date_of_birth__client_",
    });
    const read = await scene.member.get(`/api/defdossierdeffield/${created.body.id}`);
    expect(read.body).toMatchObject({
      id: created.body.id,
      name: "Date_of_birth__client_",
      obligatory: true,
      locked: false,
      settings: {},
      def_dossier_id: entity,
      environment: scene.environment,
      def_field: { id: field, type: "list" },
    });
    expect(read.body.def_field_lists.map((o: { id: number }) => o.id)).toEqual([option]);
  });

  it("keeps names unique among the entity's data fields and links", async () => {
    await scene.dataField(entity, await scene.baseField(), { name: "unique name" });
    const again = await scene.admin.post("/api/defdossierdeffield", {
      name: "unique_name",
      defField: await scene.baseField(),
      defDossier: entity,
    });
    expect(again.body).toEqual({ errors: { name: "This value is already used" } });
    await scene.link(entity, entity, { name: "linked" });
    const clash = await scene.admin.post("/api/defdossierdeffield", {
      name: "linked",
      defField: await scene.baseField(),
      defDossier: entity,
    });
    expect(clash.body).toEqual({ errors: { name: "This value is already used" } });
    // Another entity may use it.
    await scene.dataField(await scene.entity(), await scene.baseField(), { name: "unique name" });
  });

  it("places only base fields of the entity's environment", async () => {
    const foreign = await scene.baseField({}, scene.other);
    const response = await scene.admin.post("/api/defdossierdeffield", {
      name: "foreign",
      defField: foreign,
      defDossier: entity,
    });
    expect(response.body).toEqual({ errors: { defField: INVALID } });
    const foreignEntity = await scene.entity({}, scene.other);
    const own = await scene.baseField();
    expect(
      (
        await scene.envAdmin.post("/api/defdossierdeffield", {
          name: "x",
          defField: own,
          defDossier: foreignEntity,
        })
      ).status,
    ).toBe(403);
    expect(
      (await scene.admin.post("/api/defdossierdeffield", { name: "x", defField: own, defDossier: 999_999 }))
        .body,
    ).toEqual({ errors: { defDossier: INVALID } });
  });

  it("moves a placement to a copy of its base field, and keeps the type of one that holds values", async () => {
    const original = await scene.baseField({ type: "text" });
    const copy = await scene.baseField({ type: "text" });
    const date = await scene.baseField({ type: "date" });
    const id = await scene.dataField(entity, original);
    const moved = await scene.admin.put(`/api/defdossierdeffield/${id}`, { defField: copy });
    expect(moved.status).toBe(200);
    expect(moved.body.def_field.id).toBe(copy);
    // Without values it may take another type.
    expect((await scene.admin.put(`/api/defdossierdeffield/${id}`, { defField: date })).status).toBe(200);
    expect((await scene.admin.put(`/api/defdossierdeffield/${id}`, { defField: copy })).status).toBe(200);

    const [record] = await api.db.query<{ id: number }>(
      "insert into content_dossiers (environment_id, def_dossier_id) values ($1, $2) returning id",
      [scene.environment, entity],
    );
    await api.db.query(`update records_${entity} set vals = $2::jsonb, f${id} = 'x' where id = $1`, [
      record?.id,
      JSON.stringify({ [`f${id}`]: "x" }),
    ]);
    const refused = await scene.admin.put(`/api/defdossierdeffield/${id}`, { defField: date });
    expect(refused.body).toEqual({ errors: { defField: "The type of a used base field cannot be changed" } });
    expect((await scene.admin.put(`/api/defdossierdeffield/${id}`, { defField: original })).status).toBe(200);
  });

  it("updates the whole placement with PUT, name sanitised, and refuses a move to another entity", async () => {
    const field = await scene.baseField();
    const id = await scene.dataField(entity, field, { uuid: "data-field-uuid" });
    const updated = await scene.admin.put(`/api/defdossierdeffield/${id}`, {
      id,
      uuid: "data-field-uuid",
      defField: field,
      defDossier: entity,
      environment: scene.environment,
      name: "new name!",
      obligatory: true,
      locked: true,
      settings: {},
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "new_name_", obligatory: true, locked: true });
    const moved = await scene.admin.put(`/api/defdossierdeffield/${id}`, {
      defField: field,
      defDossier: await scene.entity(),
    });
    expect(moved.body).toEqual({ errors: { defDossier: INVALID } });
    expect((await scene.admin.put(`/api/defdossierdeffield/${id}`, {})).body).toEqual({
      errors: { defField: REQUIRED },
    });
  });

  it("lists by entity, base field, type, environment and uuid", async () => {
    const own = await scene.entity();
    const list = await scene.baseField({ type: "list" });
    const a = await scene.dataField(own, list);
    const b = await scene.dataField(own, await scene.baseField({ type: "date" }), { uuid: "placed-uuid" });
    const byEntity = await scene.member.get(`/api/defdossierdeffield?defDossier=${own}&limit=500&page=0`);
    expect(byEntity.body.results.map((d: { id: number }) => d.id)).toEqual([a, b]);
    expect(byEntity.body.pager).toEqual({ current: 1, pages: 1, items: 2, limit: 500 });
    const usage = await scene.member.get(
      `/api/defdossierdeffield?environment=${scene.environment}&defField=${list}`,
    );
    expect(usage.body.results.map((d: { id: number }) => d.id)).toEqual([a]);
    const byType = await scene.member.get(`/api/defdossierdeffield?defDossier=${own}&type=date`);
    expect(byType.body.results.map((d: { id: number }) => d.id)).toEqual([b]);
    const byUuid = await scene.member.get(
      `/api/defdossierdeffield?environment=${scene.environment}&uuid=placed-uuid`,
    );
    expect(byUuid.body.results.map((d: { id: number }) => d.id)).toEqual([b]);
    expect((await scene.stranger.get(`/api/defdossierdeffield?defDossier=${own}`)).status).toBe(403);
  });

  it("deletes a data field with its display items, and clears the conditions that named them", async () => {
    const own = await scene.entity();
    const keep = await scene.item(own, {
      defDossierDefField: await scene.dataField(own, await scene.baseField()),
    });
    const id = await scene.dataField(own, await scene.baseField());
    const item = await scene.item(own, { defDossierDefField: id });
    const settings = {
      hiddenfields: [item, keep],
      conditions: [
        {
          rules: { fields: [{ field: keep, field_method: "equals", values: ["a"] }] },
          actions: [{ type: "show_fields", values: [item] }],
        },
      ],
    };
    expect((await scene.admin.patch(`/api/defdossier/${own}`, { settings })).status).toBe(200);
    expect((await scene.admin.del(`/api/defdossierdeffield/${id}`)).status).toBe(204);
    expect((await scene.admin.get(`/api/displayitem/${item}`)).status).toBe(404);
    expect((await scene.admin.get(`/api/defdossierdeffield/${id}`)).status).toBe(404);
    expect((await scene.admin.get(`/api/defdossier/${own}`)).body.settings).toEqual({
      hiddenfields: [keep],
      conditions: [],
    });
  });

  it("lets data field designers write, and keeps members, strangers and anonymous callers out", async () => {
    const field = await scene.baseField();
    const body = { name: "perm", defField: field, defDossier: entity };
    expect((await scene.anonymous.post("/api/defdossierdeffield", body)).status).toBe(401);
    expect((await scene.member.post("/api/defdossierdeffield", body)).status).toBe(403);
    expect((await scene.stranger.post("/api/defdossierdeffield", body)).status).toBe(403);
    const designer = await scene.holder(["kedo.defdossierdeffield"]);
    const id = createdId(await designer.post("/api/defdossierdeffield", body));
    expect((await scene.member.put(`/api/defdossierdeffield/${id}`, { defField: field })).status).toBe(403);
    expect((await scene.member.del(`/api/defdossierdeffield/${id}`)).status).toBe(403);
    expect((await scene.stranger.get(`/api/defdossierdeffield/${id}`)).status).toBe(403);
    expect((await designer.del(`/api/defdossierdeffield/${id}`)).status).toBe(204);
  });
});

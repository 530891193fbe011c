import { beforeAll, expect, it } from "vitest";
import { baseFieldTypeNames } from "../../../engine";
import { describeApi } from "../../testing/apiHarness";
import {
  createdId,
  type DesignerScene,
  designerScene,
  FORBIDDEN,
  INVALID,
  REQUIRED,
  UNAUTHORIZED,
} from "../testing/designerScene";

describeApi("designer: base fields (/api/deffield)", (api) => {
  let scene: DesignerScene;
  beforeAll(async () => {
    scene = await designerScene(api);
  });

  it("requires a name, a type and an environment, all reported at once", async () => {
    const response = await scene.admin.post("/api/deffield", { name: "  ", settings: { size: 0 } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      name: REQUIRED,
      type: REQUIRED,
      environment: REQUIRED,
      "settings.size": INVALID,
    });
  });

  it("creates a base field and reads it back with its options and usage", async () => {
    const created = await scene.admin.post("/api/deffield", {
      name: " Client status ",
      type: "list",
      environment: scene.environment,
      uuid: "status-field-uuid",
      settings: { multiple: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), uuid: "status-field-uuid" });
    const option = await scene.option(created.body.id, "Active");
    const read = await scene.member.get(`/api/deffield/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.body.id,
      uuid: "status-field-uuid",
      name: "Client status",
      type: "list",
      environment: scene.environment,
      settings: { multiple: true },
      used: false,
      usage: [],
    });
    expect(read.body.def_field_lists.map((o: { id: number }) => o.id)).toEqual([option]);
  });

  it("accepts every type of the field-type catalog and nothing else, on create and on change", async () => {
    for (const type of baseFieldTypeNames) {
      const created = await scene.admin.post("/api/deffield", {
        name: type,
        type,
        environment: scene.environment,
      });
      expect(created.status, type).toBe(201);
    }
    for (const type of ["nonsense", "link", "dossier_data", "toString"]) {
      const refused = await scene.admin.post("/api/deffield", {
        name: "x",
        type,
        environment: scene.environment,
      });
      expect(refused.status, type).toBe(400);
      expect(refused.body).toEqual({ errors: { type: "Unknown field type" } });
    }
    const id = await scene.baseField({ type: "text" });
    const changed = await scene.admin.patch(`/api/deffield/${id}`, { type: "nonsense" });
    expect(changed.body).toEqual({ errors: { type: "Unknown field type" } });
    expect((await scene.member.get(`/api/deffield/${id}`)).body.type).toBe("text");
    expect((await scene.admin.patch(`/api/deffield/${id}`, { type: "tree" })).body.type).toBe("tree");
  });

  it("refuses a uuid the environment already has", async () => {
    const first = await scene.admin.post("/api/deffield", {
      name: "a",
      type: "text",
      environment: scene.environment,
      uuid: "twice",
    });
    expect(first.status).toBe(201);
    const second = await scene.admin.post("/api/deffield", {
      name: "b",
      type: "text",
      environment: scene.environment,
      uuid: "twice",
    });
    expect(second.body).toEqual({ errors: { uuid: "This value is already used" } });
    // Another environment may use the same uuid: templates are applied to many.
    expect(
      (
        await scene.admin.post("/api/deffield", {
          name: "c",
          type: "text",
          environment: scene.other,
          uuid: "twice",
        })
      ).status,
    ).toBe(201);
  });

  it("lists by environment with the pager, and finds by uuid, type and name", async () => {
    const name = api.unique("searchable_amount_");
    const id = await scene.baseField({
      name,
      type: "amount",
      settings: { valueType: "currency", currency: "EUR" },
    });
    const other = await scene.baseField({ type: "text" });
    const all = await scene.member.get(`/api/deffield?environment=${scene.environment}&limit=500`);
    expect(all.status).toBe(200);
    expect(all.body.pager).toEqual({ current: 1, pages: 1, items: all.body.results.length, limit: 500 });
    expect(all.body.results.some((f: { id: number }) => f.id === id)).toBe(true);

    const [found] = (await scene.member.get(`/api/deffield?environment=${scene.environment}&search=${name}`))
      .body.results;
    expect(found).toMatchObject({ id, name, type: "amount" });
    const byType = await scene.member.get(
      `/api/deffield?environment=${scene.environment}&type=amount&limit=500`,
    );
    const typed = byType.body.results.map((f: { id: number }) => f.id);
    expect(typed).toContain(id);
    expect(typed).not.toContain(other);
    expect(byType.body.results.every((f: { type: string }) => f.type === "amount")).toBe(true);
    const uuid = found.uuid;
    const byUuid = await scene.member.get(`/api/deffield?environment=${scene.environment}&uuid=${uuid}`);
    expect(byUuid.body.results.map((f: { id: number }) => f.id)).toEqual([id]);
    expect((await scene.member.get(`/api/deffield?environment=${scene.other}&uuid=${uuid}`)).status).toBe(
      403,
    );

    const paged = await scene.member.get(`/api/deffield?environment=${scene.environment}&limit=1&page=2`);
    expect(paged.body.results).toHaveLength(1);
    expect(paged.body.pager).toMatchObject({ current: 2, limit: 1, pages: all.body.results.length });
    expect((await scene.member.get("/api/deffield")).body).toEqual({ errors: { environment: REQUIRED } });
  });

  it("changes name, settings and type while unused, and keeps the type of a placed field", async () => {
    const id = await scene.baseField({ type: "text" });
    const changed = await scene.admin.patch(`/api/deffield/${id}`, {
      name: "renamed",
      type: "textarea",
      settings: { size: 50 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: "renamed",
      type: "textarea",
      settings: { size: 50 },
      used: false,
    });

    const entity = await scene.entity();
    const placement = await scene.dataField(entity, id);
    const refused = await scene.admin.patch(`/api/deffield/${id}`, { type: "date" });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errors: { type: "The type of a used base field cannot be changed" } });
    const read = await scene.admin.get(`/api/deffield/${id}`);
    expect(read.body).toMatchObject({ type: "textarea", used: true });
    expect(read.body.usage).toEqual([expect.objectContaining({ id: placement, def_dossier_id: entity })]);
    // The same type, the name and the settings still change.
    expect((await scene.admin.patch(`/api/deffield/${id}`, { type: "textarea", name: "again" })).status).toBe(
      200,
    );
  });

  it("deletes an unplaced field with its options, and refuses to delete a placed one", async () => {
    const free = await scene.baseField({ type: "list" });
    const option = await scene.option(free, "Gone");
    expect((await scene.admin.del(`/api/deffield/${free}`)).status).toBe(204);
    expect((await scene.admin.get(`/api/deffield/${free}`)).status).toBe(404);
    expect((await scene.admin.get(`/api/deffieldlist/${option}`)).status).toBe(404);

    const placed = await scene.baseField();
    await scene.dataField(await scene.entity(), placed);
    const refused = await scene.admin.del(`/api/deffield/${placed}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: { defField: "You cannot delete a placed field" },
      message: "You cannot delete a placed field",
    });
    expect((await scene.admin.get(`/api/deffield/${placed}`)).status).toBe(200);
  });

  it("lets designers with the key write, members read, and keeps other environments out", async () => {
    const body = { name: "by_designer", type: "text", environment: scene.environment };
    expect((await scene.anonymous.get(`/api/deffield?environment=${scene.environment}`)).body).toEqual(
      UNAUTHORIZED,
    );
    expect((await scene.anonymous.post("/api/deffield", body)).status).toBe(401);
    expect((await scene.member.post("/api/deffield", body)).body).toEqual(FORBIDDEN);
    const recordsOnly = await scene.holder(["kedo.displayitem", "kedo.defdossier"]);
    expect((await recordsOnly.post("/api/deffield", body)).status).toBe(403);
    const designer = await scene.holder(["kedo.defdossierdeffield"]);
    const id = createdId(await designer.post("/api/deffield", body));
    expect((await designer.patch(`/api/deffield/${id}`, { name: "renamed" })).status).toBe(200);
    expect((await scene.envAdmin.del(`/api/deffield/${id}`)).status).toBe(204);

    const foreign = await scene.baseField({}, scene.other);
    expect((await scene.stranger.post("/api/deffield", body)).status).toBe(403);
    expect((await scene.envAdmin.get(`/api/deffield/${foreign}`)).status).toBe(403);
    expect((await scene.envAdmin.patch(`/api/deffield/${foreign}`, { name: "x" })).status).toBe(403);
    expect((await scene.envAdmin.del(`/api/deffield/${foreign}`)).status).toBe(403);
    expect((await scene.envAdmin.get(`/api/deffield?environment=${scene.other}`)).status).toBe(403);
    expect((await scene.admin.get("/api/deffield/999999")).status).toBe(404);
  });
});

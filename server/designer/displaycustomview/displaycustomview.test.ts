import { beforeAll, expect, it } from "vitest";
import { describeApi } from "../../testing/apiHarness";
import { createdId, type DesignerScene, designerScene, INVALID, REQUIRED } from "../testing/designerScene";

describeApi("designer: custom views (/api/displaycustomview)", (api) => {
  let scene: DesignerScene;
  let entity: number;
  beforeAll(async () => {
    scene = await designerScene(api);
    entity = await scene.entity();
  });

  const create = (body: Record<string, unknown>) =>
    scene.admin.post("/api/displaycustomview", {
      environment: scene.environment,
      defDossier: entity,
      ...body,
    });

  it("requires a name and an entity; a name is unique in the entity and is no standard view", async () => {
    expect((await scene.admin.post("/api/displaycustomview", { viewName: " " })).body).toEqual({
      errors: { viewName: REQUIRED, defDossier: REQUIRED },
    });
    const id = createdId(await create({ viewName: "kanban_card" }));
    expect((await scene.member.get(`/api/displaycustomview/${id}`)).body).toEqual({
      id,
      uuid: expect.any(String),
      viewName: "kanban_card",
      environment: scene.environment,
      defDossier: entity,
    });
    expect((await create({ viewName: "kanban_card" })).body).toEqual({
      errors: { viewName: "This value is already used" },
    });
    expect((await create({ viewName: "edit" })).body).toEqual({ errors: { viewName: INVALID } });
    expect((await create({ viewName: "x", environment: scene.other })).body).toEqual({
      errors: { environment: INVALID },
    });
  });

  it("lists by entity and by environment and uuid", async () => {
    const own = await scene.entity();
    const a = createdId(await scene.admin.post("/api/displaycustomview", { defDossier: own, viewName: "a" }));
    const b = createdId(await scene.admin.post("/api/displaycustomview", { defDossier: own, viewName: "b" }));
    const listed = await scene.member.get(`/api/displaycustomview?defDossier=${own}&limit=500`);
    expect(listed.body.results.map((v: { id: number }) => v.id)).toEqual([a, b]);
    expect(listed.body.pager).toEqual({ current: 1, pages: 1, items: 2, limit: 500 });
    const uuid = listed.body.results[1].uuid;
    const byUuid = await scene.member.get(
      `/api/displaycustomview?environment=${scene.environment}&defDossier=${own}&uuid=${uuid}&limit=200`,
    );
    expect(byUuid.body.results.map((v: { id: number }) => v.id)).toEqual([b]);
  });

  it("renames a view with its items and the entity settings naming it, and deletes it with its items", async () => {
    const own = await scene.entity();
    const id = createdId(
      await scene.admin.post("/api/displaycustomview", { defDossier: own, viewName: "card" }),
    );
    const field = await scene.dataField(own, await scene.baseField());
    const item = await scene.item(own, { view: "card", defDossierDefField: field });
    await scene.admin.patch(`/api/defdossier/${own}`, {
      settings: { kanban_custom_view: "card", timeline_custom_view: "other", hiddenfields: [item] },
    });
    const renamed = await scene.admin.patch(`/api/displaycustomview/${id}`, { viewName: "tile" });
    expect(renamed.body).toMatchObject({ id, viewName: "tile" });
    expect((await scene.admin.get(`/api/displayitem/${item}`)).body.view).toBe("tile");
    expect((await scene.admin.get(`/api/defdossier/${own}`)).body.settings).toMatchObject({
      kanban_custom_view: "tile",
      timeline_custom_view: "other",
    });
    expect((await scene.admin.del(`/api/displaycustomview/${id}`)).status).toBe(204);
    expect((await scene.admin.get(`/api/displayitem/${item}`)).status).toBe(404);
    expect((await scene.admin.get(`/api/defdossier/${own}`)).body.settings.hiddenfields).toEqual([]);
  });

  it("lets display designers write, and keeps members and other environments out", async () => {
    const body = { defDossier: entity, viewName: api.unique("view_") };
    expect((await scene.anonymous.post("/api/displaycustomview", body)).status).toBe(401);
    expect((await scene.member.post("/api/displaycustomview", body)).status).toBe(403);
    expect((await scene.stranger.post("/api/displaycustomview", body)).status).toBe(403);
    const designer = await scene.holder(["kedo.displayitem"]);
    const id = createdId(await designer.post("/api/displaycustomview", body));
    expect((await scene.member.patch(`/api/displaycustomview/${id}`, { viewName: "x" })).status).toBe(403);
    expect((await scene.member.del(`/api/displaycustomview/${id}`)).status).toBe(403);
    expect((await scene.stranger.get(`/api/displaycustomview/${id}`)).status).toBe(403);
    expect((await scene.stranger.get(`/api/displaycustomview?defDossier=${entity}`)).status).toBe(403);
  });
});

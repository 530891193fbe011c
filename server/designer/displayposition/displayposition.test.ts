import { beforeAll, expect, it } from "vitest";
import { loadBundle } from "../../metadata/loadBundle";
import { describeApi } from "../../testing/apiHarness";
import { createdId, type DesignerScene, designerScene, INVALID, REQUIRED } from "../testing/designerScene";

describeApi("designer: display positions (/api/displayposition)", (api) => {
  let scene: DesignerScene;
  beforeAll(async () => {
    scene = await designerScene(api);
  });

  it("requires a type and an entity", async () => {
    expect((await scene.admin.post("/api/displayposition", {})).body).toEqual({
      errors: { type: REQUIRED, defDossier: REQUIRED },
    });
    const entity = await scene.entity();
    expect(
      (await scene.admin.post("/api/displayposition", { type: "sidebar", defDossier: entity })).body,
    ).toEqual({
      errors: { type: INVALID },
    });
  });

  it("lists an entity's positions with their items as the bundle has them", async () => {
    const entity = await scene.entity();
    const main = await scene.position(entity);
    const tab = await scene.position(entity, {
      type: "tab",
      hide: false,
      translations: [{ culture: "en_GB", name_plural: "History" }],
      uuid: "tab-uuid",
    });
    const list = await scene.baseField({ type: "list" });
    await scene.option(list, "A");
    await scene.item(entity, {
      displayPosition: main,
      defDossierDefField: await scene.dataField(entity, list),
    });
    await scene.item(entity, { displayPosition: tab, settings: { dossier_data: "created_at" } });
    const listed = await scene.member.get(`/api/displayposition?defDossier=${entity}&limit=500`);
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((p: { id: number }) => p.id)).toEqual([main, tab]);
    expect(listed.body.pager).toEqual({ current: 1, pages: 1, items: 2, limit: 500 });
    const bundle = await loadBundle(api.db, entity, { locale: "en_GB", roles: [], admin: true });
    expect(listed.body.results).toEqual(bundle?.positions);
    expect(listed.body.results[0].display_items[0].def_dossier_def_field.def_field_lists).toHaveLength(1);

    const byUuid = await scene.member.get(
      `/api/displayposition?environment=${scene.environment}&uuid=tab-uuid`,
    );
    expect(byUuid.body.results.map((p: { id: number }) => p.id)).toEqual([tab]);
    expect((await scene.member.get(`/api/displayposition/${tab}`)).body).toEqual(bundle?.positions[1]);
  });

  it("ranks new positions last, changes them, and deletes them with their items", async () => {
    const entity = await scene.entity();
    const first = await scene.position(entity);
    const second = await scene.position(entity, { type: "footer" });
    expect((await scene.admin.get(`/api/displayposition/${second}`)).body.rank).toBe(1);
    const changed = await scene.admin.patch(`/api/displayposition/${second}`, {
      type: "tab",
      hide: true,
      rank: 0,
      translations: [{ culture: "en_GB", name_plural: "Hidden tab" }],
      settings: { module_content: "notes" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      type: "tab",
      hide: true,
      rank: 0,
      translations: [{ culture: "en_GB", name_plural: "Hidden tab" }],
      settings: { module_content: "notes" },
    });
    expect(
      (await scene.admin.patch(`/api/displayposition/${second}`, { defDossier: await scene.entity() })).body,
    ).toEqual({
      errors: { defDossier: INVALID },
    });
    const item = await scene.item(entity, {
      displayPosition: first,
      settings: { dossier_data: "dossier_id" },
    });
    expect((await scene.admin.del(`/api/displayposition/${first}`)).status).toBe(204);
    expect((await scene.admin.get(`/api/displayitem/${item}`)).status).toBe(404);
    expect((await scene.admin.get(`/api/displayposition/${first}`)).status).toBe(404);
  });

  it("answers which tabs the caller may open", async () => {
    const entity = await scene.entity();
    const open = await scene.position(entity, { type: "tab" });
    const restricted = await scene.position(entity, { type: "tab" });
    const excluded = await scene.position(entity, { type: "tab" });
    const empty = await scene.position(entity, { type: "tab" });
    const other = await scene.position(await scene.entity(), { type: "tab" });
    const field = () => scene.baseField().then((f) => scene.dataField(entity, f));
    await scene.item(entity, { displayPosition: open, defDossierDefField: await field() });
    const viewer = await scene.holder([`kedo.defdossier.${entity}.show`]);
    await scene.item(entity, {
      displayPosition: restricted,
      defDossierDefField: await field(),
      permissions_type: "INCLUDE_SELECTED_ROLES",
      roles: [scene.member.role],
    });
    await scene.item(entity, {
      displayPosition: excluded,
      defDossierDefField: await field(),
      permissions_type: "EXCLUDE_SELECTED_ROLES",
      roles: [viewer.role],
    });
    const ids = [open, restricted, excluded, empty, other, 999_999];
    const asked = { defDossier: entity, ids };
    const forViewer = await viewer.post("/api/displayposition/credentials", asked);
    expect(forViewer.status).toBe(200);
    expect(forViewer.body).toEqual([
      { id: open, tabs_allowed: true },
      { id: restricted, tabs_allowed: false },
      { id: excluded, tabs_allowed: false },
      { id: empty, tabs_allowed: true },
      { id: other, tabs_allowed: false },
      { id: 999_999, tabs_allowed: false },
    ]);
    const forAdmin = await scene.envAdmin.post("/api/displayposition/credentials", asked);
    expect(forAdmin.body.map((t: { tabs_allowed: boolean }) => t.tabs_allowed)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    // Without the right to show the entity's records no tab opens.
    const withoutShow = await scene.member.post("/api/displayposition/credentials", asked);
    expect(withoutShow.body.every((t: { tabs_allowed: boolean }) => !t.tabs_allowed)).toBe(true);
    expect((await scene.stranger.post("/api/displayposition/credentials", asked)).status).toBe(403);
    expect((await scene.anonymous.post("/api/displayposition/credentials", asked)).status).toBe(401);
    expect((await viewer.post("/api/displayposition/credentials", {})).body).toEqual({
      errors: { defDossier: REQUIRED, ids: REQUIRED },
    });
  });

  it("lets display designers write, and keeps members and other environments out", async () => {
    const entity = await scene.entity();
    const body = { defDossier: entity, type: "tab" };
    expect((await scene.member.post("/api/displayposition", body)).status).toBe(403);
    expect((await scene.stranger.post("/api/displayposition", body)).status).toBe(403);
    const designer = await scene.holder(["kedo.displayitem"]);
    const id = createdId(await designer.post("/api/displayposition", body));
    expect((await scene.member.patch(`/api/displayposition/${id}`, { hide: true })).status).toBe(403);
    expect((await scene.member.del(`/api/displayposition/${id}`)).status).toBe(403);
    expect((await scene.stranger.get(`/api/displayposition/${id}`)).status).toBe(403);
    expect((await scene.stranger.get(`/api/displayposition?defDossier=${entity}`)).status).toBe(403);
    expect((await scene.anonymous.get(`/api/displayposition?defDossier=${entity}`)).status).toBe(401);
  });
});

import { beforeAll, expect, it } from "vitest";
import { describeApi } from "../../testing/apiHarness";
import { createdId, type DesignerScene, designerScene, INVALID, REQUIRED } from "../testing/designerScene";

const CHOOSE = "Choose a data field or a link field";

describeApi("designer: display items (/api/displayitem)", (api) => {
  let scene: DesignerScene;
  let entity: number;
  let position: number;
  let dataField: number;
  beforeAll(async () => {
    scene = await designerScene(api);
    entity = await scene.entity();
    position = await scene.position(entity);
    dataField = await scene.dataField(entity, await scene.baseField());
  });

  it("requires a view and an entity, and a data field or link unless block or record metadata, all at once", async () => {
    const response = await scene.admin.post("/api/displayitem", {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: { view: REQUIRED, defDossier: REQUIRED, defDossierDefField: CHOOSE, defDossierLink: CHOOSE },
    });
    const blank = await scene.admin.post("/api/displayitem", { defDossier: entity, view: " ", settings: {} });
    expect(blank.body).toEqual({
      errors: { view: REQUIRED, defDossierDefField: CHOOSE, defDossierLink: CHOOSE },
    });
  });

  it("checks the layout: col, colspan and rank at least 0", async () => {
    const response = await scene.admin.post("/api/displayitem", {
      defDossier: entity,
      view: "edit",
      defDossierDefField: dataField,
      col: -1,
      colspan: -2,
      rank: -1,
    });
    expect(response.body).toEqual({ errors: { col: INVALID, colspan: INVALID, rank: INVALID } });
  });

  it("gives a new item col 1, rowspan 12, colspan 4 and the rank after the highest", async () => {
    const view = "show";
    const first = await scene.item(entity, {
      view,
      displayPosition: position,
      defDossierDefField: dataField,
    });
    const second = await scene.item(entity, {
      view,
      displayPosition: position,
      settings: { dossier_data: "modified_at" },
      rank: 7,
    });
    const third = await scene.item(entity, { view, displayPosition: position, settings: { block: 12 } });
    const read = await scene.member.get(`/api/displayitem/${first}`);
    expect(read.body).toMatchObject({
      id: first,
      view,
      col: 1,
      rowspan: 12,
      colspan: 4,
      rank: 0,
      def_dossier_id: entity,
      display_position_id: position,
      environment: scene.environment,
      def_dossier_def_field: { id: dataField },
      def_dossier_link: null,
      roles: [],
      permissions_type: null,
    });
    expect((await scene.member.get(`/api/displayitem/${second}`)).body.rank).toBe(7);
    expect((await scene.member.get(`/api/displayitem/${third}`)).body.rank).toBe(8);
    // The display field editor sends rowspan 0; it is kept.
    const editor = await scene.item(entity, {
      view,
      displayPosition: position,
      defDossierDefField: dataField,
      rowspan: 0,
      col: 2,
    });
    expect((await scene.member.get(`/api/displayitem/${editor}`)).body).toMatchObject({
      rowspan: 0,
      col: 2,
      rank: 9,
    });
  });

  it("takes the quick create of the data field dialog, into the main content made for it", async () => {
    const fresh = await scene.entity({
      translations: [{ culture: "en_GB", name_singular: "Visit", name_plural: "Visits" }],
    });
    const field = await scene.dataField(fresh, await scene.baseField());
    const id = createdId(
      await scene.admin.post("/api/displayitem", {
        defDossier: fresh,
        environment: scene.environment,
        defDossierDefField: field,
        rank: 0,
        col: 1,
        rowspan: 12,
        colspan: 4,
        translations: [{ culture: "en_GB", name: "Visit date" }],
        view: "edit",
      }),
    );
    const positions = (await scene.member.get(`/api/displayposition?defDossier=${fresh}`)).body.results;
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({
      type: "main_content",
      translations: [{ culture: "en_GB", name_plural: "Visit" }],
    });
    expect(positions[0].display_items.map((i: { id: number }) => i.id)).toEqual([id]);
    // The next one lands in the same position.
    const next = await scene.item(fresh, { defDossierDefField: field, view: "show" });
    expect((await scene.member.get(`/api/displayitem/${next}`)).body.display_position_id).toBe(
      positions[0].id,
    );
  });

  it("shows only the entity's own data fields, links and positions, and the environment's roles and queries", async () => {
    const other = await scene.entity();
    const foreignField = await scene.dataField(other, await scene.baseField());
    const foreignLink = await scene.link(other, entity);
    const foreignPosition = await scene.position(other);
    const response = await scene.admin.post("/api/displayitem", {
      defDossier: entity,
      view: "edit",
      defDossierDefField: foreignField,
      displayPosition: foreignPosition,
      roles: [scene.stranger.role],
      settings: { condition_query: "no-such-query" },
    });
    expect(response.body).toEqual({
      errors: {
        defDossierDefField: INVALID,
        displayPosition: INVALID,
        roles: INVALID,
        "settings.condition_query": INVALID,
      },
    });
    const link = await scene.admin.post("/api/displayitem", {
      defDossier: entity,
      view: "edit",
      defDossierLink: foreignLink,
    });
    expect(link.body).toEqual({ errors: { defDossierLink: INVALID } });
    const both = await scene.admin.post("/api/displayitem", {
      defDossier: entity,
      view: "edit",
      defDossierDefField: dataField,
      defDossierLink: await scene.link(entity, other),
    });
    expect(both.body).toEqual({ errors: { defDossierLink: INVALID } });
  });

  it("saves the whole editor body with PATCH: translations, roles, permissions type and settings", async () => {
    const link = await scene.link(entity, await scene.entity(), { typeOfLink: "embeddedList" });
    const id = await scene.item(entity, { defDossierLink: link, displayPosition: position });
    const changed = await scene.admin.patch(`/api/displayitem/${id}`, {
      col: 2,
      rank: 3,
      rowspan: 0,
      colspan: 6,
      view: "show/edit",
      defaultPermissionType: "",
      roles: [scene.member.role],
      permissions_type: "INCLUDE_SELECTED_ROLES",
      translations: [
        { culture: "en_GB", name: "Contacts", settings: { informationtext: "Who to call", pretext: null } },
      ],
      settings: { clickable: true, views: ["list", "kanban"], sort: [{ item: id, order: "DESC" }] },
      displayPosition: position,
      defDossierDefField: null,
      defDossierLink: link,
      environment: scene.environment,
      defDossier: entity,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      col: 2,
      rank: 3,
      rowspan: 0,
      colspan: 6,
      view: "show/edit",
      roles: [{ id: scene.member.role }],
      permissions_type: "INCLUDE_SELECTED_ROLES",
      translations: [{ culture: "en_GB", name: "Contacts", settings: { informationtext: "Who to call" } }],
      settings: { clickable: true, views: ["list", "kanban"] },
      def_dossier_link: { id: link, type_of_link: "embeddedList" },
    });
    // Taking the link away leaves nothing to show.
    const emptied = await scene.admin.patch(`/api/displayitem/${id}`, { defDossierLink: null });
    expect(emptied.body).toEqual({ errors: { defDossierDefField: CHOOSE, defDossierLink: CHOOSE } });
    // Unless it becomes a block.
    const block = await scene.admin.patch(`/api/displayitem/${id}`, {
      defDossierLink: null,
      settings: { block: 3 },
    });
    expect(block.status).toBe(200);
    expect(block.body.def_dossier_link).toBeNull();
    expect((await scene.admin.patch(`/api/displayitem/${id}`, { view: "" })).body).toEqual({
      errors: { view: REQUIRED },
    });
    expect((await scene.admin.patch(`/api/displayitem/${id}`, { roles: [] })).body.roles).toEqual([]);
    // Nulls stay nulls: no query, no embedded link limit.
    const nulls = await scene.admin.patch(`/api/displayitem/${id}`, {
      settings: { block: 3, condition_query: null, limit_embedded_link: null, custom_view: null },
    });
    expect(nulls.status, JSON.stringify(nulls.body)).toBe(200);
    expect(nulls.body.settings).toEqual({
      block: 3,
      condition_query: null,
      limit_embedded_link: null,
      custom_view: null,
    });
  });

  it("lists by entity and view in rank and col order, and by environment and uuid", async () => {
    const own = await scene.entity();
    const at = await scene.position(own);
    const field = await scene.dataField(own, await scene.baseField());
    const b = await scene.item(own, {
      view: "list",
      displayPosition: at,
      defDossierDefField: field,
      rank: 1,
      col: 2,
    });
    const a = await scene.item(own, {
      view: "list",
      displayPosition: at,
      defDossierDefField: field,
      rank: 1,
      col: 1,
    });
    const c = await scene.item(own, {
      view: "list",
      displayPosition: at,
      defDossierDefField: field,
      rank: 0,
      col: 3,
    });
    await scene.item(own, {
      view: "edit",
      displayPosition: at,
      defDossierDefField: field,
      uuid: "edit-item-uuid",
    });
    const listed = await scene.member.get(`/api/displayitem?defDossier=${own}&view=list&limit=500`);
    expect(listed.body.results.map((i: { id: number }) => i.id)).toEqual([c, a, b]);
    expect(listed.body.pager).toEqual({ current: 1, pages: 1, items: 3, limit: 500 });
    const byUuid = await scene.member.get(
      `/api/displayitem?environment=${scene.environment}&uuid=edit-item-uuid`,
    );
    expect(byUuid.body.results).toHaveLength(1);
    expect(byUuid.body.results[0]).toMatchObject({ view: "edit", def_dossier_id: own });
    const byPosition = await scene.member.get(`/api/displayitem?defDossier=${own}&displayPosition=${at}`);
    expect(byPosition.body.pager.items).toBe(4);
  });

  it("deletes an item and the entity settings that named it", async () => {
    const own = await scene.entity();
    const field = await scene.dataField(own, await scene.baseField());
    const gone = await scene.item(own, { defDossierDefField: field });
    const kept = await scene.item(own, { defDossierDefField: field, view: "show" });
    await scene.admin.patch(`/api/defdossier/${own}`, {
      settings: { hiddenfields: [gone, kept], kanban_list_field: gone },
    });
    expect((await scene.admin.del(`/api/displayitem/${gone}`)).status).toBe(204);
    expect((await scene.admin.get(`/api/displayitem/${gone}`)).status).toBe(404);
    expect((await scene.admin.get(`/api/defdossier/${own}`)).body.settings).toEqual({
      hiddenfields: [kept],
      kanban_list_field: null,
    });
  });

  it("lets display designers write, and keeps members, strangers and anonymous callers out", async () => {
    const body = { defDossier: entity, view: "edit", defDossierDefField: dataField };
    expect((await scene.anonymous.post("/api/displayitem", body)).status).toBe(401);
    expect((await scene.anonymous.post("/api/displayitem", {})).status).toBe(401);
    expect((await scene.member.post("/api/displayitem", body)).status).toBe(403);
    expect((await scene.stranger.post("/api/displayitem", body)).status).toBe(403);
    const fieldDesigner = await scene.holder(["kedo.defdossierdeffield"]);
    expect((await fieldDesigner.post("/api/displayitem", body)).status).toBe(403);
    const designer = await scene.holder(["kedo.displayitem"]);
    const id = createdId(await designer.post("/api/displayitem", body));
    expect((await designer.patch(`/api/displayitem/${id}`, { col: 3 })).status).toBe(200);
    expect((await scene.member.patch(`/api/displayitem/${id}`, { col: 3 })).status).toBe(403);
    expect((await scene.member.del(`/api/displayitem/${id}`)).status).toBe(403);
    expect((await scene.stranger.get(`/api/displayitem/${id}`)).status).toBe(403);
    expect((await scene.stranger.get(`/api/displayitem?defDossier=${entity}&view=edit`)).status).toBe(403);
    expect(
      (await scene.stranger.get(`/api/displayitem?environment=${scene.environment}&uuid=x`)).status,
    ).toBe(403);
  });
});

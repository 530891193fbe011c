import { beforeAll, expect, it } from "vitest";
import { environments } from "../../../fixtures";
import { seedDemo } from "../../setup/seedDemo";
import { describeApi } from "../../testing/apiHarness";
import { createdId, type DesignerScene, designerScene, INVALID, REQUIRED } from "../testing/designerScene";

const ALL_ACTIONS = [
  "show",
  "edit",
  "create",
  "delete",
  "archive",
  "export",
  "export_csv",
  "export_pdf",
  "export_word",
  "export_html",
  "merge",
  "massupdate",
  "dossierlog",
  "secureshare",
];

describeApi("designer: entities (/api/defdossier)", (api) => {
  let scene: DesignerScene;
  beforeAll(async () => {
    scene = await designerScene(api);
  });

  const translations = [
    { culture: "en_GB", name_singular: "Care plan", name_plural: "Care plans" },
    { culture: "nl_NL", name_singular: "Zorgplan", name_plural: "Zorgplannen", description: "Plan" },
  ];

  it("requires an environment and at least one translation", async () => {
    expect((await scene.admin.post("/api/defdossier", {})).body).toEqual({
      errors: { environment: REQUIRED, translations: REQUIRED },
    });
    expect(
      (await scene.admin.post("/api/defdossier", { environment: scene.environment, translations: [] })).body,
    ).toEqual({ errors: { translations: REQUIRED } });
  });

  it("creates an entity after the others, named after its singular name, and reads it with all credentials for admins", async () => {
    const id = createdId(
      await scene.envAdmin.post("/api/defdossier", {
        environment: scene.environment,
        translations,
        description: "Plans of care",
        archiveable: true,
        visibility_roles: [scene.member.role],
      }),
    );
    const read = await scene.envAdmin.get(`/api/defdossier/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id,
      uuid: expect.any(String),
      name: "care_plan",
      type: "main",
      environment: scene.environment,
      archiveable: true,
      disable_immediate_search: false,
      description: "Plans of care",
      translations,
      settings: {},
      dossierqueries: [],
      visibility_roles: [scene.member.role],
      custom_credentials: [],
      credentials: ALL_ACTIONS,
    });
    const next = await scene.entity();
    expect((await scene.admin.get(`/api/defdossier/${next}`)).body.rank).toBeGreaterThan(read.body.rank);
  });

  it("answers each member the actions they hold on the entity", async () => {
    const id = await scene.entity();
    const viewer = await scene.holder([`kedo.defdossier.${id}.show`, `kedo.defdossier.${id}.export_csv`]);
    expect((await viewer.get(`/api/defdossier/${id}`)).body.credentials).toEqual(["show", "export_csv"]);
    expect((await scene.member.get(`/api/defdossier/${id}`)).body.credentials).toEqual([]);
    const listed = await viewer.get(`/api/defdossier?environment=${scene.environment}&limit=500`);
    expect(listed.body.results.find((e: { id: number }) => e.id === id).credentials).toEqual([
      "show",
      "export_csv",
    ]);
  });

  it("lists by environment, searches names in every language, and finds by uuid", async () => {
    const id = await scene.entity({
      uuid: "entity-uuid-1",
      translations: [
        { culture: "en_GB", name_singular: "Invoice", name_plural: "Invoices" },
        { culture: "nl_NL", name_singular: "Factuur", name_plural: "Facturen" },
      ],
    });
    const search = await scene.member.get(`/api/defdossier?environment=${scene.environment}&search=factu`);
    expect(search.body.results.map((e: { id: number }) => e.id)).toEqual([id]);
    expect(search.body.pager).toEqual({ current: 1, pages: 1, items: 1, limit: 500 });
    const byUuid = await scene.member.get(
      `/api/defdossier?environment=${scene.environment}&uuid=entity-uuid-1`,
    );
    expect(byUuid.body.results.map((e: { id: number }) => e.id)).toEqual([id]);
    const limited = await scene.member.get(`/api/defdossier?environment=${scene.environment}&limit=2`);
    expect(limited.body.results).toHaveLength(2);
    expect(limited.body.pager.limit).toBe(2);
  });

  it("saves translations and settings, merging settings key by key", async () => {
    const id = await scene.entity({ settings: { add_continue: true, detail_layout: "vertical" } });
    const field = await scene.baseField({ type: "list" });
    const yes = await scene.option(field, "Yes");
    const status = await scene.item(id, { defDossierDefField: await scene.dataField(id, field) });
    const note = await scene.item(id, {
      defDossierDefField: await scene.dataField(id, await scene.baseField()),
    });
    const listItem = await scene.item(id, {
      view: "list",
      defDossierDefField: await scene.dataField(id, await scene.baseField({ type: "date" })),
    });
    const conditions = [
      {
        rules: { type: "all", fields: [{ field: status, field_method: "equals", values: [String(yes)] }] },
        actions: [
          { type: "show_fields", values: [note] },
          { type: "require_fields", values: [note] },
        ],
      },
    ];
    const saved = await scene.admin.patch(`/api/defdossier/${id}`, {
      translations: [{ culture: "en_GB", name_singular: "Renamed", name_plural: "Renamed ones" }],
      settings: {
        conditions,
        hiddenfields: [note],
        kanban_list_field: status,
        calendar_date_list_field: listItem,
        calendar_default: "month",
        timeline_custom_view: "cards",
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.translations).toEqual([
      { culture: "en_GB", name_singular: "Renamed", name_plural: "Renamed ones" },
    ]);
    expect(saved.body.settings).toEqual({
      add_continue: true,
      detail_layout: "vertical",
      conditions,
      hiddenfields: [note],
      kanban_list_field: status,
      calendar_date_list_field: listItem,
      calendar_default: "month",
      timeline_custom_view: "cards",
    });
    const again = await scene.admin.patch(`/api/defdossier/${id}`, {
      settings: { add_continue: false, kanban_list_field: null, layout_sidebar: null },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.settings).toMatchObject({
      add_continue: false,
      conditions,
      detail_layout: "vertical",
      kanban_list_field: null,
      layout_sidebar: null,
    });
  });

  it("refuses settings that name what the entity does not have", async () => {
    const id = await scene.entity();
    const other = await scene.entity();
    const foreignItem = await scene.item(other, {
      defDossierDefField: await scene.dataField(other, await scene.baseField()),
    });
    const own = await scene.item(id, {
      defDossierDefField: await scene.dataField(id, await scene.baseField()),
    });
    const response = await scene.admin.patch(`/api/defdossier/${id}`, {
      settings: {
        conditions: [
          {
            rules: {
              type: "or",
              fields: [
                { field: own, field_method: "equals", values: ["1"] },
                { field: foreignItem, field_method: "notequals", values: ["1"] },
              ],
            },
            actions: [{ type: "show_fields", values: [own, 999_999] }],
          },
        ],
        hiddenfields: [foreignItem],
        kanban_list_field: 999_998,
        gantt_task_link: 999_997,
        show_archivable_roles: [scene.stranger.role],
        query_settings: { default_query: "no-such-query" },
        detail_layout: "sideways",
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({ "settings.detail_layout": INVALID });
    const semantic = await scene.admin.patch(`/api/defdossier/${id}`, {
      settings: {
        conditions: [
          {
            rules: {
              type: "or",
              fields: [
                { field: own, field_method: "equals", values: ["1"] },
                { field: foreignItem, field_method: "notequals", values: ["1"] },
              ],
            },
            actions: [{ type: "show_fields", values: [own, 999_999] }],
          },
        ],
        hiddenfields: [foreignItem],
        kanban_list_field: 999_998,
        gantt_task_link: 999_997,
        show_archivable_roles: [scene.stranger.role],
        query_settings: { default_query: "no-such-query" },
      },
      visibility_roles: [scene.stranger.role],
    });
    expect(semantic.body).toEqual({
      errors: {
        "settings.conditions.0.rules.fields.1.field": INVALID,
        "settings.conditions.0.actions.0.values": INVALID,
        "settings.hiddenfields": INVALID,
        "settings.kanban_list_field": INVALID,
        "settings.gantt_task_link": INVALID,
        "settings.show_archivable_roles": INVALID,
        "settings.query_settings.default_query": INVALID,
        visibility_roles: INVALID,
      },
    });
    expect((await scene.admin.get(`/api/defdossier/${id}`)).body.settings).toEqual({});
  });

  it("lets only admins add entities, entity designers change them, and keeps other environments out", async () => {
    const body = { environment: scene.environment, translations };
    const designer = await scene.holder(["kedo.defdossier"]);
    expect((await scene.anonymous.post("/api/defdossier", body)).status).toBe(401);
    expect((await designer.post("/api/defdossier", body)).status).toBe(403);
    expect((await scene.member.post("/api/defdossier", body)).status).toBe(403);
    const id = await scene.entity();
    expect((await designer.patch(`/api/defdossier/${id}`, { settings: { add_continue: true } })).status).toBe(
      200,
    );
    const itemDesigner = await scene.holder(["kedo.displayitem", `kedo.defdossier.${id}.edit`]);
    expect((await itemDesigner.patch(`/api/defdossier/${id}`, { rank: 1 })).status).toBe(403);
    expect((await scene.member.patch(`/api/defdossier/${id}`, { rank: 1 })).status).toBe(403);
    expect((await scene.stranger.get(`/api/defdossier/${id}`)).status).toBe(403);
    expect((await scene.stranger.patch(`/api/defdossier/${id}`, { rank: 1 })).status).toBe(403);
    expect((await scene.stranger.get(`/api/defdossier?environment=${scene.environment}`)).status).toBe(403);
    expect((await scene.stranger.post("/api/defdossier", body)).status).toBe(403);
    expect((await scene.admin.patch(`/api/defdossier/${id}`, { environment: scene.other })).body).toEqual({
      errors: { environment: INVALID },
    });
  });

  it("accepts the demo entities' own settings back unchanged", async () => {
    await seedDemo(api.db, { password: "demo password" });
    for (const fixture of environments) {
      for (const { entity } of fixture.entities) {
        const response = await scene.admin.patch(`/api/defdossier/${entity.id}`, {
          translations: entity.translations,
          settings: entity.settings,
        });
        expect(response.status, `${entity.name}: ${JSON.stringify(response.body)}`).toBe(200);
        expect(response.body.settings).toEqual(entity.settings);
      }
    }
  }, 120_000);
});

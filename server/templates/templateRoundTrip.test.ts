import { beforeAll, expect, it } from "vitest";
import { createdId, type DesignerScene, designerScene } from "../designer/testing/designerScene";
import { describeApi } from "../testing/apiHarness";
import { setupApi } from "../testing/setupApi";

const METADATA_TABLES = [
  "def_fields",
  "def_field_lists",
  "def_dossiers",
  "display_positions",
  "def_dossier_def_fields",
  "def_dossier_links",
  "display_items",
];

describeApi("templates: environment -> template -> new environment", (api) => {
  let scene: DesignerScene;
  let source: number;
  let template: number;

  /** How many rows of each metadata table the environment has. */
  async function counts(environment: number): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of METADATA_TABLES) {
      const [row] = await api.db.query<{ n: number }>(
        `select count(*)::int as n from ${table} where environment_id = $1`,
        [environment],
      );
      result[table] = row?.n ?? 0;
    }
    return result;
  }

  /** The template JSON the environment makes now (made through the API, then read back). */
  async function contentOf(environment: number): Promise<unknown> {
    const id = createdId(await scene.admin.post("/api/admin/template", { name: "probe", environment }));
    const read = await scene.admin.get(`/api/admin/template/${id}`);
    await scene.admin.del(`/api/admin/template/${id}`);
    return JSON.parse(read.body.template);
  }

  async function newEnvironment(languages = ["en_GB", "nl_NL"]) {
    return setupApi(api).environment(scene.admin.cookie as string, api.unique("Target "), languages);
  }

  beforeAll(async () => {
    scene = await designerScene(api);
    source = scene.environment;
    const status = createdId(
      await scene.admin.post("/api/deffield", { name: "status", type: "list", environment: source }),
    );
    await scene.option(status, "Open", { default: true, color: "#00AA00" });
    await scene.option(status, "Closed");
    const region = createdId(
      await scene.admin.post("/api/deffield", { name: "region", type: "tree", environment: source }),
    );
    const north = await scene.option(region, "North");
    await scene.option(region, "North-East", { parent: north });
    const title = await scene.baseField({ name: "title", settings: { size: 80 } });

    const ticket = await scene.entity({
      translations: [
        { culture: "en_GB", name_singular: "Ticket", name_plural: "Tickets" },
        { culture: "nl_NL", name_singular: "Melding", name_plural: "Meldingen" },
      ],
      description: "Tickets of customers",
      archiveable: true,
    });
    const customer = await scene.entity({
      type: "hidden",
      translations: [{ culture: "en_GB", name_singular: "Customer", name_plural: "Customers" }],
    });
    const statusField = await scene.dataField(ticket, status, { name: "Status", obligatory: true });
    const titleField = await scene.dataField(ticket, title, { name: "Title" });
    await scene.dataField(customer, region, { name: "Region" });
    const toCustomer = await scene.link(ticket, customer, { name: "customer", uuid: "t-customer" });
    await scene.link(customer, ticket, { name: "tickets", typeOfLink: "embeddedList", uuid: "c-tickets" });
    const paired = await scene.admin.patch("/api/defdossierlink/backlink", {
      uuid: "t-customer",
      backlinkUuid: "c-tickets",
      defDossier: ticket,
      childDefDossier: customer,
    });
    expect(paired.status).toBe(200);
    const main = await scene.position(ticket, {
      translations: [{ culture: "en_GB", name_plural: "Ticket" }],
    });
    const tab = await scene.position(ticket, {
      type: "tab",
      translations: [{ culture: "en_GB", name_plural: "More" }],
    });
    await scene.item(ticket, { displayPosition: main, defDossierDefField: statusField, colspan: 6 });
    await scene.item(ticket, { displayPosition: main, defDossierDefField: titleField, view: "list" });
    await scene.item(ticket, { displayPosition: tab, defDossierLink: toCustomer });
    await scene.item(ticket, {
      displayPosition: tab,
      view: "show",
      settings: { dossier_data: "created_at" },
    });

    template = createdId(
      await scene.admin.post("/api/admin/template", {
        name: "Helpdesk",
        description: "Tickets and customers",
        environment: source,
        translations: [{ culture: "nl_NL", name: "Helpdesk (nl)", description: "Meldingen" }],
      }),
    );
  });

  it("makes a template of the environment's base fields, entities, links and items", async () => {
    const read = await scene.admin.get(`/api/admin/template/${template}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      name: "Helpdesk",
      translations: [{ culture: "nl_NL", name: "Helpdesk (nl)" }],
    });
    const content = JSON.parse(read.body.template);
    expect(content.locale).toBe("en_GB");
    expect(content.deffields.map((f: { name: string }) => f.name).sort()).toEqual([
      "region",
      "status",
      "title",
    ]);
    const ticket = content.defdossiers.find(
      (d: { description?: string }) => d.description === "Tickets of customers",
    );
    expect(ticket).toMatchObject({ archiveable: true, disable_immediate_search: false });
    expect(ticket.defdossierlinks[0]).toMatchObject({
      uuid: "t-customer",
      back_link: { uuid: "c-tickets" },
    });
    expect(
      ticket.displaypositions.flatMap((p: { display_items: unknown[] }) => p.display_items),
    ).toHaveLength(4);
  });

  it("applies it to a new environment: the same content, each entity with its records table", async () => {
    const target = await newEnvironment();
    const applied = await scene.admin.patch(`/api/template/apply/${template}/${target}`, {});
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.done).toBe(applied.body.total);
    expect(applied.body.total).toBeGreaterThan(15);

    expect(await counts(target)).toEqual(await counts(source));
    expect(await contentOf(target)).toEqual(await contentOf(source));
    const entities = await api.db.query<{ id: number }>(
      "select id from def_dossiers where environment_id = $1",
      [target],
    );
    for (const { id } of entities) {
      const [table] = await api.db.query<{ name: string | null }>("select to_regclass($1)::text as name", [
        `records_${id}`,
      ]);
      expect(table?.name).toBe(`records_${id}`);
    }
    const environment = await scene.admin.get(`/api/environment/${target}`);
    expect(environment.body.apply_template).toBe(2);

    // A second apply finds every item by its uuid: nothing duplicated, nothing changed.
    const before = await contentOf(target);
    const again = await scene.admin.patch(`/api/template/apply/${template}/${target}`, {});
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await counts(target)).toEqual(await counts(source));
    expect(await contentOf(target)).toEqual(before);
  });

  it("patches what a changed template changes, found by uuid", async () => {
    const target = await newEnvironment();
    expect((await scene.admin.patch(`/api/template/apply/${template}/${target}`, {})).status).toBe(200);
    const content = JSON.parse((await scene.admin.get(`/api/admin/template/${template}`)).body.template);
    content.deffields[0].def_field_lists[0].color = "#123456";
    content.defdossiers[0].translations[0].name_plural = "Changed tickets";
    content.defdossiers[0].defdossierlinks[0].name = "the customer!";
    const changed = createdId(
      await scene.admin.post("/api/admin/template", { name: "Changed", template: JSON.stringify(content) }),
    );
    const applied = await scene.admin.patch(`/api/template/apply/${changed}/${target}`, {});
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(await counts(target)).toEqual(await counts(source));
    const now = (await contentOf(target)) as typeof content;
    expect(now.deffields[0].def_field_lists[0].color).toBe("#123456");
    expect(now.defdossiers[0].translations[0].name_plural).toBe("Changed tickets");
    // Link names are reduced to letters, digits and underscores.
    expect(now.defdossiers[0].defdossierlinks[0].name).toBe("the_customer");
  });

  it("refuses an environment whose first language differs, and writes nothing", async () => {
    const dutch = await newEnvironment(["nl_NL", "en_GB"]);
    const refused = await scene.admin.patch(`/api/template/apply/${template}/${dutch}`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("The environments do not have the same language");
    expect(Object.values(await counts(dutch)).every((n) => n === 0)).toBe(true);
  });

  it("applies all or nothing: a failing item leaves no other item behind, and status 9", async () => {
    const read = await scene.admin.get(`/api/admin/template/${template}`);
    const content = JSON.parse(read.body.template);
    // The last link points at an entity the template does not hold.
    content.defdossiers[1].defdossierlinks.push({
      uuid: "broken-link",
      name: "nowhere",
      type_of_link: "select",
      child_def_dossier: { uuid: "missing-entity" },
    });
    const broken = createdId(
      await scene.admin.post("/api/admin/template", { name: "Broken", template: JSON.stringify(content) }),
    );
    const target = await newEnvironment();
    const failed = await scene.admin.patch(`/api/template/apply/${broken}/${target}`, {});
    expect(failed.status).toBe(400);
    expect(failed.body.message).toContain("nowhere");
    expect(Object.values(await counts(target)).every((n) => n === 0)).toBe(true);
    const environment = await scene.admin.get(`/api/environment/${target}`);
    expect(environment.body.apply_template).toBe(9);
  });

  it("reports progress to the applying user and lets the app set the status", async () => {
    const target = await newEnvironment();
    const seen: { done: number; total: number }[] = [];
    const original = api.app.notifyUser;
    api.app.notifyUser = ((_user: number, _event: string, payload: { done: number; total: number }) => {
      seen.push(payload);
    }) as typeof original;
    try {
      const applied = await scene.admin.patch(`/api/template/apply/${template}/${target}`, {});
      expect(applied.status).toBe(200);
    } finally {
      api.app.notifyUser = original;
    }
    expect(seen.at(-1)).toMatchObject({ done: applied(seen), total: applied(seen), environmentId: target });
    const status = await scene.admin.patch(`/api/apply-template?environment=${target}`, { status: 9 });
    expect(status.status).toBe(200);
    expect((await scene.admin.get(`/api/environment/${target}`)).body.apply_template).toBe(9);
  });

  it("keeps templates to super admins; a missing template could not be applied", async () => {
    const bad = await scene.envAdmin.post("/api/admin/template", { name: "Mine", environment: source });
    expect(bad.status).toBe(403);
    expect((await scene.member.get("/api/admin/template")).status).toBe(403);
    const noName = await scene.admin.post("/api/admin/template", { name: " ", environment: source });
    expect(noName.status).toBe(400);
    expect(noName.body.errors.name).toBe("This is a required field");
    const noContent = await scene.admin.post("/api/admin/template", { name: "Empty" });
    expect(noContent.body.errors).toEqual({ environment: "This is a required field" });
    const target = await newEnvironment();
    const missing = await scene.admin.patch(`/api/template/apply/999999/${target}`, {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Template could not be applied");
    const stranger = await scene.stranger.patch(`/api/template/apply/${template}/${target}`, {});
    expect(stranger.status).toBe(403);
  });

  it("keeps a png or jpeg thumbnail and serves it", async () => {
    const png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const bad = await scene.admin.patch(`/api/admin/template/${template}`, {
      thumbnail: "data:image/png;base64,AAAA",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.thumbnail).toBe("The image must be a png or jpeg file");
    const saved = await scene.admin.patch(`/api/admin/template/${template}`, { thumbnail: png });
    expect(saved.status).toBe(200);
    expect(saved.body.thumbnail_path).toBe(`/api/admin/template/${template}/thumbnail`);
    expect(saved.body.translations[0].thumbnail_path).toBe(saved.body.thumbnail_path);
    const image = await api.request("GET", saved.body.thumbnail_path, { cookie: scene.admin.cookie });
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const removed = await scene.admin.patch(`/api/admin/template/${template}`, { thumbnail: null });
    expect(removed.body.thumbnail_path).toBeNull();
  });

  it("shows its routes in the API documentation", async () => {
    const paths = Object.keys((await api.request("GET", "/api/docs/json")).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/admin/template",
        "/api/admin/template/{id}",
        "/api/admin/template/{id}/translation",
        "/api/template/apply/{template}/{environment}",
        "/api/apply-template",
      ]),
    );
  });

  it("lists templates by name, 9 per page", async () => {
    const list = await scene.admin.get("/api/admin/template?name=helpdesk");
    expect(list.status).toBe(200);
    expect(list.body.results.map((t: { name: string }) => t.name)).toEqual(["Helpdesk"]);
    expect(list.body.results[0].template).toBeUndefined();
    expect((await scene.admin.get("/api/admin/template")).body.pager.limit).toBe(9);
  });
});

/** The total the progress reached. */
function applied(seen: { done: number; total: number }[]): number {
  return seen.at(-1)?.total ?? -1;
}

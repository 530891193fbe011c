import { beforeAll, expect, it } from "vitest";
import { compile, evaluate, validate } from "../../engine";
import { Bundle, check } from "../../schemas";
import { loadBundle } from "../metadata/loadBundle";
import { describeApi } from "../testing/apiHarness";
import { createdId, type DesignerScene, designerScene } from "./testing/designerScene";

describeApi("designer round trip: what the API designs, the engine compiles", (api) => {
  let scene: DesignerScene;
  beforeAll(async () => {
    scene = await designerScene(api);
  });

  it("builds an entity through the API that loadBundle reads and compile() turns into a form", async () => {
    const { admin } = scene;
    // A list base field with two options, one hidden for the member's role.
    const status = createdId(
      await admin.post("/api/deffield", { name: "status", type: "list", environment: scene.environment }),
    );
    const open = await scene.option(status, "Open", { default: true });
    const closed = await scene.option(status, "Closed", { settings: { roles: [scene.member.role] } });
    const reasonField = await scene.baseField({ name: "reason", type: "text", settings: { size: 80 } });

    const ticket = await scene.entity({
      translations: [
        { culture: "en_GB", name_singular: "Ticket", name_plural: "Tickets" },
        { culture: "nl_NL", name_singular: "Melding", name_plural: "Meldingen" },
      ],
    });
    const customer = await scene.entity({
      translations: [{ culture: "en_GB", name_singular: "Customer", name_plural: "Customers" }],
    });
    const statusField = await scene.dataField(ticket, status, { name: "Status", obligatory: true });
    const reason = await scene.dataField(ticket, reasonField, { name: "Closing reason" });
    const toCustomer = await scene.link(ticket, customer, { name: "customer", uuid: "ticket-customer" });
    await scene.link(customer, ticket, {
      name: "tickets",
      typeOfLink: "embeddedList",
      uuid: "customer-tickets",
    });
    const paired = await admin.patch("/api/defdossierlink/backlink", {
      uuid: "ticket-customer",
      backlinkUuid: "customer-tickets",
      defDossier: ticket,
      childDefDossier: customer,
    });
    expect(paired.status).toBe(200);

    const main = await scene.position(ticket, {
      translations: [
        { culture: "en_GB", name_plural: "Ticket" },
        { culture: "nl_NL", name_plural: "Melding" },
      ],
    });
    const label = (en: string, nl: string) => [
      { culture: "en_GB", name: en },
      { culture: "nl_NL", name: nl },
    ];
    const statusItem = await scene.item(ticket, {
      displayPosition: main,
      defDossierDefField: statusField,
      translations: label("Status", "Status"),
    });
    const reasonItem = await scene.item(ticket, {
      displayPosition: main,
      defDossierDefField: reason,
      translations: label("Reason", "Reden"),
    });
    const customerItem = await scene.item(ticket, {
      displayPosition: main,
      defDossierLink: toCustomer,
      translations: label("Customer", "Klant"),
    });
    const createdItem = await scene.item(ticket, {
      displayPosition: main,
      view: "show",
      settings: { dossier_data: "created_at" },
      translations: label("Created", "Aangemaakt"),
    });
    const condition = {
      rules: {
        type: "all",
        fields: [{ field: statusItem, field_method: "equals", values: [String(closed)] }],
      },
      actions: [
        { type: "show_fields", values: [reasonItem] },
        { type: "require_fields", values: [reasonItem] },
      ],
    };
    const saved = await admin.patch(`/api/defdossier/${ticket}`, { settings: { conditions: [condition] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const bundle = await loadBundle(api.db, ticket, { locale: "nl_NL", roles: [], admin: true });
    if (!bundle) throw new Error("The entity was not found");
    const checked = check(Bundle, bundle);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
    expect(bundle.entity.settings?.conditions).toEqual([condition]);
    expect(bundle.positions.map((p) => p.id)).toEqual([main]);
    // Ranks count per view: the show view's first item sits beside the edit view's first.
    expect(bundle.positions[0]?.display_items.map((i) => [i.id, i.view, i.rank])).toEqual([
      [statusItem, "edit", 0],
      [createdItem, "show", 0],
      [reasonItem, "edit", 1],
      [customerItem, "edit", 2],
    ]);
    const customerLink = bundle.positions[0]?.display_items[3]?.def_dossier_link;
    expect(customerLink).toMatchObject({ name: "customer", child_def_dossier_id: customer });
    expect(customerLink?.back_link_id).toEqual(expect.any(Number));

    // The admin's edit form: labels in Dutch, every option, the reason shown and required only when closed.
    const edit = compile(bundle, "edit");
    expect(edit.warnings).toEqual([]);
    expect(edit.order).toEqual([statusItem, reasonItem, customerItem]);
    expect(edit.items[statusItem]).toMatchObject({ label: "Status", required: true, type: "list" });
    expect(edit.items[reasonItem]).toMatchObject({ label: "Reden", required: false, alwaysVisible: false });
    expect(edit.items[statusItem]?.options.map((o) => [o.id, o.label, o.restricted])).toEqual([
      [open, "Open (nl)", false],
      [closed, "Closed (nl)", true],
    ]);
    expect(edit.defaults[statusItem]).toEqual([open]);
    const form = evaluate(edit, { [statusItem]: [open] });
    expect(form.visible.has(reasonItem)).toBe(false);
    form.update(statusItem, [closed]);
    expect(form.visible.has(reasonItem)).toBe(true);
    expect(form.required.has(reasonItem)).toBe(true);
    expect(validate(edit, { [statusItem]: [closed] })).toEqual({ [reasonItem]: "This is a required field" });
    expect(validate(edit, { [statusItem]: [closed], [reasonItem]: "Solved" })).toEqual({});

    // The member's form: the option hidden for their role is gone; the show view has the metadata item.
    const member = await loadBundle(api.db, ticket, {
      locale: "en_GB",
      roles: [scene.member.role],
      admin: false,
    });
    if (!member) throw new Error("The entity was not found");
    const memberEdit = compile(member, "edit");
    expect(memberEdit.items[statusItem]?.options.map((o) => o.id)).toEqual([open]);
    expect(memberEdit.items[reasonItem]?.label).toBe("Reason");
    expect(compile(member, "show").order).toContain(createdItem);

    // What the positions call answers is the bundle's positions.
    const positions = await scene.member.get(`/api/displayposition?defDossier=${ticket}`);
    expect(positions.body.results).toEqual(bundle.positions);
  });
});

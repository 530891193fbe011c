import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type { Bundle } from "../schemas";
import { bundle, fieldItem, linkItem, option, position } from "../tests/support/bundleBuilder";
import { compile, readsClockBeyondDefaults, withDefaultsNow } from "./compile";

const example: Bundle = JSON.parse(
  readFileSync(new URL("../tests/data/issue-example.bundle.json", import.meta.url), "utf8"),
);

describe("compile", () => {
  it("compiles the issue's example bundle into schema, layout and labels", () => {
    const model = compile(example, "edit");
    expect(model.schema).toMatchObject({
      type: "object",
      required: ["101"],
      properties: { "101": { title: "Status", type: "array", items: { enum: [12] } } },
    });
    expect(model.layout.positions).toEqual([
      { id: 1, type: "main_content", label: "", rank: 0, items: [101] },
    ]);
    expect(model.items["101"]).toMatchObject({ key: "f55", label: "Status", widget: "list", required: true });
    expect(model.entity).toMatchObject({ nameSingular: "Client", namePlural: "Clients" });
  });

  it("orders items by rank then column, leaves hidden positions out and keeps the view's items only", () => {
    const model = compile(
      bundle([
        position(1, [
          fieldItem({ id: 3, type: "text", rank: 2, col: 5 }),
          fieldItem({ id: 2, type: "text", rank: 2, col: 1 }),
          fieldItem({ id: 1, type: "text", rank: 5 }),
          fieldItem({ id: 4, type: "text", view: "list" }),
        ]),
        position(2, [fieldItem({ id: 5, type: "text" })], { type: "tab", hide: true }),
        position(3, [fieldItem({ id: 6, type: "text" })], { type: "footer" }),
      ]),
      "edit",
    );
    expect(model.layout.positions.map((p) => [p.id, p.items])).toEqual([
      [1, [2, 3, 1]],
      [3, [6]],
    ]);
    expect(model.order).toEqual([2, 3, 1, 6]);
  });

  it("labels in the context locale, falling back to the first translation", () => {
    const item = fieldItem({ id: 1, type: "text" });
    item.translations = [
      { culture: "nl_NL", name: "Naam" },
      { culture: "de", name: "Name (de)" },
    ];
    const b = bundle([position(1, [item])]);
    expect(compile({ ...b, context: { ...b.context, locale: "de" } }, "edit").items["1"]?.label).toBe(
      "Name (de)",
    );
    expect(compile(b, "edit").items["1"]?.label).toBe("Naam");
  });

  it("fills show and edit views from show/edit items, preferring an item of the exact view", () => {
    const b = bundle([
      position(1, [
        fieldItem({ id: 1, type: "text", view: "show/edit", dataFieldId: 50 }),
        fieldItem({ id: 2, type: "text", view: "edit", dataFieldId: 50 }),
        fieldItem({ id: 3, type: "text", view: "show/edit" }),
      ]),
    ]);
    expect(compile(b, "edit").order).toEqual([2, 3]);
    expect(compile(b, "show").order).toEqual([1, 3]);
    expect(compile(b, "show/edit").order).toEqual([1, 3]);
  });

  it("leaves autoIncrement out of edit views and makes show views read-only", () => {
    const b = bundle([
      position(1, [
        fieldItem({ id: 1, type: "autoIncrement", view: "show/edit" }),
        fieldItem({ id: 2, type: "text", view: "show/edit", obligatory: true }),
      ]),
    ]);
    expect(compile(b, "edit").order).toEqual([2]);
    const show = compile(b, "show");
    expect(show.order).toEqual([1, 2]);
    expect(show.items["2"]).toMatchObject({ editable: false, required: false });
    expect(show.schema.required).toBeUndefined();
  });

  it("marks an unknown field type for the 'Unknown field type' widget", () => {
    const model = compile(bundle([position(1, [fieldItem({ id: 1, type: "hologram" })])]), "edit");
    expect(model.items["1"]?.widget).toBe("unknown");
  });

  it("carries a text field's input width (its size setting, default 100) in the compiled item, in every view", () => {
    const b = bundle([
      position(1, [
        fieldItem({ id: 1, type: "text", fieldSettings: { size: 12 }, view: "show/edit" }),
        fieldItem({ id: 2, type: "text", view: "show/edit" }),
        fieldItem({ id: 3, type: "textarea", view: "show/edit" }),
        fieldItem({ id: 4, type: "amount", fieldSettings: { size: 12 }, view: "show/edit" }),
      ]),
    ]);
    for (const view of ["edit", "show"]) {
      const { items } = compile(b, view);
      expect([1, 2, 3, 4].map((id) => items[id]?.inputSize)).toEqual([12, 100, undefined, undefined]);
    }
    // A width, not a limit: the value schema keeps the 255-character maximum.
    expect(compile(b, "edit").schema).toMatchObject({
      properties: { "1": { type: "string", maxLength: 255 } },
    });
  });

  it("gives list columns their sortability and aggregations", () => {
    const metadata = fieldItem({ id: 3, type: "text", view: "list" });
    delete metadata.def_dossier_def_field;
    metadata.settings = { dossier_data: "created_at" };
    const creator = { ...metadata, id: 4, settings: { dossier_data: "created_by" as const } };
    const model = compile(
      bundle([
        position(1, [
          fieldItem({ id: 1, type: "textarea", view: "list" }),
          fieldItem({ id: 2, type: "amount", view: "list" }),
          metadata,
          creator,
        ]),
      ]),
      "list",
    );
    expect(model.kind).toBe("list");
    expect(model.items["1"]?.sortable).toBe(false);
    expect(model.items["2"]).toMatchObject({ sortable: true, aggregations: ["avg", "sum", "min", "max"] });
    expect(model.items["3"]).toMatchObject({ key: "mcreated_at", sortable: true });
    expect(model.items["4"]?.sortable).toBe(false);
  });

  it("gives search views a filter schema with each type's operators", () => {
    const model = compile(
      bundle([position(1, [fieldItem({ id: 1, type: "date", view: "search", obligatory: true })])]),
      "search",
    );
    expect(model.kind).toBe("search");
    const filter = (model.schema.properties as Record<string, Record<string, unknown>>)["1"];
    expect(filter?.properties).toMatchObject({ type: { enum: ["on", "after", "before", "between"] } });
    expect(model.schema.required).toBeUndefined();
  });

  it("hides row_input labels", () => {
    const model = compile(
      bundle([position(1, [fieldItem({ id: 1, type: "text", view: "row_input" })])]),
      "row_input",
    );
    expect(model.layout.hideLabels).toBe(true);
    expect(model.kind).toBe("edit");
  });

  it("requires obligatory data fields and links in editing views", () => {
    const model = compile(
      bundle([
        position(1, [
          fieldItem({ id: 1, type: "text", obligatory: true }),
          linkItem({ id: 2, obligatory: true }),
        ]),
      ]),
      "edit",
    );
    expect(model.schema.required).toEqual(["1", "2"]);
    expect(model.items["2"]).toMatchObject({
      widget: "link",
      link: { childDefDossierId: 99, multiple: false },
    });
  });
});

describe("roles", () => {
  const restricted = (permissions_type: "INCLUDE_SELECTED_ROLES" | "EXCLUDE_SELECTED_ROLES", id: number) =>
    fieldItem({ id, type: "text", extra: { permissions_type, roles: [{ role: { id: 5 } }] } });
  const b = bundle([
    position(1, [
      restricted("INCLUDE_SELECTED_ROLES", 1),
      restricted("EXCLUDE_SELECTED_ROLES", 2),
      fieldItem({
        id: 3,
        type: "list",
        options: [option(31, "Open"), option(32, "Secret", { settings: { roles: [5] } })],
      }),
    ]),
  ]);
  const as = (roles: number[], admin = false) =>
    compile({ ...b, context: { ...b.context, roles, admin } }, "edit");

  it("shows INCLUDE_SELECTED_ROLES items only to holders and hides EXCLUDE_SELECTED_ROLES items from them", () => {
    expect(as([5]).order).toEqual([1, 3]);
    expect(as([4]).order).toEqual([2, 3]);
  });

  it("hides list options from holders of their roles, and marks them for admins", () => {
    expect(as([5]).items["3"]?.options.map((o) => o.id)).toEqual([31]);
    expect(as([4]).items["3"]?.options.map((o) => [o.id, o.restricted])).toEqual([
      [31, false],
      [32, false],
    ]);
    const admin = as([5], true);
    expect(admin.order).toEqual([1, 2, 3]);
    expect(admin.items["3"]?.options.map((o) => [o.id, o.restricted])).toEqual([
      [31, false],
      [32, true],
    ]);
  });

  it("gives unset option colours the default", () => {
    expect(as([]).items["3"]?.options[0]?.color).toBe("#F5F5F5");
  });
});

describe("mass update", () => {
  it("clears required flags, list defaults and current-time defaults", () => {
    const b = bundle(
      [
        position(1, [
          fieldItem({ id: 1, type: "text", obligatory: true }),
          fieldItem({ id: 2, type: "list", options: [option(21, "A", { default: true }), option(22, "B")] }),
          fieldItem({ id: 3, type: "date", settings: { default_current_date: true } }),
          fieldItem({ id: 4, type: "text" }),
        ]),
      ],
      {
        entity: {
          id: 7,
          translations: [],
          settings: {
            conditions: [
              {
                rules: { type: "or", fields: [{ field: 4, field_method: "equals", values: ["x"] }] },
                actions: [{ type: "require_fields", values: [1, 4] }],
              },
            ],
          },
        },
      },
    );
    const normal = compile(b, "edit");
    expect(normal.schema.required).toEqual(["1"]);
    expect(normal.defaults).toEqual({ "2": [21], "3": "2026-03-10" });
    expect(Object.keys(normal.rules.required)).toEqual(["4"]);
    const mass = compile(b, "edit", { massUpdate: true });
    expect(mass.schema.required).toBeUndefined();
    expect(mass.defaults).toEqual({});
    expect(mass.rules.required).toEqual({});
  });
});

describe("kept models", () => {
  const dated = () =>
    bundle([position(1, [fieldItem({ id: 3, type: "date", settings: { default_current_date: true } })])]);

  it("takes a kept model's current-time defaults again at each use", () => {
    vi.useFakeTimers();
    try {
      const b = dated();
      b.context = { locale: "en_GB", roles: [], admin: false, timezone: "Europe/Amsterdam" };
      vi.setSystemTime(new Date("2026-03-10T12:00:00Z"));
      const kept = compile(b, "edit");
      expect(kept.defaults).toEqual({ "3": "2026-03-10" });
      vi.setSystemTime(new Date("2026-03-11T23:30:00Z"));
      expect(withDefaultsNow(kept).defaults).toEqual({ "3": "2026-03-12" });
      expect(withDefaultsNow(compile(b, "show")).defaults).toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });

  it("says a model reads the clock beyond defaults only with a condition query that applies", () => {
    const gated = bundle([
      position(1, [fieldItem({ id: 2, type: "text", settings: { condition_query: 5 } })]),
    ]);
    expect(readsClockBeyondDefaults(dated())).toBe(false);
    expect(readsClockBeyondDefaults(gated)).toBe(true);
    expect(readsClockBeyondDefaults({ ...gated, context: { ...gated.context, admin: true } })).toBe(false);
  });
});

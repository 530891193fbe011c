import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Bundle, check, type DisplayItem, FIELD_TYPES, VIEW_MODES } from "../schemas";
import { compile } from "./compile";
import { evaluate } from "./evaluate";
import { validate } from "./validate";

const ids = fc.integer({ min: 1, max: 40 });
const text = fc.string({ maxLength: 12 });
const culture = fc.constantFrom("en_GB", "nl_NL", "de");
const views = fc.constantFrom(...VIEW_MODES, "kanban_card");
const anyValue = fc.oneof(
  fc.constant(null),
  text,
  fc.double({ noNaN: false }),
  fc.array(ids, { maxLength: 3 }),
  fc.record({ latitude: fc.double(), longitude: fc.double(), zoom: fc.integer() }),
  fc.constantFrom("2026-02-30", "2026-03-01", "2026-03-01T10:00:00Z", "25:61", "09:30", "1234 AB"),
);

const fieldSettings = fc.record(
  {
    multiple: fc.boolean(),
    withtime: fc.boolean(),
    restriction: fc.constantFrom("none", "before_and_eq_current_date", "after_and_eq_current_date"),
    restrict_days: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
    valueType: fc.constantFrom("currency", "number", "percentage"),
    decimals: fc.integer({ min: 0, max: 4 }),
    regex: fc.constantFrom("numbers_only", "dutch_zipcode", "municipal_code", "denomination", "^[a-", "^a+$"),
    formula: fc.constantFrom("{1} + {2}", "{f} * 2", "round({3} / 0, 2)", "1 +", "{1} > 2 ? 1 : 0"),
    prefix: text,
    imageType: fc.constantFrom("qrcode", "code128", "code39"),
  },
  { requiredKeys: [] },
);

const itemSettings = fc.record(
  {
    validators: fc.subarray(["BSN", "IBAN", "UniqueValue"] as const),
    disable_limit: fc.boolean(),
    default_current_date: fc.boolean(),
    default_current_user: fc.boolean(),
    default_list_option: ids,
    multiple: fc.boolean(),
    display_rules: fc.array(
      fc.record({
        path: fc.constantFrom("a.b", "c", "a.b.c"),
        op: fc.constantFrom("contains" as const, "equals" as const),
        value: fc.array(text, { maxLength: 2 }),
        action: fc.constantFrom("show" as const, "hide" as const),
      }),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: [] },
);

const item = (id: number): fc.Arbitrary<DisplayItem> =>
  fc
    .record({
      view: views,
      rank: fc.integer({ min: 0, max: 20 }),
      col: fc.integer({ min: 0, max: 12 }),
      colspan: fc.integer({ min: 0, max: 12 }),
      translations: fc.array(fc.record({ culture, name: text }), { maxLength: 2 }),
      permissions_type: fc.constantFrom(
        null,
        "INCLUDE_SELECTED_ROLES" as const,
        "EXCLUDE_SELECTED_ROLES" as const,
      ),
      roles: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
      settings: itemSettings,
      kind: fc.constantFrom("field", "field", "field", "link", "meta"),
      type: fc.constantFrom(...FIELD_TYPES, "mystery"),
      fieldSettings,
      name: fc.constantFrom("f", "g", "name"),
      obligatory: fc.boolean(),
      dataField: fc.integer({ min: 1, max: 10 }),
      options: fc.array(
        fc.record({
          id: ids,
          translations: fc.array(fc.record({ culture, text }), { maxLength: 2 }),
          settings: fc.record({ roles: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }) }),
        }),
        { maxLength: 4 },
      ),
    })
    .map(({ kind, type, fieldSettings, name, obligatory, dataField, options, ...rest }) => ({
      id,
      ...rest,
      ...(kind === "field"
        ? {
            def_dossier_def_field: {
              id: dataField,
              name,
              obligatory,
              def_field: { id: dataField, type, settings: fieldSettings },
              def_field_lists: options,
            },
          }
        : kind === "link"
          ? {
              def_dossier_link: {
                id: dataField,
                name: "link",
                type_of_link: "select" as const,
                child_def_dossier_id: 2,
                obligatory,
                settings: { multiple: fieldSettings.multiple ?? false },
              },
            }
          : { settings: { ...rest.settings, dossier_data: "created_at" as const } }),
    }));

const bundles = fc
  .tuple(
    fc.uniqueArray(ids, { minLength: 1, maxLength: 12 }),
    fc.array(
      fc.record({
        rules: fc.record({
          type: fc.constantFrom("or", "and"),
          fields: fc.array(
            fc.record({
              field: ids,
              field_method: fc.constantFrom("equals" as const, "notequals" as const),
              values: fc.array(fc.oneof(text, fc.integer()), { maxLength: 3 }),
            }),
            { maxLength: 3 },
          ),
        }),
        actions: fc.array(
          fc.record({
            type: fc.constantFrom("show_fields" as const, "require_fields" as const),
            values: fc.array(ids, { maxLength: 3 }),
          }),
          { maxLength: 2 },
        ),
      }),
      { maxLength: 3 },
    ),
    fc.record({ locale: culture, roles: fc.array(fc.integer({ min: 1, max: 4 })), admin: fc.boolean() }),
  )
  .chain(([itemIds, conditions, context]) =>
    fc.tuple(...itemIds.map(item)).map(
      (items): Bundle => ({
        entity: { id: 1, translations: [], settings: { conditions, hiddenfields: itemIds.slice(0, 1) } },
        positions: [
          { id: 1, type: "main_content", hide: false, translations: [], display_items: items.slice(0, 6) },
          { id: 2, type: "tab", hide: false, translations: [], display_items: items.slice(6) },
        ],
        context: { ...context, now: "2026-03-10T10:00:00Z" },
      }),
    ),
  );

describe("engine properties", () => {
  it("compile, evaluate and validate never throw on schema-valid metadata", () => {
    fc.assert(
      fc.property(
        bundles,
        fc.dictionary(fc.constantFrom(...Array.from({ length: 40 }, (_, i) => String(i + 1))), anyValue),
        (bundle, values) => {
          const valid = check(Bundle, bundle);
          expect(valid.ok ? [] : valid.issues).toEqual([]);
          for (const view of [...VIEW_MODES, "kanban_card"]) {
            const model = compile(bundle, view);
            const state = evaluate(model, values, { "a.b": ["x"], c: [1] });
            for (const id of model.order) state.update(id, null);
            const errors = validate(model, values);
            for (const id of Object.keys(errors)) expect(model.items[id]).toBeDefined();
          }
          compile(bundle, "edit", { massUpdate: true });
        },
      ),
      { numRuns: 150 },
    );
  });
});

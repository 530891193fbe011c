import type { Bundle } from "../../../../schemas";

type Field = { id: number; name: string; type: string; obligatory?: boolean; options?: [number, string][] };

const NAME: Field = { id: 51, name: "name", type: "text", obligatory: true };
const NEWSLETTER: Field = {
  id: 52,
  name: "newsletter",
  type: "list",
  options: [
    [21, "Yes"],
    [22, "No"],
  ],
};
const FREQUENCY: Field = { id: 53, name: "frequency", type: "text" };
const NOTES: Field = { id: 54, name: "notes", type: "textarea" };
const REFERENCE: Field = { id: 55, name: "reference", type: "text" };

function item(
  id: number,
  view: string,
  rank: number,
  label: string,
  field: Field,
  settings: Record<string, unknown> = {},
) {
  return {
    id,
    view,
    rank,
    col: 1,
    colspan: 6,
    rowspan: 1,
    translations: [{ culture: "en_GB", name: label }],
    permissions_type: null,
    roles: [],
    settings,
    def_dossier_def_field: {
      id: field.id,
      name: field.name,
      obligatory: field.obligatory ?? false,
      def_field: { id: field.id + 100, type: field.type, settings: { multiple: false } },
      def_field_lists: (field.options ?? []).map(([id, text]) => ({
        id,
        color: "#F5F5F5",
        translations: [{ culture: "en_GB", text }],
        settings: { roles: [] },
      })),
    },
  };
}

/** Edit item ids of the test entity (10, "Contact"). */
export const EDIT = { name: 101, newsletter: 102, frequency: 103, notes: 104 } as const;
export const YES = 21;

/**
 * A small entity for the record pages' tests: main content (name, newsletter, frequency shown and required
 * when the newsletter is Yes), a Notes tab and a meta band with a reference.
 */
export function recordBundle(settings: Record<string, unknown> = {}, entity: Record<string, unknown> = {}) {
  return {
    entity: {
      id: 10,
      translations: [{ culture: "en_GB", name_singular: "Contact", name_plural: "Contacts" }],
      ...entity,
      settings: {
        conditions: [
          {
            rules: { type: "and", fields: [{ field: 102, field_method: "equals", values: [String(YES)] }] },
            actions: [
              { type: "show_fields", values: [103] },
              { type: "require_fields", values: [103] },
            ],
          },
        ],
        ...settings,
      },
    },
    positions: [
      {
        id: 1,
        type: "main_content",
        hide: false,
        rank: 1,
        translations: [{ culture: "en_GB", name_plural: "General" }],
        display_items: [
          item(101, "edit", 1, "Name", NAME),
          item(102, "edit", 2, "Newsletter", NEWSLETTER),
          item(103, "edit", 3, "Frequency", FREQUENCY),
          item(111, "show", 1, "Name", NAME),
          item(112, "show", 2, "Newsletter", NEWSLETTER),
          item(113, "show", 3, "Frequency", FREQUENCY),
          item(116, "card", 1, "Name", NAME),
        ],
      },
      {
        id: 2,
        type: "tab",
        hide: false,
        rank: 2,
        translations: [{ culture: "en_GB", name_plural: "Notes" }],
        display_items: [
          item(104, "edit", 1, "Notes", NOTES),
          item(114, "show", 1, "Notes", NOTES, {
            // Shown only while the record's company is a customer (a display rule over a link path).
            display_rules: [{ path: "company.status", op: "equals", value: ["customer"], action: "show" }],
          }),
        ],
      },
      {
        id: 3,
        type: "meta",
        hide: false,
        rank: 0,
        translations: [{ culture: "en_GB", name_plural: "Key facts" }],
        display_items: [item(115, "show", 1, "Reference", REFERENCE)],
      },
      {
        id: 4,
        type: "tab",
        hide: true,
        rank: 3,
        translations: [{ culture: "en_GB", name_plural: "Secret" }],
        display_items: [],
      },
    ],
    context: { locale: "en_GB", roles: [], admin: true },
  } as unknown as Bundle;
}

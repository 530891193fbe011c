import type { Bundle } from "../../../../schemas";

function textField(id: number, name: string, type = "text") {
  return {
    id,
    name,
    obligatory: false,
    def_field: { id: id + 100, type, settings: {} },
    def_field_lists: [],
  };
}

const NAME = textField(51, "name");
const SECRET = textField(52, "secret");
const NOTES = textField(53, "notes", "textarea");

function item(id: number, view: string, rank: number, labels: Record<string, string>, field: unknown) {
  return {
    id,
    uuid: `00000000-0000-4000-8000-000000000${id}`,
    view,
    rank,
    col: 1,
    colspan: 6,
    rowspan: 1,
    translations: Object.entries(labels).map(([culture, name]) => ({ culture, name })),
    permissions_type: null,
    roles: [],
    settings: {},
    def_dossier_def_field: field,
    def_dossier_link: null,
  };
}

/** Display item ids of the designer's test entity (10, "Contacts", environment 1000). */
export const ITEM = { name: 201, secret: 202, showName: 211, notes: 212, listName: 221, card: 231 } as const;
export const ROLES = [
  { id: 7, name: "Managers" },
  { id: 8, name: "Clerks" },
];

/**
 * An entity with Name and Secret (only for Managers) in edit, Name and Notes in show, Name in list and in the
 * custom view "card", as an admin receives it.
 */
export function designerBundle(): Bundle {
  return {
    entity: {
      id: 10,
      environment: 1000,
      translations: [
        { culture: "en_GB", name_singular: "Contact", name_plural: "Contacts" },
        { culture: "nl_NL", name_singular: "Contact", name_plural: "Contacten" },
      ],
      settings: {},
    },
    custom_views: [{ id: 1, viewName: "card" }],
    positions: [
      {
        id: 1,
        type: "main_content",
        hide: false,
        rank: 0,
        translations: [{ culture: "en_GB", name_plural: "General" }],
        display_items: [
          item(ITEM.name, "edit", 0, { en_GB: "Name", nl_NL: "Naam" }, NAME),
          {
            ...item(ITEM.secret, "edit", 1, { en_GB: "Secret" }, SECRET),
            permissions_type: "INCLUDE_SELECTED_ROLES",
            roles: [{ id: 7 }],
          },
          item(ITEM.showName, "show", 0, { en_GB: "Name" }, NAME),
          item(ITEM.notes, "show", 1, { en_GB: "Notes" }, NOTES),
          item(ITEM.listName, "list", 0, { en_GB: "Name in list" }, NAME),
          item(ITEM.card, "card", 0, { en_GB: "Card name" }, NAME),
        ],
      },
    ],
    context: { locale: "en_GB", roles: [], admin: true },
  } as unknown as Bundle;
}

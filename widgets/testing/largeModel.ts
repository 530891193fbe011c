import { compile, type ViewModel } from "../../engine";
import { entityByName, environmentBySlug, toBundle } from "../../fixtures";
import type { DisplayItem } from "../../schemas";
import { NOW } from "./fixtureModels";

export const FIRST_ITEM = 90000;
export const SHOW_WORD = "ja";

/**
 * An edit form of `count` plain text items on the care client's first position. The first item's value
 * SHOW_WORD shows and requires the last one (a condition, as the spec's record type setting holds it).
 */
export function largeEditModel(count: number): ViewModel {
  const fixture = environmentBySlug("care");
  const bundle = toBundle(fixture, entityByName(fixture, "client").entity.id, {
    locale: "nl_NL",
    roles: [],
    admin: false,
    now: NOW,
  });
  const template = bundle.positions
    .flatMap((position) => position.display_items)
    .find((item) => item.def_dossier_def_field?.def_field.type === "text") as DisplayItem;
  const field = template.def_dossier_def_field as NonNullable<DisplayItem["def_dossier_def_field"]>;
  const items: DisplayItem[] = Array.from({ length: count }, (_, index) => ({
    ...template,
    id: FIRST_ITEM + index,
    view: "edit",
    rank: index,
    col: 1 + ((index * 4) % 12),
    colspan: 4,
    settings: {},
    translations: [{ culture: "nl_NL", name: `Veld ${index + 1}` }],
    def_dossier_def_field: {
      ...field,
      id: 80000 + index,
      name: `field_${index}`,
      obligatory: false,
      def_field: { ...field.def_field, settings: {} },
    },
  }));
  bundle.positions = bundle.positions.map((position, index) => ({
    ...position,
    display_items: index === 0 ? items : [],
  }));
  const last = FIRST_ITEM + count - 1;
  bundle.entity.settings = {
    conditions: [
      {
        rules: { type: "all", fields: [{ field: FIRST_ITEM, field_method: "equals", values: [SHOW_WORD] }] },
        actions: [
          { type: "show_fields", values: [last] },
          { type: "require_fields", values: [last] },
        ],
      },
    ],
  };
  return compile(bundle, "edit");
}

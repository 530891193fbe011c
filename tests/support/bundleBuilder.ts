import type { Bundle, DisplayItem, DisplayPosition, ListOption } from "../../schemas";

/** Small builders for hand-made bundles in tests: each item gets its own data field and base field. */
export function option(id: number, text: string, extra: Partial<ListOption> = {}): ListOption {
  return { id, translations: [{ culture: "en_GB", text }], rank: id, ...extra };
}

interface FieldItem {
  id: number;
  type: string;
  name?: string;
  view?: string;
  label?: string;
  obligatory?: boolean;
  rank?: number;
  col?: number;
  fieldSettings?: Record<string, unknown>;
  settings?: DisplayItem["settings"];
  options?: ListOption[];
  dataFieldId?: number;
  extra?: Partial<DisplayItem>;
}

export function fieldItem(spec: FieldItem): DisplayItem {
  const name = spec.name ?? `field_${spec.id}`;
  const dataFieldId = spec.dataFieldId ?? spec.id + 1000;
  return {
    id: spec.id,
    view: spec.view ?? "edit",
    rank: spec.rank ?? spec.id,
    col: spec.col ?? 1,
    colspan: 4,
    rowspan: 12,
    translations: [{ culture: "en_GB", name: spec.label ?? name }],
    permissions_type: null,
    roles: [],
    settings: spec.settings ?? {},
    def_dossier_def_field: {
      id: dataFieldId,
      name,
      obligatory: spec.obligatory ?? false,
      def_field: { id: dataFieldId + 1000, type: spec.type, settings: spec.fieldSettings ?? {} },
      def_field_lists: spec.options ?? [],
    },
    ...spec.extra,
  };
}

export function linkItem(spec: {
  id: number;
  linkId?: number;
  view?: string;
  multiple?: boolean;
  obligatory?: boolean;
  child?: number;
}): DisplayItem {
  const linkId = spec.linkId ?? spec.id + 2000;
  return {
    id: spec.id,
    view: spec.view ?? "edit",
    rank: spec.id,
    col: 1,
    colspan: 4,
    rowspan: 12,
    translations: [{ culture: "en_GB", name: `link_${linkId}` }],
    settings: {},
    def_dossier_link: {
      id: linkId,
      name: `link_${linkId}`,
      type_of_link: "select",
      child_def_dossier_id: spec.child ?? 99,
      obligatory: spec.obligatory ?? false,
      settings: { multiple: spec.multiple ?? false },
    },
  };
}

export function position(
  id: number,
  items: DisplayItem[],
  extra: Partial<DisplayPosition> = {},
): DisplayPosition {
  return { id, type: "main_content", hide: false, translations: [], display_items: items, ...extra };
}

export function bundle(positions: DisplayPosition[], extra: Partial<Bundle> = {}): Bundle {
  return {
    entity: { id: 7, translations: [{ culture: "en_GB", name_singular: "Client", name_plural: "Clients" }] },
    positions,
    context: { locale: "en_GB", roles: [], admin: false, now: "2026-03-10T10:00:00Z" },
    ...extra,
  };
}

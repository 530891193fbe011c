import type { Context } from "../schemas/bundle";
import type { DisplayItem } from "../schemas/displayItem";
import type { DisplayPosition } from "../schemas/displayPosition";
import { fieldTypeOf, isSortable } from "./fields";
import type { CompiledItem } from "./model";
import { optionAccess } from "./roles";
import { pickTranslation } from "./translate";
import type { CompiledOption, FieldTypeModule, ItemDefinition, ItemKind } from "./types";

export const DEFAULT_OPTION_COLOR = "#F5F5F5";

/** Where an item's value lives in a record: one key per data field, link or metadata value. */
export function fieldKeyOf(item: DisplayItem): string | undefined {
  if (item.def_dossier_def_field) return `f${item.def_dossier_def_field.id}`;
  if (item.def_dossier_link) return `l${item.def_dossier_link.id}`;
  if (item.settings?.dossier_data) return `m${item.settings.dossier_data}`;
  return undefined;
}

function kindAndType(item: DisplayItem): { kind: ItemKind; type: string } {
  if (item.def_dossier_def_field) return { kind: "field", type: item.def_dossier_def_field.def_field.type };
  if (item.def_dossier_link) return { kind: "link", type: "link" };
  if (item.settings?.dossier_data) return { kind: "dossier_data", type: "dossier_data" };
  if (item.settings?.block !== undefined && item.settings?.block !== null)
    return { kind: "block", type: "block" };
  return { kind: "field", type: "unknown" };
}

function compileOptions(item: DisplayItem, context: Context): CompiledOption[] {
  const field = item.def_dossier_def_field;
  const options = field?.def_field_lists ?? field?.def_field.def_field_lists ?? [];
  const visible: CompiledOption[] = [];
  for (const option of options) {
    const access = optionAccess(option, context);
    if (access === "hidden") continue;
    visible.push({
      id: option.id,
      label: pickTranslation(option.translations, context.locale)?.text ?? String(option.id),
      color: option.color || DEFAULT_OPTION_COLOR,
      rank: option.rank ?? 0,
      default: option.default === true,
      parent: option.parent ?? null,
      restricted: access === "restricted",
    });
  }
  return visible.sort((a, b) => a.rank - b.rank || a.id - b.id);
}

function definitionOf(item: DisplayItem, context: Context): ItemDefinition {
  const { kind, type } = kindAndType(item);
  const fieldSettings = item.def_dossier_def_field?.def_field.settings ?? {};
  const settings = item.settings ?? {};
  const link = item.def_dossier_link;
  const multiple =
    kind === "link"
      ? link?.settings?.multiple === true
      : type === "file"
        ? settings.multiple === true
        : fieldSettings.multiple === true;
  return {
    id: item.id,
    kind,
    type,
    fieldSettings,
    settings,
    options: type === "list" || type === "tree" ? compileOptions(item, context) : [],
    link: link
      ? {
          id: link.id,
          name: link.name,
          typeOfLink: link.type_of_link,
          childDefDossierId: link.child_def_dossier_id,
          backLinkId: link.back_link_id ?? null,
          multiple,
        }
      : null,
    multiple,
  };
}

export interface ItemPlacement {
  position: DisplayPosition;
  /** Whether values are changed in this view. */
  editing: boolean;
  massUpdate: boolean;
}

/** Compiles one display item: its definition, labels, grid place and what its type offers. */
export function compileItem(item: DisplayItem, context: Context, placement: ItemPlacement): CompiledItem {
  const definition = definitionOf(item, context);
  const module: FieldTypeModule | undefined = fieldTypeOf(definition.type);
  const translation = pickTranslation(item.translations, context.locale);
  const obligatory =
    item.def_dossier_def_field?.obligatory === true || item.def_dossier_link?.obligatory === true;
  const editable = placement.editing && (definition.kind === "link" || module?.editable === true);
  return {
    ...definition,
    key: fieldKeyOf(item) ?? `i${item.id}`,
    label: translation?.name || item.def_dossier_def_field?.name || item.def_dossier_link?.name || "",
    information: translation?.settings?.informationtext ?? "",
    pretext: translation?.settings?.pretext ?? "",
    positionId: placement.position.id,
    rank: item.rank,
    col: item.col,
    colspan: item.colspan,
    rowspan: item.rowspan ?? 0,
    editable,
    required: editable && obligatory && !placement.massUpdate,
    alwaysVisible: true,
    sortable: isSortable(definition),
    searchOperators: module?.searchOperators ?? [],
    aggregations: module?.aggregations ?? [],
    widget: module ? definition.type : definition.kind === "block" ? "block" : "unknown",
    ...(module?.inputSize ? { inputSize: module.inputSize(definition) } : {}),
  };
}

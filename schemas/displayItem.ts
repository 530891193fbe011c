import { type Static, Type } from "@sinclair/typebox";
import { Culture, Id, Nullable, Pager, PermissionsType, RoleRef, TranslationSettings, Uuid } from "./common";
import { DisplayRule } from "./condition";
import { DataField, StoredDataField } from "./dataField";
import { Link, StoredLink } from "./link";
import { DOSSIER_DATA, LINK_VIEWS, VIEW_MODES } from "./names";
import { Stored } from "./stored";

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

export const Deadline = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 31 }),
  type: literals(["day", "week", "month", "year"] as const),
  when: literals(["before", "after"] as const),
  color: Type.Optional(Type.String()),
});

/** Settings of a display item, by kind (general, search, link, text, file, date, user, button, list, time, block, metadata). */
export const DisplayItemSettings = Type.Object({
  // general
  show_info_direct: Type.Optional(Type.Boolean()),
  display_rules: Type.Optional(Type.Array(DisplayRule)),
  condition_query: Type.Optional(Nullable(Type.Union([Id, Type.String()]))),
  // search view on amount or calc
  show_slider: Type.Optional(Type.Boolean()),
  max_slider: Type.Optional(Type.Number()),
  // links
  clickable: Type.Optional(Type.Boolean()),
  hide_add: Type.Optional(Type.Boolean()),
  show_multi_add: Type.Optional(Type.Boolean()),
  only_allow_add: Type.Optional(Type.Boolean()),
  show_email: Type.Optional(Type.Boolean()),
  enable_small_view: Type.Optional(Type.Boolean()),
  show_brp: Type.Optional(Type.Boolean()),
  show_embedded: Type.Optional(Type.Boolean()),
  embedded_single_view: Type.Optional(Type.Boolean()),
  show_id: Type.Optional(Type.Boolean()),
  data_refresh: Type.Optional(Type.Boolean()),
  row_input: Type.Optional(Type.Boolean()),
  passing_sidebar: Type.Optional(Type.Boolean()),
  limit_embedded_link: Type.Optional(Nullable(Id)),
  default_val_dos_query: Type.Optional(Nullable(Type.String())),
  views: Type.Optional(Type.Array(literals(LINK_VIEWS))),
  custom_view: Type.Optional(Nullable(Type.String())),
  block: Type.Optional(Nullable(Type.Union([Id, Type.String()]))),
  block_link: Type.Optional(Nullable(Id)),
  field_path_conditional: Type.Optional(Nullable(Type.String())),
  sort: Type.Optional(Type.Array(Type.Object({ item: Id, order: literals(["ASC", "DESC"] as const) }))),
  // text
  validators: Type.Optional(Type.Array(literals(["BSN", "IBAN", "UniqueValue"] as const))),
  unique_constraint_type: Type.Optional(literals(["warning", "error"] as const)),
  phone_number: Type.Optional(Type.Boolean()),
  // file
  file_types: Type.Optional(
    Type.Array(
      literals([
        "images",
        "audio",
        "video",
        "documents",
        "spreadsheet",
        "spreadsheets",
        "presentation",
      ] as const),
    ),
  ),
  multiple: Type.Optional(Type.Boolean()),
  file_preview: Type.Optional(Type.Boolean()),
  preview_direct: Type.Optional(Type.Boolean()),
  preview_width: Type.Optional(Type.String()),
  preview_height: Type.Optional(Type.String()),
  signature: Type.Optional(Type.Boolean()),
  limitations: Type.Optional(Type.Array(Type.String())),
  // date
  show_ago: Type.Optional(Type.Boolean()),
  default_current_date: Type.Optional(Type.Boolean()),
  deadline: Type.Optional(Type.Array(Deadline)),
  // user
  default_current_user: Type.Optional(Type.Boolean()),
  display_name_style: Type.Optional(literals(["default", "avatar", "both", "plain"] as const)),
  // custom action button
  action: Type.Optional(literals(["kedocx", "popup_tab_or_view", "fire_event", "report"] as const)),
  kedocx: Type.Optional(Nullable(Type.String())),
  kedocx_format: Type.Optional(literals(["pdf", "docx", "html"] as const)),
  report: Type.Optional(Nullable(Type.Union([Id, Type.String()]))),
  report_format: Type.Optional(literals(["pdf", "docx", "html", "xlsx"] as const)),
  event_id: Type.Optional(Nullable(Id)),
  popup_view: Type.Optional(Nullable(Type.String())),
  popup_custom_view: Type.Optional(Nullable(Type.String())),
  // list
  fast_switch: Type.Optional(Type.Boolean()),
  checkbox_view: Type.Optional(Type.Boolean()),
  checkbox_view_horizontal: Type.Optional(Type.Boolean()),
  default_list_option: Type.Optional(Nullable(Id)),
  // time
  disable_limit: Type.Optional(Type.Boolean()),
  // record metadata item
  dossier_data: Type.Optional(literals(DOSSIER_DATA)),
});
export type DisplayItemSettings = Static<typeof DisplayItemSettings>;

export const DisplayItemTranslation = Type.Object({
  culture: Culture,
  name: Type.String(),
  settings: Type.Optional(Nullable(TranslationSettings)),
});

/** A field, link, block or metadata item placed in a view of an entity (read form). */
export const DisplayItem = Type.Object({
  id: Id,
  uuid: Type.Optional(Uuid),
  view: Type.String({ minLength: 1, examples: [...VIEW_MODES] }),
  rank: Type.Integer({ minimum: 0 }),
  col: Type.Integer({ minimum: 0, maximum: 12 }),
  colspan: Type.Integer({ minimum: 0, maximum: 12 }),
  rowspan: Type.Optional(Type.Integer({ minimum: 0 })),
  translations: Type.Array(DisplayItemTranslation),
  permissions_type: Type.Optional(PermissionsType),
  roles: Type.Optional(Type.Array(RoleRef)),
  settings: Type.Optional(Nullable(DisplayItemSettings)),
  def_dossier_id: Type.Optional(Id),
  def_dossier_def_field: Type.Optional(Nullable(DataField)),
  def_dossier_link: Type.Optional(Nullable(Link)),
});
export type DisplayItem = Static<typeof DisplayItem>;

/** A display item as answers carry it (in positions too): settings as stored, roles as {id}. */
export const StoredDisplayItem = Type.Object({
  ...DisplayItem.properties,
  roles: Type.Optional(Type.Array(Type.Object({ id: Id }))),
  settings: Type.Optional(Nullable(Stored(DisplayItemSettings))),
  def_dossier_def_field: Type.Optional(Nullable(StoredDataField)),
  def_dossier_link: Type.Optional(Nullable(StoredLink)),
});
export type StoredDisplayItem = Static<typeof StoredDisplayItem>;

/** GET /displayitem/{id}: the item with the position it sits in (null: none) and its environment. */
export const DisplayItemAnswer = Type.Object({
  ...StoredDisplayItem.properties,
  display_position_id: Nullable(Id),
  environment: Id,
});
export type DisplayItemAnswer = Static<typeof DisplayItemAnswer>;

/** GET /displayitem: an entity's items in rank and col order. */
export const DisplayItemList = Type.Object({ results: Type.Array(DisplayItemAnswer), pager: Pager });
export type DisplayItemList = Static<typeof DisplayItemList>;

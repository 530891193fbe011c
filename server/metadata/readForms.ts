import type {
  BaseField,
  CustomView,
  DataField,
  DisplayItem,
  DisplayPosition,
  Entity,
  Link,
  ListOption,
  Query,
} from "../../schemas";

/**
 * Database rows of the metadata tables and their API read forms (schemas/). The bundle the engine compiles
 * and the designer's answers share these, so a field reads the same wherever it is shown.
 */

type Json = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value == null || (typeof value === "object" && Object.keys(value as object).length === 0);

const iso = (value: unknown): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

export interface EntityRow {
  id: number;
  uuid: string;
  environment_id: number;
  name: string | null;
  type: string;
  rank: number;
  archiveable: boolean;
  disable_immediate_search: boolean;
  custom_credentials: string[];
  translations: Entity["translations"];
  settings: Json;
  visibility_roles: number[];
  dossierqueries: { id: number; uuid: string }[];
}

export const ENTITY_COLUMNS = `d.id, d.uuid, d.environment_id, d.name, d.type, d.rank, d.archiveable,
  d.disable_immediate_search, d.custom_credentials, d.translations, d.settings,
  array(select role_id from def_dossier_visibility_roles where def_dossier_id = d.id order by role_id)
    as visibility_roles,
  coalesce((select jsonb_agg(jsonb_build_object('id', q.id, 'uuid', q.uuid) order by q.id)
              from dossier_queries q where q.def_dossier_id = d.id), '[]'::jsonb) as dossierqueries`;

/** The entity as the bundle carries it; visibility roles only when the entity is limited to some. */
export function entityRead(row: EntityRow): Entity {
  const entity: Entity = {
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    rank: row.rank,
    environment: row.environment_id,
    archiveable: row.archiveable,
    disable_immediate_search: row.disable_immediate_search,
    translations: row.translations,
    settings: row.settings as Entity["settings"],
    dossierqueries: row.dossierqueries,
  };
  if (row.name !== null) entity.name = row.name;
  if (row.visibility_roles.length > 0) entity.visibility_roles = [...row.visibility_roles];
  if (row.custom_credentials.length > 0) entity.custom_credentials = [...row.custom_credentials];
  return entity;
}

export interface OptionRow {
  id: number;
  uuid: string;
  environment_id: number;
  def_field_id: number;
  parent_id: number | null;
  color: string | null;
  rank: number;
  is_default: boolean;
  translations: ListOption["translations"];
  settings: Json;
  /** The type of the base field: tree options carry their parent. */
  field_type: string;
}

export const OPTION_COLUMNS = `o.id, o.uuid, o.environment_id, o.def_field_id, o.parent_id, o.color, o.rank,
  o.is_default, o.translations, o.settings, (select type from def_fields where id = o.def_field_id) as field_type`;

export function optionRead(row: OptionRow): ListOption {
  const option: ListOption = {
    id: row.id,
    uuid: row.uuid,
    color: row.color,
    rank: row.rank,
    default: row.is_default,
    translations: row.translations,
    defField: row.def_field_id,
    environment: row.environment_id,
    settings: row.settings as ListOption["settings"],
  };
  if (row.field_type === "tree" || row.parent_id !== null) option.parent = row.parent_id;
  return option;
}

export interface BaseFieldRow {
  id: number;
  uuid: string;
  environment_id: number;
  name: string;
  type: string;
  settings: Json;
}

export const BASE_FIELD_COLUMNS = "f.id, f.uuid, f.environment_id, f.name, f.type, f.settings";

/** A base field with its environment and, when given, its options. */
export function baseFieldRead(row: BaseFieldRow, options?: ListOption[]): BaseField {
  const field: BaseField = {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    type: row.type,
    environment: row.environment_id,
    settings: row.settings as BaseField["settings"],
  };
  if (options) field.def_field_lists = options;
  return field;
}

export interface LinkRow {
  id: number;
  uuid: string;
  environment_id: number;
  def_dossier_id: number;
  child_def_dossier_id: number;
  back_link_id: number | null;
  name: string;
  type_of_link: Link["type_of_link"];
  obligatory: boolean;
  locked: boolean;
  cascade_rule: NonNullable<Link["cascade_rule"]>;
  archive_cascade_rule: string;
  settings: Json;
}

export const LINK_COLUMNS = `l.id, l.uuid, l.environment_id, l.def_dossier_id, l.child_def_dossier_id,
  l.back_link_id, l.name, l.type_of_link, l.obligatory, l.locked, l.cascade_rule, l.archive_cascade_rule,
  l.settings`;

export function linkRead(row: LinkRow): Link {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    type_of_link: row.type_of_link,
    child_def_dossier_id: row.child_def_dossier_id,
    def_dossier_id: row.def_dossier_id,
    back_link_id: row.back_link_id,
    obligatory: row.obligatory,
    locked: row.locked,
    cascade_rule: row.cascade_rule,
    archive_cascade_rule: row.archive_cascade_rule as Link["archive_cascade_rule"],
    settings: row.settings as Link["settings"],
  };
}

export interface DataFieldRow {
  id: number;
  uuid: string;
  name: string;
  obligatory: boolean;
  locked: boolean;
  settings: Json;
  def_field: BaseFieldRow;
}

/** A data field with its base field (without environment) and the base field's options. */
export function dataFieldRead(row: DataFieldRow, options: ListOption[]): DataField {
  const field = row.def_field;
  const dataField: DataField = {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    obligatory: row.obligatory,
    locked: row.locked,
    def_field: {
      id: field.id,
      uuid: field.uuid,
      name: field.name,
      type: field.type,
      settings: field.settings,
    },
    def_field_lists: options,
  };
  if (!isEmpty(row.settings)) dataField.settings = row.settings;
  return dataField;
}

/** A display item row with the data field (and base field) or link it shows, each as JSON. */
export interface ItemRow {
  id: number;
  uuid: string;
  environment_id: number;
  def_dossier_id: number;
  display_position_id: number | null;
  view: string;
  rank: number;
  col: number;
  colspan: number;
  rowspan: number;
  permissions_type: DisplayItem["permissions_type"];
  translations: DisplayItem["translations"];
  settings: Json;
  roles: number[];
  data_field: DataFieldRow | null;
  link: LinkRow | null;
}

export const ITEM_COLUMNS = `di.id, di.uuid, di.environment_id, di.def_dossier_id, di.display_position_id,
  di.view, di.rank, di.col, di.colspan, di.rowspan, di.permissions_type, di.translations, di.settings,
  array(select role_id from display_item_roles where display_item_id = di.id order by role_id) as roles,
  case when df.id is null then null else jsonb_build_object(
    'id', df.id, 'uuid', df.uuid, 'name', df.name, 'obligatory', df.obligatory, 'locked', df.locked,
    'settings', df.settings,
    'def_field', jsonb_build_object('id', f.id, 'uuid', f.uuid, 'environment_id', f.environment_id,
      'name', f.name, 'type', f.type, 'settings', f.settings)) end as data_field,
  case when l.id is null then null else jsonb_build_object(
    'id', l.id, 'uuid', l.uuid, 'environment_id', l.environment_id, 'def_dossier_id', l.def_dossier_id,
    'child_def_dossier_id', l.child_def_dossier_id, 'back_link_id', l.back_link_id, 'name', l.name,
    'type_of_link', l.type_of_link, 'obligatory', l.obligatory, 'locked', l.locked,
    'cascade_rule', l.cascade_rule, 'archive_cascade_rule', l.archive_cascade_rule,
    'settings', l.settings) end as link`;

export const ITEM_FROM = `display_items di
  left join def_dossier_def_fields df on df.id = di.def_dossier_def_field_id
  left join def_fields f on f.id = df.def_field_id
  left join def_dossier_links l on l.id = di.def_dossier_link_id`;

export const ITEM_ORDER = "di.rank, di.col, di.id";

/** The base fields whose options the items need. */
export function baseFieldIdsOf(rows: readonly ItemRow[]): number[] {
  const ids = new Set<number>();
  for (const row of rows) if (row.data_field) ids.add(row.data_field.def_field.id);
  return [...ids];
}

/** The display item in the bundle's read form; `optionsOf` answers a base field's options. */
export function itemRead(row: ItemRow, optionsOf: (fieldId: number) => ListOption[]): DisplayItem {
  return {
    id: row.id,
    uuid: row.uuid,
    view: row.view,
    rank: row.rank,
    col: row.col,
    colspan: row.colspan,
    rowspan: row.rowspan,
    translations: row.translations,
    permissions_type: row.permissions_type,
    roles: row.roles.map((id) => ({ id })),
    settings: row.settings as DisplayItem["settings"],
    def_dossier_id: row.def_dossier_id,
    def_dossier_def_field: row.data_field
      ? dataFieldRead(row.data_field, optionsOf(row.data_field.def_field.id))
      : null,
    def_dossier_link: row.link ? linkRead(row.link) : null,
  };
}

export interface PositionRow {
  id: number;
  uuid: string;
  environment_id: number;
  def_dossier_id: number;
  type: DisplayPosition["type"];
  hide: boolean;
  rank: number;
  translations: DisplayPosition["translations"];
  settings: Json;
}

export const POSITION_COLUMNS = `p.id, p.uuid, p.environment_id, p.def_dossier_id, p.type, p.hide, p.rank,
  p.translations, p.settings`;

export function positionRead(row: PositionRow, items: DisplayItem[]): DisplayPosition {
  const position: DisplayPosition = {
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    hide: row.hide,
    rank: row.rank,
    translations: row.translations,
    display_items: items,
  };
  if (!isEmpty(row.settings)) position.settings = row.settings as DisplayPosition["settings"];
  return position;
}

export interface CustomViewRow {
  id: number;
  uuid: string;
  environment_id: number;
  def_dossier_id: number;
  view_name: string;
}

export const CUSTOM_VIEW_COLUMNS = "v.id, v.uuid, v.environment_id, v.def_dossier_id, v.view_name";

export function customViewRead(row: CustomViewRow): CustomView {
  return {
    id: row.id,
    viewName: row.view_name,
    environment: row.environment_id,
    defDossier: row.def_dossier_id,
  };
}

export interface QueryRow {
  id: number;
  uuid: string;
  environment_id: number;
  def_dossier_id: number;
  data: Query["data"];
  translations: Query["translations"];
  created_at: Date | string | null;
  modified_at: Date | string | null;
}

export const QUERY_COLUMNS = `q.id, q.uuid, q.environment_id, q.def_dossier_id, q.data, q.translations,
  q.created_at, q.modified_at`;

export function queryRead(row: QueryRow): Query {
  return {
    id: row.id,
    uuid: row.uuid,
    environment: row.environment_id,
    defDossier: row.def_dossier_id,
    data: row.data,
    translations: row.translations,
    created_at: iso(row.created_at),
    modified_at: iso(row.modified_at),
  };
}

import type {
  TemplateBaseField,
  TemplateContent,
  TemplateDataField,
  TemplateDisplayItem,
  TemplateDisplayPosition,
  TemplateEntity,
  TemplateLink,
  TemplateListOption,
} from "../../schemas";
import type { Database } from "../db/database";
import { ITEM_SETTING_KEYS } from "../designer/shared/entitySettings";
import { firstLocale } from "./firstLocale";

type Json = Record<string, unknown>;

/**
 * Entity settings that name rows by their id in one environment (display items, links, roles, queries):
 * another environment has other ids, so a template leaves them out.
 */
const ENVIRONMENT_BOUND_ENTITY_SETTINGS = [
  ...ITEM_SETTING_KEYS,
  "conditions",
  "hiddenfields",
  "address_lookup_settings",
  "gantt_task_link",
  "show_archivable_roles",
  "query_settings",
];

function without(settings: unknown, keys: readonly string[]): Json {
  const copy: Json = { ...((settings as Json | null) ?? {}) };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Drops null and undefined members, so the template JSON holds only what was set. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
}

/**
 * The template JSON of an environment (spec 1-platform section 3): its base fields with their list options,
 * and its entities with their display positions and items, data fields and links (back links by uuid).
 * Items refer to each other by uuid. Roles and queries belong to one environment and are left out.
 */
export async function buildTemplate(db: Database, environmentId: number): Promise<TemplateContent> {
  const locale = await firstLocale(db, environmentId);
  const fields = await db.query<{ id: number; uuid: string; name: string; type: string; settings: Json }>(
    "select id, uuid, name, type, settings from def_fields where environment_id = $1 order by id",
    [environmentId],
  );
  const options = await db.query<{
    id: number;
    uuid: string;
    def_field_id: number;
    parent_uuid: string | null;
    color: string | null;
    rank: number;
    is_default: boolean;
    translations: TemplateListOption["translations"];
    settings: Json;
  }>(
    `select o.id, o.uuid, o.def_field_id, p.uuid as parent_uuid, o.color, o.rank, o.is_default, o.translations,
            o.settings
       from def_field_lists o left join def_field_lists p on p.id = o.parent_id
      where o.environment_id = $1 order by o.def_field_id, o.rank, o.id`,
    [environmentId],
  );
  const entities = await db.query<{
    id: number;
    uuid: string;
    type: string;
    name: string | null;
    description: string | null;
    rank: number;
    archiveable: boolean;
    disable_immediate_search: boolean;
    translations: TemplateEntity["translations"];
    settings: Json;
  }>(
    `select id, uuid, type, name, description, rank, archiveable, disable_immediate_search, translations, settings
       from def_dossiers where environment_id = $1 order by rank, id`,
    [environmentId],
  );
  const dataFields = await db.query<{
    uuid: string;
    def_dossier_id: number;
    name: string;
    field_uuid: string;
    obligatory: boolean;
    locked: boolean;
    settings: Json;
  }>(
    `select df.uuid, df.def_dossier_id, df.name, f.uuid as field_uuid, df.obligatory, df.locked, df.settings
       from def_dossier_def_fields df join def_fields f on f.id = df.def_field_id
      where df.environment_id = $1 order by df.id`,
    [environmentId],
  );
  const links = await db.query<{
    uuid: string;
    def_dossier_id: number;
    name: string;
    type_of_link: TemplateLink["type_of_link"];
    child_uuid: string;
    back_uuid: string | null;
    obligatory: boolean;
    locked: boolean;
    cascade_rule: TemplateLink["cascade_rule"];
    archive_cascade_rule: TemplateLink["archive_cascade_rule"];
    settings: Json;
  }>(
    `select l.uuid, l.def_dossier_id, l.name, l.type_of_link, c.uuid as child_uuid, b.uuid as back_uuid,
            l.obligatory, l.locked, l.cascade_rule, l.archive_cascade_rule, l.settings
       from def_dossier_links l join def_dossiers c on c.id = l.child_def_dossier_id
       left join def_dossier_links b on b.id = l.back_link_id
      where l.environment_id = $1 order by l.id`,
    [environmentId],
  );
  const positions = await db.query<{
    id: number;
    uuid: string;
    def_dossier_id: number;
    type: TemplateDisplayPosition["type"];
    hide: boolean;
    rank: number;
    translations: TemplateDisplayPosition["translations"];
    settings: Json;
  }>(
    `select id, uuid, def_dossier_id, type, hide, rank, translations, settings
       from display_positions where environment_id = $1 order by def_dossier_id, rank, id`,
    [environmentId],
  );
  const items = await db.query<{
    uuid: string;
    display_position_id: number | null;
    view: string;
    rank: number;
    col: number;
    colspan: number;
    rowspan: number;
    permissions_type: TemplateDisplayItem["permissions_type"] | null;
    translations: TemplateDisplayItem["translations"];
    settings: Json;
    field_uuid: string | null;
    link_uuid: string | null;
  }>(
    `select di.uuid, di.display_position_id, di.view, di.rank, di.col, di.colspan, di.rowspan,
            di.permissions_type, di.translations, di.settings, df.uuid as field_uuid, l.uuid as link_uuid
       from display_items di
       left join def_dossier_def_fields df on df.id = di.def_dossier_def_field_id
       left join def_dossier_links l on l.id = di.def_dossier_link_id
      where di.environment_id = $1 order by di.display_position_id, di.view, di.rank, di.col, di.id`,
    [environmentId],
  );

  const optionsOf = (fieldId: number): TemplateListOption[] =>
    options
      .filter((o) => o.def_field_id === fieldId)
      .map((o) =>
        compact({
          uuid: o.uuid,
          color: o.color,
          rank: o.rank,
          default: o.is_default,
          translations: o.translations,
          parent: o.parent_uuid ? { uuid: o.parent_uuid } : null,
        }),
      );
  const deffields: TemplateBaseField[] = fields.map((f) => ({
    uuid: f.uuid,
    type: f.type as TemplateBaseField["type"],
    name: f.name,
    settings: f.settings,
    def_field_lists: optionsOf(f.id),
  }));

  const itemsOf = (positionId: number): TemplateDisplayItem[] =>
    items
      .filter((i) => i.display_position_id === positionId)
      .map((i) =>
        compact({
          uuid: i.uuid,
          view: i.view,
          rank: i.rank,
          col: i.col,
          colspan: i.colspan,
          rowspan: i.rowspan,
          translations: i.translations,
          permissions_type: i.permissions_type,
          // A condition query is one environment's query.
          settings: without(i.settings, ["condition_query"]),
          def_dossier_def_field: i.field_uuid ? { uuid: i.field_uuid } : null,
          def_dossier_link: i.link_uuid ? { uuid: i.link_uuid } : null,
        }),
      );
  const defdossiers: TemplateEntity[] = entities.map((e) =>
    compact({
      uuid: e.uuid,
      type: e.type,
      name: e.name,
      description: e.description,
      rank: e.rank,
      archiveable: e.archiveable,
      disable_immediate_search: e.disable_immediate_search,
      translations: e.translations,
      settings: without(e.settings, ENVIRONMENT_BOUND_ENTITY_SETTINGS),
      displaypositions: positions
        .filter((p) => p.def_dossier_id === e.id)
        .map((p) => ({
          uuid: p.uuid,
          type: p.type,
          hide: p.hide,
          rank: p.rank,
          translations: p.translations,
          settings: p.settings,
          display_items: itemsOf(p.id),
        })),
      defdossierdeffields: dataFields
        .filter((d) => d.def_dossier_id === e.id)
        .map(
          (d): TemplateDataField => ({
            uuid: d.uuid,
            name: d.name,
            def_field: { uuid: d.field_uuid },
            obligatory: d.obligatory,
            locked: d.locked,
            settings: d.settings,
          }),
        ),
      defdossierlinks: links
        .filter((l) => l.def_dossier_id === e.id)
        .map((l) =>
          compact({
            uuid: l.uuid,
            name: l.name,
            type_of_link: l.type_of_link,
            child_def_dossier: { uuid: l.child_uuid },
            back_link: l.back_uuid ? { uuid: l.back_uuid } : null,
            obligatory: l.obligatory,
            locked: l.locked,
            cascade_rule: l.cascade_rule,
            archive_cascade_rule: l.archive_cascade_rule,
            // A link limited to a query names one environment's query.
            settings: without(l.settings, ["limit_output_to_mis_item"]),
          }),
        ),
    }),
  );
  return compact({ locale, deffields, defdossiers });
}

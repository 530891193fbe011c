import type { EnvironmentFixture } from "../../fixtures";
import { jsonb } from "../db/database";
import { seedDocumentTemplates } from "../documents/seedDocumentTemplates";
import type { Queryable } from "./loadBundle";

type Column = readonly [name: string, type: string];

/** Inserts many rows with one statement: the rows travel as one jsonb array. */
async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly Column[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name).join(", ");
  const definitions = columns.map(([name, type]) => `${name} ${type}`).join(", ");
  await db.query(
    `insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${definitions})`,
    [jsonb(rows)],
  );
}

/**
 * Writes an environment's metadata from its fixture with the fixture's ids: base fields and list options,
 * entities with their visibility roles, data fields, links (with back links), custom views, positions,
 * display items with their roles, queries and dashboard blocks. The environment and its roles must exist;
 * the caller moves the sequences past the ids afterwards.
 */
export async function seedMetadata(db: Queryable, fixture: EnvironmentFixture): Promise<void> {
  const environment_id = fixture.environment.id;
  const entities = fixture.entities;

  await insertRows(
    db,
    "def_fields",
    [
      ["id", "int"],
      ["uuid", "text"],
      ["environment_id", "int"],
      ["name", "text"],
      ["type", "text"],
      ["settings", "jsonb"],
    ],
    fixture.baseFields.map((f) => ({
      id: f.id,
      uuid: f.uuid,
      environment_id,
      name: f.name,
      type: f.type,
      settings: f.settings ?? {},
    })),
  );
  await insertRows(
    db,
    "def_field_lists",
    [
      ["id", "int"],
      ["uuid", "text"],
      ["environment_id", "int"],
      ["def_field_id", "int"],
      ["parent_id", "int"],
      ["color", "text"],
      ["rank", "int"],
      ["is_default", "boolean"],
      ["translations", "jsonb"],
      ["settings", "jsonb"],
    ],
    fixture.baseFields.flatMap((f) =>
      (f.def_field_lists ?? []).map((o) => ({
        id: o.id,
        uuid: o.uuid,
        environment_id,
        def_field_id: f.id,
        parent_id: o.parent ?? null,
        color: o.color ?? null,
        rank: o.rank ?? 0,
        is_default: o.default ?? false,
        translations: o.translations,
        settings: o.settings ?? {},
      })),
    ),
  );
  await insertRows(
    db,
    "def_dossiers",
    [
      ["id", "int"],
      ["uuid", "text"],
      ["environment_id", "int"],
      ["name", "text"],
      ["type", "text"],
      ["rank", "int"],
      ["archiveable", "boolean"],
      ["disable_immediate_search", "boolean"],
      ["custom_credentials", "jsonb"],
      ["translations", "jsonb"],
      ["settings", "jsonb"],
    ],
    entities.map(({ entity: e }) => ({
      id: e.id,
      uuid: e.uuid,
      environment_id,
      name: e.name ?? null,
      type: e.type ?? "main",
      rank: e.rank ?? 0,
      archiveable: e.archiveable ?? false,
      disable_immediate_search: e.disable_immediate_search ?? false,
      custom_credentials: e.custom_credentials ?? [],
      translations: e.translations,
      settings: e.settings ?? {},
    })),
  );
  await insertRows(
    db,
    "def_dossier_visibility_roles",
    [
      ["def_dossier_id", "int"],
      ["role_id", "int"],
    ],
    entities.flatMap(({ entity: e }) =>
      (e.visibility_roles ?? []).map((role) => ({
        def_dossier_id: e.id,
        role_id: typeof role === "number" ? role : "id" in role ? role.id : role.role.id,
      })),
    ),
  );
  await insertRows(
    db,
    "def_dossier_def_fields",
    [
      ["id", "int"],
      ["uuid", "text"],
      ["environment_id", "int"],
      ["def_dossier_id", "int"],
      ["def_field_id", "int"],
      ["name", "text"],
      ["obligatory", "boolean"],
      ["locked", "boolean"],
    ],
    entities.flatMap(({ entity, dataFields }) =>
      dataFields.map((d) => ({
        id: d.id,
        uuid: d.uuid,
        environment_id,
        def_dossier_id: entity.id,
        def_field_id: d.defField,
        name: d.name,
        obligatory: d.obligatory,
        locked: d.locked ?? false,
      })),
    ),
  );
  await insertRows(
    db,
    "def_dossier_links",
    [
      ["id", "int"],
      ["uuid", "text"],
      ["environment_id", "int"],
      ["def_dossier_id", "int"],
      ["child_def_dossier_id", "int"],
      ["back_link_id", "int"],
      ["name", "text"],
      ["type_of_link", "text"],
      ["obligatory", "boolean"],
      ["locked", "boolean"],
      ["cascade_rule", "text"],
      ["archive_cascade_rule", "text"],
      ["settings", "jsonb"],
    ],
    entities.flatMap(({ entity, links }) =>
      links.map((l) => ({
        id: l.id,
        uuid: l.uuid,
        environment_id,
        def_dossier_id: entity.id,
        child_def_dossier_id: l.child_def_dossier_id,
        back_link_id: l.back_link_id ?? null,
        name: l.name,
        type_of_link: l.type_of_link,
        obligatory: l.obligatory ?? false,
        locked: l.locked ?? false,
        cascade_rule: l.cascade_rule ?? "maintain",
        archive_cascade_rule: l.archive_cascade_rule ?? "",
        settings: l.settings ?? {},
      })),
    ),
  );
  await insertRows(
    db,
    "display_custom_views",
    [
      ["id", "int"],
      ["environment_id", "int"],
      ["def_dossier_id", "int"],
      ["view_name", "text"],
    ],
    entities.flatMap(({ entity, customViews }) =>
      customViews.map((v) => ({
        id: v.id,
        environment_id,
        def_dossier_id: entity.id,
        view_name: v.viewName,
      })),
    ),
  );
  await insertRows(
    db,
    "display_positions",
    [
      ["id", "int"],
      ["uuid", "text"],
      ["environment_id", "int"],
      ["def_dossier_id", "int"],
      ["type", "text"],
      ["hide", "boolean"],
      ["rank", "int"],
      ["translations", "jsonb"],
      ["settings", "jsonb"],
    ],
    entities.flatMap(({ entity, positions }) =>
      positions.map((p) => ({
        id: p.id,
        uuid: p.uuid,
        environment_id,
        def_dossier_id: entity.id,
        type: p.type,
        hide: p.hide,
        rank: p.rank,
        translations: p.translations,
        settings: p.settings ?? {},
      })),
    ),
  );
  const items = entities.flatMap(({ entity, positions }) =>
    positions.flatMap((p) => p.items.map((item) => ({ entity: entity.id, position: p.id, item }))),
  );
  await insertRows(
    db,
    "display_items",
    [
      ["id", "int"],
      ["uuid", "text"],
      ["environment_id", "int"],
      ["def_dossier_id", "int"],
      ["display_position_id", "int"],
      ["def_dossier_def_field_id", "int"],
      ["def_dossier_link_id", "int"],
      ["view", "text"],
      ["rank", "int"],
      ["col", "int"],
      ["colspan", "int"],
      ["rowspan", "int"],
      ["permissions_type", "text"],
      ["translations", "jsonb"],
      ["settings", "jsonb"],
    ],
    items.map(({ entity, position, item }) => ({
      id: item.id,
      uuid: item.uuid,
      environment_id,
      def_dossier_id: entity,
      display_position_id: position,
      def_dossier_def_field_id: item.dataField ?? null,
      def_dossier_link_id: item.link ?? null,
      view: item.view,
      rank: item.rank,
      col: item.col,
      colspan: item.colspan,
      rowspan: item.rowspan,
      permissions_type: item.permissions_type,
      translations: item.translations,
      settings: item.settings,
    })),
  );
  await insertRows(
    db,
    "display_item_roles",
    [
      ["display_item_id", "int"],
      ["role_id", "int"],
    ],
    items.flatMap(({ item }) => item.roles.map((role_id) => ({ display_item_id: item.id, role_id }))),
  );
  await insertRows(
    db,
    "dossier_queries",
    [
      ["id", "int"],
      ["uuid", "text"],
      ["environment_id", "int"],
      ["def_dossier_id", "int"],
      ["data", "jsonb"],
      ["translations", "jsonb"],
      ["created_at", "timestamptz"],
      ["modified_at", "timestamptz"],
    ],
    fixture.queries.map((q) => ({
      id: q.id,
      uuid: q.uuid,
      environment_id,
      def_dossier_id: q.defDossier,
      data: q.data,
      translations: q.translations,
      created_at: q.created_at ?? new Date().toISOString(),
      modified_at: q.modified_at ?? q.created_at ?? new Date().toISOString(),
    })),
  );
  await insertRows(
    db,
    "mypage_blocks",
    [
      ["id", "int"],
      ["uuid", "text"],
      ["environment_id", "int"],
      ["type", "text"],
      ["parent_id", "int"],
      ["col", "int"],
      ["rank", "int"],
      ["def_dossier_id", "int"],
      ["dossier_query_id", "int"],
      ["dashboard", "boolean"],
      ["translations", "jsonb"],
      ["settings", "jsonb"],
    ],
    fixture.blocks.map((b) => ({
      id: b.id,
      uuid: b.uuid,
      environment_id,
      type: b.type,
      parent_id: b.parent,
      col: b.col,
      rank: b.rank,
      def_dossier_id: b.defDossier,
      dossier_query_id: b.dossierQuery,
      dashboard: b.dashboard,
      translations: b.translations,
      settings: b.settings,
    })),
  );
  await insertRows(
    db,
    "mypage_block_roles",
    [
      ["mypage_block_id", "int"],
      ["role_id", "int"],
    ],
    fixture.blocks.flatMap((b) => b.roles.map((role_id) => ({ mypage_block_id: b.id, role_id }))),
  );
  await seedDocumentTemplates(db, fixture);
}

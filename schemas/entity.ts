import { type Static, Type } from "@sinclair/typebox";
import { AuditFields, Culture, Id, Nullable, Pager, RoleRef, Uuid } from "./common";
import { Condition } from "./condition";
import { Stored } from "./stored";

const OptionalId = Type.Optional(Nullable(Id));

export const EntityTranslation = Type.Object({
  culture: Culture,
  name_singular: Type.String(),
  name_plural: Type.String(),
  description: Type.Optional(Nullable(Type.String())),
});

/** Settings of an entity; item ids refer to display items, link ids to links. */
export const EntitySettings = Type.Object({
  conditions: Type.Optional(Type.Array(Condition)),
  hiddenfields: Type.Optional(Type.Array(Id)),
  layout_sidebar: Type.Optional(Nullable(Type.Union([Type.String(), Id]))),
  detail_layout: Type.Optional(Nullable(Type.Union([Type.Literal("vertical"), Type.Literal("default")]))),
  add_continue: Type.Optional(Type.Boolean()),
  show_archive: Type.Optional(Type.Boolean()),
  show_archivable_roles: Type.Optional(Type.Array(Id)),
  query_settings: Type.Optional(
    Type.Object({
      default_query: Type.Optional(Nullable(Type.String())),
      menu_queries: Type.Optional(
        Type.Array(Type.Object({ rank: Type.Integer(), queryUuid: Type.String(), name: Type.String() })),
      ),
    }),
  ),
  address_lookup_settings: Type.Optional(
    Type.Object({
      address_lookup: Type.Optional(Type.Boolean()),
      street: OptionalId,
      zipcode: OptionalId,
      housenr: OptionalId,
      housenrsuf: OptionalId,
      city: OptionalId,
      municipality: OptionalId,
      long: OptionalId,
      lat: OptionalId,
    }),
  ),
  address_company_settings: Type.Optional(Type.Object({ company_lookup: Type.Optional(Type.Boolean()) })),
  kanban_search_field: OptionalId,
  kanban_list_field: OptionalId,
  kanban_custom_view: Type.Optional(Nullable(Type.String())),
  timeline_field: OptionalId,
  timeline_desc_field: OptionalId,
  timeline_custom_view: Type.Optional(Nullable(Type.String())),
  calendar_default: Type.Optional(Nullable(Type.Union([Type.Literal("week"), Type.Literal("month")]))),
  calendar_date_field: OptionalId,
  calendar_date_list_field: OptionalId,
  calendar_date_list_field_end: OptionalId,
  calendar_edit_start: OptionalId,
  calendar_edit_end: OptionalId,
  calendar_custom_view: Type.Optional(Nullable(Type.String())),
  gantt_task_link: OptionalId,
  gantt_project_start: OptionalId,
  gantt_project_end: OptionalId,
  gantt_project_progress: OptionalId,
  gantt_task_start: OptionalId,
  gantt_task_end: OptionalId,
  gantt_task_progress: OptionalId,
  gantt_tags: OptionalId,
  gantt_task_resource: OptionalId,
});
export type EntitySettings = Static<typeof EntitySettings>;

/** A record type (defdossier). */
export const Entity = Type.Object({
  id: Id,
  uuid: Type.Optional(Uuid),
  name: Type.Optional(Type.String()),
  type: Type.Optional(Type.String({ examples: ["main", "hidden"] })),
  rank: Type.Optional(Type.Integer()),
  environment: Type.Optional(Id),
  archiveable: Type.Optional(Type.Boolean()),
  disable_immediate_search: Type.Optional(Type.Boolean()),
  credentials: Type.Optional(Type.Array(Type.String())),
  custom_credentials: Type.Optional(Type.Array(Type.String())),
  visibility_roles: Type.Optional(Type.Array(RoleRef)),
  translations: Type.Array(EntityTranslation),
  settings: Type.Optional(Nullable(EntitySettings)),
  dossierqueries: Type.Optional(Type.Array(Type.Object({ id: Id, uuid: Uuid }))),
  ...AuditFields,
});
export type Entity = Static<typeof Entity>;

/** GET /defdossier/{id}: the entity's read form with its description and what the caller may do with its records. */
export const EntityAnswer = Type.Object({
  ...Entity.properties,
  settings: Type.Optional(Nullable(Stored(EntitySettings))),
  description: Nullable(Type.String()),
  visibility_roles: Type.Array(Id),
  custom_credentials: Type.Array(Type.String()),
  /** The caller's credentials on the entity's records (show, add, edit, delete, ...). */
  credentials: Type.Array(Type.String()),
  created_at: Type.String(),
  modified_at: Type.String(),
});
export type EntityAnswer = Static<typeof EntityAnswer>;

/** GET /defdossier: the environment's entities by rank. */
export const EntityList = Type.Object({ results: Type.Array(EntityAnswer), pager: Pager });
export type EntityList = Static<typeof EntityList>;

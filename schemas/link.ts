import { type Static, Type } from "@sinclair/typebox";
import { AuditFields, Id, Nullable, Pager, Uuid } from "./common";
import { Stored } from "./stored";

export const TypeOfLink = Type.Union([Type.Literal("select"), Type.Literal("embeddedList")]);
export const CascadeRule = Type.Union([
  Type.Literal("maintain"),
  Type.Literal("delete"),
  Type.Literal("constraint"),
]);
export const ArchiveCascadeRule = Nullable(Type.Union([Type.Literal(""), Type.Literal("archive")]));

export const LinkSettings = Type.Object({
  multiple: Type.Optional(Type.Boolean()),
  limit_output_to_mis_item: Type.Optional(Nullable(Type.String())),
});

/** A relation from one entity to another (def_dossier_link), read form. */
export const Link = Type.Object({
  id: Id,
  uuid: Type.Optional(Uuid),
  name: Type.String({ pattern: "^[A-Za-z0-9]+(_[A-Za-z0-9]+)*$", maxLength: 255 }),
  type_of_link: TypeOfLink,
  child_def_dossier_id: Id,
  def_dossier_id: Type.Optional(Id),
  back_link_id: Type.Optional(Nullable(Id)),
  obligatory: Type.Optional(Nullable(Type.Boolean())),
  locked: Type.Optional(Nullable(Type.Boolean())),
  cascade_rule: Type.Optional(CascadeRule),
  archive_cascade_rule: Type.Optional(ArchiveCascadeRule),
  settings: Type.Optional(Nullable(LinkSettings)),
  ...AuditFields,
});
export type Link = Static<typeof Link>;

/** A link as answers carry it (in display items too): its settings as stored. */
export const StoredLink = Type.Object({
  ...Link.properties,
  name: Type.String(),
  settings: Type.Optional(Nullable(Stored(LinkSettings))),
});
export type StoredLink = Static<typeof StoredLink>;

const Author = Nullable(Type.Object({ username: Type.String() }));

const LinkView = Type.Object({
  ...StoredLink.properties,
  environment: Id,
  created_at: Type.String(),
  modified_at: Type.String(),
  created_by: Author,
  modified_by: Author,
});

/** GET /defdossierlink/{id}: the link with its environment, who made and changed it, and its back link. */
export const LinkAnswer = Type.Object({ ...LinkView.properties, back_link: Nullable(LinkView) });
export type LinkAnswer = Static<typeof LinkAnswer>;

/** GET /defdossierlink: an entity's (or an environment's) links. */
export const LinkList = Type.Object({ results: Type.Array(LinkAnswer), pager: Pager });
export type LinkList = Static<typeof LinkList>;

import { type Static, Type } from "@sinclair/typebox";
import { AuditFields, Id, Nullable, Uuid } from "./common";

export const TypeOfLink = Type.Union([Type.Literal("select"), Type.Literal("embeddedList")]);
export const CascadeRule = Type.Union([
  Type.Literal("maintain"),
  Type.Literal("delete"),
  Type.Literal("constraint"),
]);
export const ArchiveCascadeRule = Nullable(Type.Union([Type.Literal(""), Type.Literal("archive")]));

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
  settings: Type.Optional(
    Nullable(
      Type.Object({
        multiple: Type.Optional(Type.Boolean()),
        limit_output_to_mis_item: Type.Optional(Nullable(Type.String())),
      }),
    ),
  ),
  ...AuditFields,
});
export type Link = Static<typeof Link>;

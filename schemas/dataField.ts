import { type Static, Type } from "@sinclair/typebox";
import { BaseField } from "./baseField";
import { Id, Nullable, Uuid } from "./common";
import { ListOption } from "./listOption";

/** A base field placed on an entity (def_dossier_def_field), in the read form that embeds its base field. */
export const DataField = Type.Object({
  id: Id,
  uuid: Type.Optional(Uuid),
  name: Type.String({ pattern: "^\\w+$", maxLength: 255 }),
  obligatory: Type.Optional(Nullable(Type.Boolean())),
  locked: Type.Optional(Nullable(Type.Boolean())),
  settings: Type.Optional(Nullable(Type.Object({}))),
  def_field: BaseField,
  def_field_lists: Type.Optional(Type.Array(ListOption)),
});
export type DataField = Static<typeof DataField>;

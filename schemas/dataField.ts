import { type Static, Type } from "@sinclair/typebox";
import { BaseField, BaseFieldSettings } from "./baseField";
import { Id, Nullable, Pager, Uuid } from "./common";
import { ListOption, ListOptionAnswer } from "./listOption";
import { Stored } from "./stored";

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

/** A data field as answers carry it (in display items too): settings as stored, the base field without options. */
export const StoredDataField = Type.Object({
  ...DataField.properties,
  name: Type.String(),
  settings: Type.Optional(Nullable(Stored(Type.Object({})))),
  def_field: Type.Object({
    ...BaseField.properties,
    settings: Type.Optional(Nullable(Stored(BaseFieldSettings))),
    def_field_lists: Type.Optional(Type.Array(ListOptionAnswer)),
  }),
  def_field_lists: Type.Optional(Type.Array(ListOptionAnswer)),
});
export type StoredDataField = Static<typeof StoredDataField>;

/** GET /defdossierdeffield/{id}: the data field with the entity it is placed on and its environment. */
export const DataFieldAnswer = Type.Object({
  ...StoredDataField.properties,
  def_dossier_id: Id,
  environment: Id,
});
export type DataFieldAnswer = Static<typeof DataFieldAnswer>;

/** GET /defdossierdeffield: an entity's (or an environment's) data fields. */
export const DataFieldList = Type.Object({ results: Type.Array(DataFieldAnswer), pager: Pager });
export type DataFieldList = Static<typeof DataFieldList>;

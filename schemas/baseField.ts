import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable, Pager, Uuid } from "./common";
import { ListOption, ListOptionAnswer } from "./listOption";
import { CURRENCIES, FIELD_TYPES } from "./names";
import { Stored } from "./stored";

/** Field types are open: an unknown type is kept and shown as 'Unknown field type'. */
export const FieldType = Type.String({ minLength: 1, examples: [...FIELD_TYPES] });

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

/** Settings of a base field; each key belongs to the types named in its description. */
export const BaseFieldSettings = Type.Object({
  multiple: Type.Optional(Type.Boolean({ description: "list, user, tree" })),
  withtime: Type.Optional(Type.Boolean({ description: "date" })),
  current_time_as_default: Type.Optional(Type.Boolean({ description: "date" })),
  restriction: Type.Optional(
    Nullable(literals(["none", "before_and_eq_current_date", "after_and_eq_current_date"] as const)),
  ),
  restrict_days: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { description: "date: weekdays, Monday is 0" }),
  ),
  valueType: Type.Optional(literals(["currency", "number", "percentage"] as const)),
  decimals: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10 }))),
  currency: Type.Optional(Nullable(literals(CURRENCIES))),
  regex: Type.Optional(
    Nullable(Type.String({ maxLength: 500, description: "text: a preset name or a custom pattern" })),
  ),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 255, description: "text; default 100" })),
  imageType: Type.Optional(literals(["qrcode", "code128", "code39"] as const)),
  formula: Type.Optional(Type.String({ maxLength: 2000, description: "calc" })),
  output: Type.Optional(literals(["DATE", "DATETIME", "INTEGER", "DECIMAL"] as const)),
  prefix: Type.Optional(Nullable(Type.String({ maxLength: 50, description: "autoIncrement" }))),
  fill_dossier_id: Type.Optional(Type.Boolean({ description: "autoIncrement" })),
});
export type BaseFieldSettings = Static<typeof BaseFieldSettings>;

/** A reusable field definition (def field). */
export const BaseField = Type.Object({
  id: Id,
  uuid: Type.Optional(Uuid),
  name: Type.Optional(Type.String({ maxLength: 255 })),
  type: FieldType,
  environment: Type.Optional(Id),
  settings: Type.Optional(Nullable(BaseFieldSettings)),
  def_field_lists: Type.Optional(Type.Array(ListOption)),
});
export type BaseField = Static<typeof BaseField>;

/** A base field as GET /deffield lists it: its options, and whether it is placed (then its type is locked). */
export const ListedBaseField = Type.Object({
  ...BaseField.properties,
  settings: Type.Optional(Nullable(Stored(BaseFieldSettings))),
  def_field_lists: Type.Optional(Type.Array(ListOptionAnswer)),
  used: Type.Boolean(),
});
export type ListedBaseField = Static<typeof ListedBaseField>;

export const BaseFieldList = Type.Object({ results: Type.Array(ListedBaseField), pager: Pager });
export type BaseFieldList = Static<typeof BaseFieldList>;

/** GET /deffield/{id}: the listed base field and the data fields that place it (the Info tab). */
export const BaseFieldDetails = Type.Object({
  ...ListedBaseField.properties,
  usage: Type.Array(Type.Object({ id: Id, uuid: Type.String(), name: Type.String(), def_dossier_id: Id })),
});
export type BaseFieldDetails = Static<typeof BaseFieldDetails>;

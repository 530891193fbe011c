import { type Static, Type } from "@sinclair/typebox";
import { Culture, Id, Nullable, Pager, TranslationSettings, Uuid } from "./common";
import { Stored } from "./stored";

export const ListOptionTranslation = Type.Object({
  culture: Culture,
  text: Type.String(),
  settings: Type.Optional(Nullable(TranslationSettings)),
});

export const ListOptionSettings = Type.Object({
  /** Roles for which the option is hidden. */
  roles: Type.Optional(Type.Array(Id)),
});

/** A selectable option of a list base field (def field list). */
export const ListOption = Type.Object({
  id: Id,
  uuid: Type.Optional(Uuid),
  color: Type.Optional(Nullable(Type.String({ pattern: "^(#[0-9A-Fa-f]{3,8})?$" }))),
  rank: Type.Optional(Type.Integer({ minimum: 0 })),
  default: Type.Optional(Nullable(Type.Boolean())),
  translations: Type.Array(ListOptionTranslation),
  /** Tree fields: the option this one hangs under. */
  parent: Type.Optional(Nullable(Id)),
  defField: Type.Optional(Id),
  environment: Type.Optional(Id),
  settings: Type.Optional(Nullable(ListOptionSettings)),
});
export type ListOption = Static<typeof ListOption>;

/** GET /deffieldlist/{id}: an option as stored, its settings whole. */
export const ListOptionAnswer = Type.Object({
  ...ListOption.properties,
  color: Type.Optional(Nullable(Type.String())),
  settings: Type.Optional(Nullable(Stored(ListOptionSettings))),
});
export type ListOptionAnswer = Static<typeof ListOptionAnswer>;

/** GET /deffieldlist: a base field's options by rank. */
export const ListOptionList = Type.Object({ results: Type.Array(ListOptionAnswer), pager: Pager });
export type ListOptionList = Static<typeof ListOptionList>;

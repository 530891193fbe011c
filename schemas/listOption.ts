import { type Static, Type } from "@sinclair/typebox";
import { Culture, Id, Nullable, TranslationSettings, Uuid } from "./common";

export const ListOptionTranslation = Type.Object({
  culture: Culture,
  text: Type.String(),
  settings: Type.Optional(Nullable(TranslationSettings)),
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
  settings: Type.Optional(
    Nullable(
      Type.Object({
        /** Roles for which the option is hidden. */
        roles: Type.Optional(Type.Array(Id)),
      }),
    ),
  ),
});
export type ListOption = Static<typeof ListOption>;

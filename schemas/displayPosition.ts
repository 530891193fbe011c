import { type Static, Type } from "@sinclair/typebox";
import { Culture, Id, Nullable, Uuid } from "./common";
import { DisplayItem } from "./displayItem";

export const POSITION_TYPES = ["main_content", "tab", "meta", "footer"] as const;
export const PositionType = Type.Union(POSITION_TYPES.map((t) => Type.Literal(t)));
export type PositionType = (typeof POSITION_TYPES)[number];

/** A place on the detail page (main content, a tab, the meta band or the footer) holding display items. */
export const DisplayPosition = Type.Object({
  id: Id,
  uuid: Type.Optional(Uuid),
  type: PositionType,
  hide: Type.Optional(Nullable(Type.Boolean())),
  rank: Type.Optional(Type.Integer({ minimum: 0 })),
  translations: Type.Array(Type.Object({ culture: Culture, name_plural: Type.String() })),
  settings: Type.Optional(
    Nullable(
      Type.Object({
        module_content: Type.Optional(Nullable(Type.String())),
        layout_sidebar: Type.Optional(Nullable(Type.Union([Type.String(), Type.Integer()]))),
      }),
    ),
  ),
  display_items: Type.Array(DisplayItem),
});
export type DisplayPosition = Static<typeof DisplayPosition>;

import { type Static, Type } from "@sinclair/typebox";
import { Culture, Id, Nullable, Pager, Uuid } from "./common";
import { DisplayItem, StoredDisplayItem } from "./displayItem";
import { Stored } from "./stored";

export const POSITION_TYPES = ["main_content", "tab", "meta", "footer"] as const;
export const PositionType = Type.Union(POSITION_TYPES.map((t) => Type.Literal(t)));
export type PositionType = (typeof POSITION_TYPES)[number];

export const DisplayPositionSettings = Type.Object({
  module_content: Type.Optional(Nullable(Type.String())),
  layout_sidebar: Type.Optional(Nullable(Type.Union([Type.String(), Type.Integer()]))),
});

/** A place on the detail page (main content, a tab, the meta band or the footer) holding display items. */
export const DisplayPosition = Type.Object({
  id: Id,
  uuid: Type.Optional(Uuid),
  type: PositionType,
  hide: Type.Optional(Nullable(Type.Boolean())),
  rank: Type.Optional(Type.Integer({ minimum: 0 })),
  translations: Type.Array(Type.Object({ culture: Culture, name_plural: Type.String() })),
  settings: Type.Optional(Nullable(DisplayPositionSettings)),
  display_items: Type.Array(DisplayItem),
});
export type DisplayPosition = Static<typeof DisplayPosition>;

/** GET /displayposition/{id}: the position with its items, settings as stored. */
export const DisplayPositionAnswer = Type.Object({
  ...DisplayPosition.properties,
  settings: Type.Optional(Nullable(Stored(DisplayPositionSettings))),
  display_items: Type.Array(StoredDisplayItem),
});
export type DisplayPositionAnswer = Static<typeof DisplayPositionAnswer>;

/** GET /displayposition: an entity's positions by rank (the bundle's `positions`). */
export const DisplayPositionList = Type.Object({ results: Type.Array(DisplayPositionAnswer), pager: Pager });
export type DisplayPositionList = Static<typeof DisplayPositionList>;

/** POST /displayposition/credentials: for each position asked about, whether the caller may open it. */
export const TabCredentials = Type.Array(Type.Object({ id: Id, tabs_allowed: Type.Boolean() }));
export type TabCredentials = Static<typeof TabCredentials>;

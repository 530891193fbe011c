import { type Static, Type } from "@sinclair/typebox";
import { Culture, Id } from "./common";
import { CustomView } from "./customView";
import { DisplayPosition } from "./displayPosition";
import { Entity } from "./entity";
import { Query } from "./query";

/** Who is looking, in which language, at what time: everything the engine needs beyond metadata. */
export const Context = Type.Object({
  locale: Culture,
  roles: Type.Array(Id),
  /** Super admins and environment admins: exempt from role restrictions. */
  admin: Type.Boolean(),
  user_id: Type.Optional(Id),
  /** The current time, ISO; defaults use it. Leaving it out means the real clock. */
  now: Type.Optional(Type.String({ format: "date-time" })),
  /** IANA time zone for dates shown to people. */
  timezone: Type.Optional(Type.String()),
});
export type Context = Static<typeof Context>;

/** What the engine compiles: an entity with its positions and items, in the API's read form. */
export const Bundle = Type.Object({
  entity: Entity,
  positions: Type.Array(DisplayPosition),
  custom_views: Type.Optional(Type.Array(CustomView)),
  /** The queries display items name in settings.condition_query. */
  queries: Type.Optional(Type.Array(Query)),
  context: Context,
});
export type Bundle = Static<typeof Bundle>;

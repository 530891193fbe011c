import { type Static, type TSchema, Type } from "@sinclair/typebox";
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

/** An object passed on whole (each value as JSON.stringify writes it) that the named schema describes. */
const Whole = <T extends TSchema>(_typeOf: T, description: string) =>
  Type.Unsafe<Static<T>>({ type: "object", additionalProperties: true, description });

/**
 * GET /defdossier/{id}/bundle: the Bundle as the server answers it. The metadata parts go out whole: they are
 * stored through their own schemas, and serialising them through those (unions of role and value forms)
 * would cost far more than the call itself on its first use.
 */
export const BundleAnswer = Type.Object({
  entity: Whole(Entity, "The entity (the Entity schema)"),
  positions: Type.Array(
    Whole(DisplayPosition, "A display position with its items (the DisplayPosition schema)"),
  ),
  custom_views: Type.Optional(Type.Array(Whole(CustomView, "A custom view (the CustomView schema)"))),
  queries: Type.Optional(Type.Array(Whole(Query, "A query display items name (the Query schema)"))),
  /** Whole as well: an embedded form's caller has no user, and user_id goes out null, not 0. */
  context: Whole(Context, "Who is looking (the Context schema)"),
});
export type BundleAnswer = Static<typeof BundleAnswer>;

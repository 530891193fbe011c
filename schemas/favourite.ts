import { type Static, Type } from "@sinclair/typebox";
import { Id, IsoDateTime, Nullable, Pager } from "./common";

/** A record the user marked as a favourite. */
export const Favorite = Type.Object({
  id: Id,
  content_dossier_id: Id,
  def_dossier_id: Type.Optional(Id),
  summary: Type.Optional(Nullable(Type.String())),
  archived: Type.Optional(Type.Boolean()),
  created_at: Type.Optional(Nullable(IsoDateTime)),
});
export type Favorite = Static<typeof Favorite>;

/** GET /favorite: one page of the caller's favourites in an environment. */
export const FavoriteList = Type.Object({ results: Type.Array(Favorite), pager: Pager });
export type FavoriteList = Static<typeof FavoriteList>;

/** A record the user receives notifications for. */
export const Subscription = Type.Object({
  content_dossier_id: Id,
});
export type Subscription = Static<typeof Subscription>;

/** The body of POST {contentdossier}/subscriptions: which of these records the user is subscribed to. */
export const SubscriptionsRequest = Type.Object({
  ids: Type.Array(Id),
});
export type SubscriptionsRequest = Static<typeof SubscriptionsRequest>;

/** The answer of a subscribe or unsubscribe call. */
export const SubscribeResult = Type.Object({
  result: Type.Boolean(),
});
export type SubscribeResult = Static<typeof SubscribeResult>;

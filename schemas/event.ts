import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable, Pager } from "./common";

const eventTriggers = ["button", "create", "update", "archive", "delete"] as const;
/** What fires an event: an action button, or a record write of its entity. */
export type EventTrigger = (typeof eventTriggers)[number];

/** An event of the environment (kedo.event) as GET /event and GET or PATCH /event/{id} answer it. */
export const DocketEvent = Type.Object({
  id: Id,
  uuid: Type.String(),
  environment: Id,
  name: Type.String(),
  description: Nullable(Type.String()),
  trigger: Type.Unsafe<EventTrigger>({ type: "string", enum: [...eventTriggers] }),
  /** The entity whose record writes fire it; null for any entity (and for button events). */
  defDossier: Nullable(Id),
  /** How many webhooks post it. */
  webhooks: Type.Integer({ minimum: 0 }),
});
export type DocketEvent = Static<typeof DocketEvent>;

export const DocketEventList = Type.Object({ results: Type.Array(DocketEvent), pager: Pager });
export type DocketEventList = Static<typeof DocketEventList>;

/** PATCH /event/trigger/{itemId}/{dossierId}: the event fired and how many webhook deliveries it queued. */
export const EventTriggered = Type.Object({
  message: Type.String(),
  event: Id,
  deliveries: Type.Integer({ minimum: 0 }),
});
export type EventTriggered = Static<typeof EventTriggered>;

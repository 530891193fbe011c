import { type Static, Type } from "@sinclair/typebox";
import { Id, Nullable, Pager } from "./common";

/** A webhook as the server answers it (GET /webhook, /webhook/{id}, PATCH): never its secret. */
export const Webhook = Type.Object({
  id: Id,
  uuid: Type.String(),
  environment: Id,
  name: Type.String(),
  url: Type.String(),
  active: Type.Boolean(),
  /** Whose sight builds the payloads: the last one to change the webhook. */
  owner: Nullable(Type.Object({ id: Id, username: Nullable(Type.String()) })),
  /** The events (ids) it is sent for. */
  events: Type.Array(Id),
  created_at: Type.String({ format: "date-time" }),
});
export type Webhook = Static<typeof Webhook>;

export const WebhookList = Type.Object({ results: Type.Array(Webhook), pager: Pager });
export type WebhookList = Static<typeof WebhookList>;

/** POST /webhook (201): the new webhook and its signing secret, answered this once. */
export const CreatedWebhook = Type.Object({ id: Id, uuid: Type.String(), secret: Type.String() });
export type CreatedWebhook = Static<typeof CreatedWebhook>;

/** POST /webhook/{id}/secret: the new secret, answered this once; the old one stops signing. */
export const WebhookSecret = Type.Object({ id: Id, secret: Type.String() });
export type WebhookSecret = Static<typeof WebhookSecret>;

/** One post to the receiver. */
export const DeliveryAttempt = Type.Object({
  attempt: Type.Integer({ minimum: 1 }),
  status_code: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  started_at: Type.String({ format: "date-time" }),
  duration_ms: Type.Number({ minimum: 0 }),
});
export type DeliveryAttempt = Static<typeof DeliveryAttempt>;

export const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

/** One event sent to a webhook (GET /webhook/{id}/delivery), with every attempt made so far. */
export const Delivery = Type.Object({
  id: Id,
  uuid: Type.String(),
  webhook: Id,
  /** The event it was sent for; null once that event is deleted. */
  event: Nullable(Id),
  event_name: Type.String(),
  status: Type.Unsafe<(typeof DELIVERY_STATUSES)[number]>(Type.String({ enum: [...DELIVERY_STATUSES] })),
  attempts: Type.Integer({ minimum: 0 }),
  /** When the next attempt goes out; null unless pending. */
  next_attempt_at: Nullable(Type.String({ format: "date-time" })),
  status_code: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  created_at: Type.String({ format: "date-time" }),
  delivered_at: Nullable(Type.String({ format: "date-time" })),
  attempt_log: Type.Array(DeliveryAttempt),
});
export type Delivery = Static<typeof Delivery>;

export const DeliveryList = Type.Object({ results: Type.Array(Delivery), pager: Pager });
export type DeliveryList = Static<typeof DeliveryList>;

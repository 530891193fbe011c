/** A webhook as the server answers it; its secret is answered only when it is made or regenerated. */
export interface Webhook {
  id: number;
  uuid: string;
  environment: number;
  name: string;
  url: string;
  active: boolean;
  /** Whose sight builds the payloads: the last one to change the webhook. */
  owner: { id: number; username: string | null } | null;
  events: number[];
  created_at: string;
}

export interface WebhookInput {
  name: string;
  url: string;
  active: boolean;
  events: number[];
}

/** One post to the receiver. */
export interface DeliveryAttempt {
  attempt: number;
  status_code: number | null;
  error: string | null;
  started_at: string;
  duration_ms: number;
}

/** One event sent to a webhook, with every attempt made so far. */
export interface Delivery {
  id: number;
  uuid: string;
  event: number | null;
  event_name: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  next_attempt_at: string | null;
  status_code: number | null;
  error: string | null;
  created_at: string;
  delivered_at: string | null;
  attempt_log: DeliveryAttempt[];
}

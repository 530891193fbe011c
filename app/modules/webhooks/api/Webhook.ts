export type { Delivery, DeliveryAttempt, Webhook } from "../../../../schemas";

export interface WebhookInput {
  name: string;
  url: string;
  active: boolean;
  events: number[];
}

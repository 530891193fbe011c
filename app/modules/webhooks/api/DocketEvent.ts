/** What fires an event: an action button, or a record write of its entity. */
export type EventTrigger = "button" | "create" | "update" | "archive" | "delete";

/** An event of the environment as GET /event answers it. */
export interface DocketEvent {
  id: number;
  uuid: string;
  environment: number;
  name: string;
  description: string | null;
  trigger: EventTrigger;
  /** The entity whose record writes fire it; null for any entity (and for button events). */
  defDossier: number | null;
  /** How many webhooks post it. */
  webhooks: number;
}

export interface EventInput {
  name: string;
  description: string | null;
  trigger: EventTrigger;
  defDossier: number | null;
}

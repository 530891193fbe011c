/** An event of the environment as GET /event answers it, and its triggers (schemas/event.ts). */
export type { DocketEvent, EventTrigger } from "../../../../schemas";

import type { EventTrigger } from "../../../../schemas";

export interface EventInput {
  name: string;
  description: string | null;
  trigger: EventTrigger;
  defDossier: number | null;
}

import type { EventTrigger } from "../api/DocketEvent";

/** The catalog ids of what fires an event, in the order the form offers them. */
export const triggerLabels: Record<EventTrigger, string> = {
  create: "Record created",
  update: "Record changed",
  archive: "Record archived",
  delete: "Record deleted",
  button: "Action button",
};

import type { EmbedAction } from "../api/EmbedToken";

/** Each token action in people's words (catalog keys). */
export const actionLabels: Record<EmbedAction, string> = {
  create: "Create a record",
  show: "Show one record",
  edit: "Edit one record",
};

import type { Bundle, Condition } from "../../../../schemas";
import { displayItemOf } from "./displayItemOf";

/** Display item ids of the conditions tests' entity (10, "Tickets", environment 1000). */
export const TICKET_ITEM = { status: 401, reason: 402, showStatus: 411 } as const;
export const TICKET_OPTION = { open: 301, closed: 302 } as const;

const item = displayItemOf;

const STATUS = {
  id: 61,
  name: "status",
  obligatory: false,
  def_field: { id: 161, type: "list", settings: {} },
  def_field_lists: [
    { id: TICKET_OPTION.open, rank: 0, translations: [{ culture: "en_GB", text: "Open" }] },
    { id: TICKET_OPTION.closed, rank: 1, translations: [{ culture: "en_GB", text: "Closed" }] },
  ],
};
const REASON = {
  id: 62,
  name: "reason",
  obligatory: false,
  def_field: { id: 162, type: "text", settings: {} },
  def_field_lists: [],
};

/** An entity with a list field Status (Open, Closed) and a text field Reason in edit, Status in show. */
export function ticketBundle(conditions: Condition[] = []): Bundle {
  return {
    entity: {
      id: 10,
      environment: 1000,
      translations: [{ culture: "en_GB", name_singular: "Ticket", name_plural: "Tickets" }],
      settings: { conditions },
    },
    custom_views: [],
    positions: [
      {
        id: 1,
        type: "main_content",
        hide: false,
        rank: 0,
        translations: [{ culture: "en_GB", name_plural: "General" }],
        display_items: [
          item(TICKET_ITEM.status, "edit", 0, "Status", STATUS),
          item(TICKET_ITEM.reason, "edit", 1, "Reason", REASON),
          item(TICKET_ITEM.showStatus, "show", 0, "Status", STATUS),
        ],
      },
    ],
    context: { locale: "en_GB", roles: [], admin: true },
  } as unknown as Bundle;
}

import type { Link } from "../../../../../schemas";
import type { LinkDraft } from "./LinkDraft";

/** The link's settings as saved: multiple and the limiting query, beside whatever else they held. */
export function linkSettings(draft: LinkDraft): NonNullable<Link["settings"]> {
  return {
    ...draft.otherSettings,
    multiple: draft.multiple,
    limit_output_to_mis_item: draft.limitQuery === "" ? null : draft.limitQuery,
  };
}

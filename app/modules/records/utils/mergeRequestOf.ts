import type { CompiledItem } from "../../../../engine";
import type { LinkSource, MergeAction, MergeRequest } from "./MergeRequest";
import type { MergeField } from "./mergeFields";

/** How the merged record takes its links: both records' (default), one side's, or chosen per link. */
export type LinkMode = "default" | "left" | "right" | "selectedlinks";

export interface MergeChoices {
  action: MergeAction;
  /** The side chosen per field (item id). */
  sides: Record<number, "left" | "right">;
  linkMode: LinkMode;
  /** With selectedlinks: the source per link item id. */
  linkSides: Record<number, LinkSource>;
}

/** The merge request for the two records from the wizard's choices. */
export function mergeRequestOf(
  ids: [number, number],
  fields: readonly MergeField[],
  links: readonly CompiledItem[],
  choices: MergeChoices,
  environment?: number,
): MergeRequest {
  const values = fields.flatMap((field) => {
    const side = choices.sides[field.item.id];
    if (field.formula || !side) return [];
    return [{ id: field.item.id, content: (side === "left" ? field.left : field.right) ?? null }];
  });
  const sources = links.flatMap((item) => {
    if (!item.link) return [];
    const use_from: LinkSource =
      choices.linkMode === "selectedlinks"
        ? (choices.linkSides[item.id] ?? "both")
        : choices.linkMode === "default"
          ? "both"
          : choices.linkMode;
    return [{ link_id: item.link.id, use_from }];
  });
  return {
    ...(environment !== undefined ? { environment } : {}),
    dossiers: { action: choices.action, ids },
    mergeDossier: [...values, ...sources],
  };
}

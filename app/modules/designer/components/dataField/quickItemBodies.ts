import type { DisplayItemWrite } from "../../../../../schemas";
import type { PlacedItem } from "../../api/listEntityDisplayItems";
import type { ItemChoice } from "./ItemChoice";

export interface QuickItemsInput {
  entityId: number;
  environmentId: number;
  /** The new data field or link the items show. */
  owner: { dataField: number } | { link: number };
  choices: ItemChoice[];
  translations: { culture: string; name: string }[];
  /** The entity's items already placed, for the ranks. */
  existing: PlacedItem[];
}

/**
 * The POST /displayitem bodies of the quick create (spec 3-designer section 7): one per chosen view, at col 1,
 * rowspan 12, colspan 4, ranked after the highest item of that view in that position.
 */
export function quickItemBodies(input: QuickItemsInput): DisplayItemWrite[] {
  const translations = input.translations
    .map((translation) => ({ culture: translation.culture, name: translation.name.trim() }))
    .filter((translation) => translation.name !== "");
  return input.choices.map(({ view, positionId }) => {
    const ranks = input.existing
      .filter((item) => item.view === view && item.display_position_id === positionId)
      .map((item) => item.rank);
    const rank = ranks.length === 0 ? 0 : Math.max(...ranks) + 1;
    return {
      defDossier: input.entityId,
      environment: input.environmentId,
      ...("dataField" in input.owner
        ? { defDossierDefField: input.owner.dataField }
        : { defDossierLink: input.owner.link }),
      rank,
      col: 1,
      rowspan: 12,
      colspan: 4,
      translations,
      view,
      displayPosition: positionId,
    };
  });
}

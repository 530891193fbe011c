import { sourceViews } from "../../../../engine";
import { pickTranslation } from "../../../../engine/translate";
import type { Bundle } from "../../../../schemas";
import type { ListedItem } from "./ListedItem";

/** Every item placed in a view (show and edit also list show/edit items), by position and rank, any role. */
export function viewItems(bundle: Bundle, view: string, locale: string): ListedItem[] {
  const views = sourceViews(view);
  return [...bundle.positions]
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.id - b.id)
    .flatMap((position) =>
      position.display_items
        .filter((item) => views.includes(item.view))
        .sort((a, b) => a.rank - b.rank || a.col - b.col || a.id - b.id)
        .map((item) => ({
          item,
          positionId: position.id,
          positionLabel: pickTranslation(position.translations, locale)?.name_plural ?? position.type,
          label: pickTranslation(item.translations, locale)?.name ?? "",
        })),
    );
}

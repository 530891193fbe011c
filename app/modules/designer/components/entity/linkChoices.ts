import { pickTranslation } from "../../../../../engine/translate";
import type { Bundle } from "../../../../../schemas";
import type { ItemChoice } from "./ItemChoice";

/** The entity's links that its display items show, once each, with the entity they lead to. */
export function linkChoices(
  bundle: Bundle | undefined,
  locale: string,
): (ItemChoice & { childId: number })[] {
  const found = new Map<number, ItemChoice & { childId: number }>();
  for (const item of (bundle?.positions ?? []).flatMap((position) => position.display_items)) {
    const link = item.def_dossier_link;
    if (!link || found.has(link.id)) continue;
    const label = pickTranslation(item.translations, locale)?.name || link.name;
    found.set(link.id, { id: link.id, label, childId: link.child_def_dossier_id });
  }
  return [...found.values()];
}

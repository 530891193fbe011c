import type { BundlePatch } from "../../preview/BundlePatch";

/**
 * The preview's view of an unsaved obligatory flag: every display item of the data field (or link) is drawn
 * with it, so the required marker shows or goes at once.
 */
export function obligatoryPatch(
  target: { dataField?: number; link?: number },
  obligatory: boolean,
): BundlePatch {
  return (bundle) => ({
    ...bundle,
    positions: bundle.positions.map((position) => ({
      ...position,
      display_items: position.display_items.map((item) => {
        const field = item.def_dossier_def_field;
        const link = item.def_dossier_link;
        if (target.dataField !== undefined && field && field.id === target.dataField)
          return { ...item, def_dossier_def_field: { ...field, obligatory } };
        if (target.link !== undefined && link && link.id === target.link)
          return { ...item, def_dossier_link: { ...link, obligatory } };
        return item;
      }),
    })),
  });
}

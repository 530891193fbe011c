import type { FieldErrors } from "../../http/errors";
import { INVALID } from "../../http/messages";

export const CHOOSE_FIELD = "Choose a data field or a link field";

export interface ItemShape {
  defDossierDefField?: unknown;
  defDossierLink?: unknown;
  settings?: unknown;
}

const isId = (value: unknown) => typeof value === "number" && Number.isInteger(value);

/** Blocks (settings.block) and record metadata items (settings.dossier_data) show neither a field nor a link. */
function standsAlone(settings: unknown): boolean {
  if (typeof settings !== "object" || settings === null) return false;
  const { block, dossier_data } = settings as { block?: unknown; dossier_data?: unknown };
  return (
    isId(block) ||
    (typeof block === "string" && block !== "") ||
    (typeof dossier_data === "string" && dossier_data !== "")
  );
}

/**
 * A display item shows one data field or one link, unless it is a block or a record metadata item:
 * 'Choose a data field or a link field' on both when neither is chosen.
 */
export function chooseFieldErrors(item: ItemShape): FieldErrors {
  const field = isId(item.defDossierDefField);
  const link = isId(item.defDossierLink);
  if (field && link) return { defDossierLink: INVALID };
  if (field || link || standsAlone(item.settings)) return {};
  return { defDossierDefField: CHOOSE_FIELD, defDossierLink: CHOOSE_FIELD };
}

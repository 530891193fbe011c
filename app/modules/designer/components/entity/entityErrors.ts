import type { EntityDraft } from "./EntityDraft";

const REQUIRED = "This is a required field";

/**
 * What the editor refuses before saving: both names in the first language, both names in any other
 * language where one is given, a type, and a rank (when given) that is a whole number of at least 0.
 */
export function entityErrors(draft: EntityDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  draft.translations.forEach((entry, index) => {
    const singular = entry.name_singular.trim();
    const plural = entry.name_plural.trim();
    if (index > 0 && singular === "" && plural === "") return;
    if (singular === "") errors[`translations.${entry.culture}.name_singular`] = REQUIRED;
    if (plural === "") errors[`translations.${entry.culture}.name_plural`] = REQUIRED;
  });
  if (draft.type.trim() === "") errors.type = REQUIRED;
  const rank = draft.rank.trim();
  if (rank !== "" && !/^\d+$/.test(rank)) errors.rank = "This value is not valid";
  return errors;
}

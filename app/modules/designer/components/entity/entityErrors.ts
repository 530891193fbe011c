import type { EntityDraft } from "./EntityDraft";

const REQUIRED = "This is a required field";

/**
 * What the editor refuses before saving: names in at least one language (asked in the first when none has
 * any), both names in a language where one is given, a type, and a rank (when given) that is a whole number
 * of at least 0.
 */
export function entityErrors(draft: EntityDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const named = (entry: EntityDraft["translations"][number]) =>
    entry.name_singular.trim() !== "" || entry.name_plural.trim() !== "";
  const anyNamed = draft.translations.some(named);
  draft.translations.forEach((entry, index) => {
    if (!named(entry) && (anyNamed || index > 0)) return;
    if (entry.name_singular.trim() === "") errors[`translations.${entry.culture}.name_singular`] = REQUIRED;
    if (entry.name_plural.trim() === "") errors[`translations.${entry.culture}.name_plural`] = REQUIRED;
  });
  if (draft.type.trim() === "") errors.type = REQUIRED;
  const rank = draft.rank.trim();
  if (rank !== "" && !/^\d+$/.test(rank)) errors.rank = "This value is not valid";
  return errors;
}

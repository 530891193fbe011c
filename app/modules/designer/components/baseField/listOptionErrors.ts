import type { ListOptionDraft } from "./ListOptionDraft";

/** An option needs a text in at least one language; the colour, when set, is a hex colour. */
export function listOptionErrors(draft: ListOptionDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.translations.some((translation) => translation.text.trim() !== ""))
    errors.translations = "This is a required field";
  if (draft.color !== null && !/^#[0-9A-Fa-f]{3,8}$/.test(draft.color))
    errors.color = "This value is not valid";
  return errors;
}

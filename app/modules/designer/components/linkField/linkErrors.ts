import type { LinkDraft } from "./LinkDraft";
import { linkName } from "./linkName";

export const REQUIRED = "This is a required field";
export const INVALID = "This value is not valid";

/** What the editor refuses before saving: name, type and target entity are required; the name needs a letter or digit. */
export function linkErrors(draft: LinkDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.name.trim() === "") errors.name = REQUIRED;
  else if (linkName(draft.name) === "") errors.name = INVALID;
  if (draft.typeOfLink === "") errors.typeOfLink = REQUIRED;
  if (draft.childDefDossier === "") errors.childDefDossier = REQUIRED;
  return errors;
}

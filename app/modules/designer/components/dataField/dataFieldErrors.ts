import type { DataFieldDraft } from "./DataFieldDraft";

export const REQUIRED = "This is a required field";

/** What the editor refuses before saving: a name and a base field are required. */
export function dataFieldErrors(draft: DataFieldDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.name.trim() === "") errors.name = REQUIRED;
  if (draft.defField === "") errors.defField = REQUIRED;
  return errors;
}

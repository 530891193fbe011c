import type { BaseFieldDraft } from "./BaseFieldDraft";
import { formulaProblem } from "./formulaProblem";

const REQUIRED = "This is a required field";
const INVALID = "This value is not valid";

const wholeNumber = (value: unknown, min: number, max: number) => {
  const text = String(value ?? "").trim();
  const number = Number(text);
  return text !== "" && Number.isInteger(number) && number >= min && number <= max;
};

const validPattern = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

/**
 * What the base field editor refuses before saving (spec 3-designer section 5): name and type are required;
 * a text size of 1 to 255, a custom pattern that compiles, 0 to 10 decimals and a formula the engine reads.
 * Settings errors are keyed as the server keys them (settings.size).
 */
export function baseFieldErrors(draft: BaseFieldDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const { settings } = draft;
  if (draft.name.trim() === "") errors.name = REQUIRED;
  if (draft.type === "") errors.type = REQUIRED;
  if (draft.type === "text") {
    if (!wholeNumber(settings.size, 1, 255)) errors["settings.size"] = INVALID;
    const regex = settings.regex;
    if (typeof regex === "string" && (regex.trim() === "" || !validPattern(regex)))
      errors["settings.regex"] = regex.trim() === "" ? REQUIRED : INVALID;
  }
  if (
    draft.type === "amount" &&
    settings.valueType !== "percentage" &&
    !wholeNumber(settings.decimals, 0, 10)
  )
    errors["settings.decimals"] = INVALID;
  if (draft.type === "amount" && settings.valueType === "currency" && !settings.currency)
    errors["settings.currency"] = REQUIRED;
  if (draft.type === "calc") {
    const formula = String(settings.formula ?? "");
    if (formula.trim() === "") errors["settings.formula"] = REQUIRED;
    else if (formulaProblem(formula)) errors["settings.formula"] = INVALID;
    const decimals = String(settings.decimals ?? "").trim();
    if (decimals !== "" && !wholeNumber(decimals, 0, 10)) errors["settings.decimals"] = INVALID;
  }
  return errors;
}

import type { DisplayItemSettings } from "../../../../schemas";

const REQUIRED = "This is a required field";
const INVALID = "This value is not valid";

const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/**
 * What the Settings tab refuses, by `settings.<name>`: a display rule without a path, a slider maximum that
 * is not a positive number, a reminder whose number is not 1 to 31 (spec 3-designer section 5).
 */
export function settingsErrors(settings: DisplayItemSettings): Record<string, string> {
  const errors: Record<string, string> = {};
  if ((settings.display_rules ?? []).some((rule) => rule.path.trim() === ""))
    errors["settings.display_rules"] = REQUIRED;
  const max = settings.max_slider;
  if (max !== undefined && !(typeof max === "number" && Number.isFinite(max) && max > 0))
    errors["settings.max_slider"] = INVALID;
  if ((settings.deadline ?? []).some((reminder) => !wholeIn(reminder.number, 1, 31)))
    errors["settings.deadline"] = INVALID;
  return errors;
}

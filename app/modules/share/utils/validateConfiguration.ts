import type { ShareConfiguration, ShareConfigurationErrors } from "./ShareConfiguration";
import { dayFromToday, isoOfDay } from "./shareDates";

/** A real day from today on, and at least one position or a template. */
export function validateConfiguration(configuration: ShareConfiguration): ShareConfigurationErrors {
  const errors: ShareConfigurationErrors = {};
  const iso = isoOfDay(configuration.activeUntil);
  const today = isoOfDay(dayFromToday(0));
  if (configuration.activeUntil.trim() === "") errors.activeUntil = "This is a required field";
  else if (!iso || (today !== null && iso < today)) errors.activeUntil = "This value is not valid";
  const chosen =
    configuration.shareType === "positions"
      ? configuration.positions.length > 0
      : configuration.template !== null;
  if (!chosen) errors.shareValue = "This is a required field";
  return errors;
}

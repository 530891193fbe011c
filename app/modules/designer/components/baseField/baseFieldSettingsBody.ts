import type { BaseFieldSettings } from "../../../../../schemas";
import type { BaseFieldDraft } from "./BaseFieldDraft";
import { baseFieldSettingsFor } from "./baseFieldSettingsFor";

/** The settings as sent: the type's keys only, numbers as numbers, what does not apply left out. */
export function baseFieldSettingsBody(draft: BaseFieldDraft): BaseFieldSettings {
  const settings = baseFieldSettingsFor(draft.type, draft.settings);
  if ("size" in settings) settings.size = Number(settings.size);
  if ("decimals" in settings) {
    if (settings.valueType === "percentage") delete settings.decimals;
    else if (draft.type === "calc" && String(settings.decimals ?? "").trim() === "") delete settings.decimals;
    else settings.decimals = Number(settings.decimals);
  }
  if (draft.type === "amount" && settings.valueType !== "currency") delete settings.currency;
  if ("output" in settings && !settings.output) delete settings.output;
  if ("prefix" in settings && settings.prefix === "") settings.prefix = null;
  return settings as BaseFieldSettings;
}

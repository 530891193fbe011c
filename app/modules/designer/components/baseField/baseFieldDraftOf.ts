import type { BaseField } from "../../../../../schemas";
import type { BaseFieldDraft } from "./BaseFieldDraft";
import { baseFieldSettingsFor } from "./baseFieldSettingsFor";

/** The editor's starting state: the saved base field, or an empty one with a fresh uuid. */
export function baseFieldDraftOf(saved: BaseField | undefined): BaseFieldDraft {
  if (!saved) return { uuid: crypto.randomUUID(), name: "", type: "", settings: {} };
  return {
    uuid: saved.uuid ?? crypto.randomUUID(),
    name: saved.name ?? "",
    type: saved.type,
    settings: baseFieldSettingsFor(saved.type, saved.settings ?? {}),
  };
}

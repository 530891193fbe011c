import type { BaseFieldCreate } from "../../../../../schemas";
import type { BaseFieldDraft } from "./BaseFieldDraft";
import { baseFieldSettingsBody } from "./baseFieldSettingsBody";

/** POST /deffield: name, settings, environment, type and uuid (spec 3-designer section 7). */
export function baseFieldCreateBody(draft: BaseFieldDraft, environmentId: number): BaseFieldCreate {
  return {
    name: draft.name.trim(),
    settings: baseFieldSettingsBody(draft),
    environment: environmentId,
    type: draft.type,
    uuid: draft.uuid,
  };
}

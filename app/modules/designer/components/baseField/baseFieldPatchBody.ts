import type { BaseFieldPatch } from "../../../../../schemas";
import type { BaseFieldDraft } from "./BaseFieldDraft";
import { baseFieldSettingsBody } from "./baseFieldSettingsBody";

/**
 * PATCH /deffield/{id}: name and settings (spec 3-designer section 7); the type only when it changed, which
 * the editor allows only for a base field no entity places.
 */
export function baseFieldPatchBody(
  draft: BaseFieldDraft,
  savedType: string,
): BaseFieldPatch & { type?: string } {
  const body = { name: draft.name.trim(), settings: baseFieldSettingsBody(draft) };
  return draft.type === savedType ? body : { ...body, type: draft.type };
}

import type { DataField } from "../../../../../schemas";
import type { DataFieldDraft } from "./DataFieldDraft";

/** The editor's starting state: the saved data field, or an empty one with a fresh uuid. */
export function dataFieldDraftOf(saved: DataField | undefined): DataFieldDraft {
  if (!saved)
    return {
      uuid: crypto.randomUUID(),
      name: "",
      defField: "",
      obligatory: false,
      locked: false,
      settings: {},
    };
  return {
    uuid: saved.uuid ?? crypto.randomUUID(),
    name: saved.name,
    defField: String(saved.def_field.id),
    obligatory: saved.obligatory === true,
    locked: saved.locked === true,
    settings: { ...(saved.settings ?? {}) },
  };
}

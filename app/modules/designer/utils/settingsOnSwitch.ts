import type { DisplayItemSettings } from "../../../../schemas";
import type { ItemKind } from "./ItemKind";

/** Settings every kind of item has (spec 3-designer section 3, 'General'). */
const GENERAL = ["show_info_direct", "display_rules", "condition_query"] as const;

const sameKind = (a: ItemKind, b: ItemKind) =>
  a.kind === b.kind &&
  (a.kind !== "field" || b.kind !== "field" || a.type === b.type) &&
  (a.kind !== "link" ||
    b.kind !== "link" ||
    (a.embedded === b.embedded && a.childEntityId === b.childEntityId));

/**
 * A draft item's settings after it switches to another field, link, block or record data: those of the old
 * kind go (show_slider of an amount must not stay on a date), the general ones stay.
 */
export function settingsOnSwitch(
  settings: DisplayItemSettings,
  before: ItemKind,
  after: ItemKind,
): DisplayItemSettings {
  if (sameKind(before, after)) return settings;
  const kept: DisplayItemSettings = {};
  for (const key of GENERAL) if (settings[key] !== undefined) Object.assign(kept, { [key]: settings[key] });
  return kept;
}

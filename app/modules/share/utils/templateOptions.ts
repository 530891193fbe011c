import type { ShareSettings } from "../api/ShareSettings";

/** The templates the module allows, with a name to show (their id when the settings give none). */
export function templateOptions(settings: ShareSettings | null): { id: number; name: string }[] {
  return (settings?.templates ?? []).map((entry) =>
    typeof entry === "number"
      ? { id: entry, name: `#${entry}` }
      : { id: entry.id, name: entry.name?.trim() || `#${entry.id}` },
  );
}

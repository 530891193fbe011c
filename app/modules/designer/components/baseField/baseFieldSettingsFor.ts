import { baseFieldSettingDefaults } from "./baseFieldSettingDefaults";

/** The settings a field of a type keeps: the type's own keys, saved values first, defaults for the rest. */
export function baseFieldSettingsFor(
  type: string,
  settings: Record<string, unknown>,
): Record<string, unknown> {
  const defaults = baseFieldSettingDefaults[type] ?? {};
  return Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => {
      const value = settings[key];
      if (value === undefined) return [key, fallback];
      // Numbers are edited as text.
      return [key, typeof value === "number" && typeof fallback === "string" ? String(value) : value];
    }),
  );
}

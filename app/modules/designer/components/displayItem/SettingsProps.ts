import type { DisplayItemSettings } from "../../../../../schemas";

/** What every settings section gets: the draft's settings, their errors and a way to change them. */
export interface SettingsProps {
  settings: DisplayItemSettings;
  /** By `settings.<name>`. */
  errors: Record<string, string>;
  onChange: (settings: DisplayItemSettings) => void;
}

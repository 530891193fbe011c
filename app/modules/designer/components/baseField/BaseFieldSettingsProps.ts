/** What each type's part of the Misc tab gets: the draft's settings, their errors (settings.x) and a setter. */
export interface BaseFieldSettingsProps {
  settings: Record<string, unknown>;
  errors: Record<string, string>;
  onChange: (settings: Record<string, unknown>) => void;
}

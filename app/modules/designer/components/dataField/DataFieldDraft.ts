/** The data field editor's unsaved state; the base field id stays text as the select gives it. */
export interface DataFieldDraft {
  uuid: string;
  name: string;
  defField: string;
  obligatory: boolean;
  locked: boolean;
  settings: Record<string, unknown>;
}

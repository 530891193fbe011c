/**
 * The base field editor's unsaved state. Settings hold what the Misc tab shows for the type; numbers being
 * typed (size, decimals) stay text until they are sent.
 */
export interface BaseFieldDraft {
  uuid: string;
  name: string;
  type: string;
  settings: Record<string, unknown>;
}

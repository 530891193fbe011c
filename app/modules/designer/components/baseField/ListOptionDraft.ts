/** The list option editor's unsaved state: per language a text, information text and pretext. */
export interface ListOptionDraft {
  translations: { culture: string; text: string; informationtext: string; pretext: string }[];
  /** Hex; null when unset (shown as #F5F5F5). */
  color: string | null;
  isDefault: boolean;
  /** Roles the option is hidden from. */
  roles: number[];
  rank: number;
}

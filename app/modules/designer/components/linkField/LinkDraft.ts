export type TypeOfLinkChoice = "" | "select" | "embeddedList";
export type CascadeChoice = "maintain" | "delete" | "constraint";
export type ArchiveCascadeChoice = "" | "archive";

/** The link editor's unsaved state; ids stay text as the selects give them. */
export interface LinkDraft {
  uuid: string;
  name: string;
  typeOfLink: TypeOfLinkChoice;
  childDefDossier: string;
  obligatory: boolean;
  locked: boolean;
  multiple: boolean;
  /** A saved query's uuid (settings.limit_output_to_mis_item), or empty. */
  limitQuery: string;
  cascadeRule: CascadeChoice;
  archiveCascadeRule: ArchiveCascadeChoice;
  /** Settings this editor does not show, kept as they are. */
  otherSettings: Record<string, unknown>;
}

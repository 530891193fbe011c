/** One display item of a detail answer: its id and the value key (f{field}, l{link}, m{name}) it shows. */
export interface RecordItemInfo {
  id: number;
  key: string;
  label: string;
  type: string;
  position: number;
}

/** GET /contentdossier/{id}: the record's values by display item id, with the caller's flags. */
export interface RecordDetail {
  id: number;
  uuid: string;
  def_dossier_id: number;
  environment_id: number;
  summary: string | null;
  archived: boolean;
  modified_at?: string;
  /** Raised by every change of the values; a save sends the version its edit started from. */
  version?: number;
  content: Record<string, unknown>;
  formatted: Record<string, string>;
  items: RecordItemInfo[];
  subscribed: boolean;
  favorite: boolean;
  /** The condition queries with link criteria the record matches, by uuid (evaluated by the server). */
  in_queries?: string[];
}

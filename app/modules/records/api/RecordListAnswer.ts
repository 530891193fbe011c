/** One record of a list answer (GET /contentdossier). */
export interface ListedRecord {
  id: number;
  uuid: string;
  def_dossier_id: number;
  summary: string | null;
  archived: boolean;
  created_at: string;
  modified_at: string;
  created_by: string | null;
  modified_by: string | null;
  /** Raised by every change of the values; a one-value save sends it (see updateRecordValue). */
  version?: number;
  subscribed: boolean;
  /** Values by display item id of the list view. */
  content: Record<string, unknown>;
}

export interface ListAggregation {
  field: number;
  function: string;
  value: number | string | null;
}

export interface ListPager {
  current: number;
  pages: number;
  items: number;
  limit: number;
}

/** GET /contentdossier: a page of records, the aggregations asked for (admins) and the pager. */
export interface RecordListAnswer {
  results: ListedRecord[];
  aggregations: ListAggregation[];
  pager: ListPager;
  /** Labels of the users, records and files the values point at, when asked for with `labels=1`. */
  labels?: Partial<Record<"user" | "record" | "file", Record<string, string>>>;
}

/** What a query may read about one data field. */
export interface QueryFieldInfo {
  /** The field type name (text, amount, date, list, user, ...). */
  type: string;
  multiple?: boolean;
  withtime?: boolean;
}

/** The fields of the entity a query runs on, and, per link id, the schema of the linked (child) entity. */
export interface QuerySchema {
  /**
   * The entity whose records the schema describes. The engine does not read it; the SQL compiler needs it
   * to find the entity's table of values.
   */
  entity?: number;
  fields: Record<number, QueryFieldInfo>;
  links: Record<number, QuerySchema>;
}

export interface QueryContext {
  /** The moment relative dates, "today" and birthdays are counted from. */
  now: Date;
  /** The caller, for the value "current_user". */
  userId?: number;
  /** An IANA time zone for days and "today"; default Europe/Amsterdam. */
  timezone?: string;
}

/** A record as in-memory evaluation reads it. */
export interface QueryRecord {
  id: number;
  archived: boolean;
  created_at: string;
  modified_at: string;
  created_by: number | null;
  modified_by: number | null;
  /** Values by data field id, encoded as in the README. */
  values: Record<number, unknown>;
  /** Linked child records by link id. */
  links: Record<number, QueryRecord[]>;
}

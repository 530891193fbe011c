import type { LogType } from "../../../../schemas";

/** The change log's entry types as people read them (message ids), for the record's log and /logs. */
export const logTypeLabels: Record<LogType, string> = {
  shown: "Shown",
  change: "Change",
  archive: "Archive",
  delete: "Delete",
  secureshare: "Secure share",
  export: "Export",
};

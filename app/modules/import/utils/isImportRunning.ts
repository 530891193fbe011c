import type { ImportStatus } from "../api/ImportState";

/** Whether the server is still working on the import (the page polls while it is). */
export function isImportRunning(status: ImportStatus): boolean {
  return status === "checking" || status === "importing" || status === "writing";
}

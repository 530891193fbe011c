import { api } from "../../../api/apiClient";
import type { ImportState } from "./ImportState";

/** POST /import/{id}/check (the dry run) or /run (the import) with the mapping; both go on in the background. */
export function startImport(
  id: number,
  mode: "check" | "run",
  mapping: Record<string, number>,
): Promise<ImportState> {
  return api<ImportState>(`/import/${id}/${mode}`, { method: "POST", body: { mapping } });
}

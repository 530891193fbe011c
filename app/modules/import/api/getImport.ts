import { api } from "../../../api/apiClient";
import type { ImportState } from "./ImportState";

/** GET /import/{id}: the import's mapping and how far its dry run or import has come. */
export function getImport(id: number): Promise<ImportState> {
  return api<ImportState>(`/import/${id}`);
}

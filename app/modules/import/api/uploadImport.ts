import { api } from "../../../api/apiClient";
import type { ImportState } from "./ImportState";

/** POST /import: a CSV or XLSX file (data URL) for an entity; answers its columns and a guessed mapping. */
export function uploadImport(defDossier: number, filename: string, file: string): Promise<ImportState> {
  return api<ImportState>("/import", { method: "POST", body: { defDossier, filename, file } });
}

import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** One right a role may hold, as the credential catalog names it. */
export interface CredentialEntry {
  credential: string;
  type: "environment" | "admin" | "entity";
  def_dossier_id?: number;
  action?: string;
}

/** GET /credential?environment: every right a role of the environment may hold. */
export function listCredentials(environmentId: number): Promise<ListResponse<CredentialEntry>> {
  return api<ListResponse<CredentialEntry>>("/credential", { query: { environment: environmentId } });
}

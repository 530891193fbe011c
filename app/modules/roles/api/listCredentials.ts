import type { CredentialList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** One right a role may hold, as the credential catalog names it. */
export type { CredentialEntry } from "../../../../schemas";

/** GET /credential?environment: every right a role of the environment may hold. */
export function listCredentials(environmentId: number): Promise<CredentialList> {
  return api<CredentialList>("/credential", { query: { environment: environmentId } });
}

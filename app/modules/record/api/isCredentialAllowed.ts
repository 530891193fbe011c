import type { CredentialAllowed } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /contentdossier/is-credential-allowed: whether the caller holds an action on the entity (or record). */
export async function isCredentialAllowed(
  entityId: number,
  credential: string,
  recordId?: number,
): Promise<boolean> {
  const answer = await api<CredentialAllowed>("/contentdossier/is-credential-allowed", {
    query: { defDossier: entityId, credential, ...(recordId !== undefined ? { dossier: recordId } : {}) },
  });
  return answer.allowed;
}

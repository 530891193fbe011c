import type { TabCredentials } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /displayposition/credentials: which of an entity's positions the caller may open as tabs. */
export function getTabCredentials(entityId: number, positionIds: number[]): Promise<TabCredentials> {
  return api<TabCredentials>("/displayposition/credentials", {
    method: "POST",
    body: { defDossier: entityId, ids: positionIds },
  });
}

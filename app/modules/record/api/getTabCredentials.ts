import { api } from "../../../api/apiClient";

/** POST /displayposition/credentials: which of an entity's positions the caller may open as tabs. */
export function getTabCredentials(
  entityId: number,
  positionIds: number[],
): Promise<{ id: number; tabs_allowed: boolean }[]> {
  return api("/displayposition/credentials", {
    method: "POST",
    body: { defDossier: entityId, ids: positionIds },
  });
}

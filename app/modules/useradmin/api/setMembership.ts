import type { EnvironmentMembership } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** PUT /user/{id}/roles/{environment}: exactly these roles, and whether the user may enter the environment. */
export function setMembership(
  userId: number,
  environment: number,
  membership: { roles: number[]; active: boolean },
): Promise<EnvironmentMembership> {
  return api<EnvironmentMembership>(`/user/${userId}/roles/${environment}`, {
    method: "PUT",
    body: membership,
  });
}

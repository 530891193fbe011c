import type { EnvironmentMembership } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /invitation/accept: the logged-in user joins the environment the mailed key invites them to. */
export function acceptInvitation(key: string): Promise<EnvironmentMembership> {
  return api<EnvironmentMembership>("/invitation/accept", { method: "POST", body: { key } });
}

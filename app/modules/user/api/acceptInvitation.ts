import { api } from "../../../api/apiClient";

export interface AcceptedInvitation {
  environment: number;
  user: number;
  roles: number[];
  active: boolean;
}

/** POST /invitation/accept: the logged-in user joins the environment the mailed key invites them to. */
export function acceptInvitation(key: string): Promise<AcceptedInvitation> {
  return api<AcceptedInvitation>("/invitation/accept", { method: "POST", body: { key } });
}

import type { OwnUser } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export interface ProfileChanges {
  profile?: { first_name?: string | null; preposition?: string | null; last_name?: string | null };
  private_settings?: { language?: string | null };
  email?: string;
  mobile?: string | null;
}

/** PATCH /user/{id}/profile: merges the given parts; answers the user as they see themselves. */
export function updateProfile(id: number, changes: ProfileChanges): Promise<OwnUser> {
  return api<OwnUser>(`/user/${id}/profile`, { method: "PATCH", body: changes });
}

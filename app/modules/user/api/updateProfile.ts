import { api } from "../../../api/apiClient";
import type { UserDetails } from "./UserDetails";

export interface ProfileChanges {
  profile?: { first_name?: string | null; preposition?: string | null; last_name?: string | null };
  private_settings?: { language?: string | null };
  email?: string;
  mobile?: string | null;
}

/** PATCH /user/{id}/profile: merges the given parts; answers the user as they see themselves. */
export function updateProfile(id: number, changes: ProfileChanges): Promise<UserDetails> {
  return api<UserDetails>(`/user/${id}/profile`, { method: "PATCH", body: changes });
}

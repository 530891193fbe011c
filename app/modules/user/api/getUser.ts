import { api } from "../../../api/apiClient";
import type { UserDetails } from "./UserDetails";

/** GET /user/{id}, with the environment the caller looks from. */
export function getUser(id: number, environment: number | null): Promise<UserDetails> {
  return api<UserDetails>(`/user/${id}`, environment !== null ? { query: { environment } } : {});
}

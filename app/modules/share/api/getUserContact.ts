import type { UserDetails } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /user/{id}?environment: a colleague's email address and mobile number. */
export function getUserContact(id: number, environment: number): Promise<UserDetails> {
  return api<UserDetails>(`/user/${id}`, { query: { environment } });
}

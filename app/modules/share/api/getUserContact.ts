import { api } from "../../../api/apiClient";

/** GET /user/{id}?environment: a colleague's email address and mobile number. */
export function getUserContact(
  id: number,
  environment: number,
): Promise<{ id: number; username: string; email: string; mobile?: string | null }> {
  return api(`/user/${id}`, { query: { environment } });
}

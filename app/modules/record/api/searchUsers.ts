import type { ListResponse, UserOption } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A member as GET /user lists them. */
export type UserRow = UserOption;

/** GET /user?environment&name&limit=25: members of the environment matching the name. */
export async function searchUsers(environmentId: number, name: string): Promise<UserRow[]> {
  const answer = await api<ListResponse<UserOption>>("/user", {
    query: { environment: environmentId, limit: 25, ...(name.trim() ? { name: name.trim() } : {}) },
  });
  return answer.results;
}

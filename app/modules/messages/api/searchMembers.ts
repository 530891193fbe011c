import type { ListResponse, UserOption } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A member as GET /user lists them. */
export type MemberRow = UserOption;

/** GET /user?environment&name&limit: members of the environment matching the name (active ones). */
export async function searchMembers(environment: number, name: string, limit: number): Promise<MemberRow[]> {
  const answer = await api<ListResponse<UserOption>>("/user", {
    query: { environment, limit, active: "true", ...(name.trim() ? { name: name.trim() } : {}) },
  });
  return answer.results;
}

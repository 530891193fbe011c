import { api } from "../../../api/apiClient";

export interface MemberRow {
  id: number;
  username: string;
  profile?: { first_name?: string | null; preposition?: string | null; last_name?: string | null } | null;
}

/** GET /user?environment&name&limit: members of the environment matching the name (active ones). */
export async function searchMembers(environment: number, name: string, limit: number): Promise<MemberRow[]> {
  const answer = await api<{ results: MemberRow[] }>("/user", {
    query: { environment, limit, active: "true", ...(name.trim() ? { name: name.trim() } : {}) },
  });
  return answer.results;
}

import { api } from "../../../api/apiClient";

export interface UserRow {
  id: number;
  username: string;
  profile?: { first_name?: string | null; preposition?: string | null; last_name?: string | null } | null;
}

/** GET /user?environment&name&limit=25: members of the environment matching the name. */
export async function searchUsers(environmentId: number, name: string): Promise<UserRow[]> {
  const answer = await api<{ results: UserRow[] }>("/user", {
    query: { environment: environmentId, limit: 25, ...(name.trim() ? { name: name.trim() } : {}) },
  });
  return answer.results;
}

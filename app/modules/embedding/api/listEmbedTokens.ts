import { api } from "../../../api/apiClient";
import type { EmbedToken } from "./EmbedToken";

/** GET /embedtoken?environment=: every token of the environment, newest first. */
export function listEmbedTokens(environment: number) {
  return api<{ results: EmbedToken[] }>("/embedtoken", { query: { environment } });
}

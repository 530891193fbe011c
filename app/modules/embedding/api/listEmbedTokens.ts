import type { EmbedTokenList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /embedtoken?environment=: every token of the environment, newest first. */
export function listEmbedTokens(environment: number) {
  return api<EmbedTokenList>("/embedtoken", { query: { environment } });
}

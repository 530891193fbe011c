import { api } from "../../../api/apiClient";
import type { EmbedToken, EmbedTokenInput } from "./EmbedToken";

/** POST /embedtoken: answers the token with its signed string, this once. */
export function createEmbedToken(input: EmbedTokenInput) {
  return api<EmbedToken & { token: string }>("/embedtoken", { method: "POST", body: input });
}

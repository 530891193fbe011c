import type { CreatedEmbedToken } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { EmbedTokenInput } from "./EmbedToken";

/** POST /embedtoken: answers the token with its signed string, this once. */
export function createEmbedToken(input: EmbedTokenInput) {
  return api<CreatedEmbedToken>("/embedtoken", { method: "POST", body: input });
}

import type { EmbedAction } from "../../../../schemas";

export type { EmbedAction, EmbedToken } from "../../../../schemas";

/** The body of POST /embedtoken. */
export interface EmbedTokenInput {
  environment: number;
  name: string;
  entity: number;
  action: EmbedAction;
  record?: number;
  role: number;
  allowedOrigins: string[];
  expiresAt: string;
}

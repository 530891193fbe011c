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

/** The body of PATCH /embedtoken/{id}: only what changes (what a token may do is fixed). */
export interface EmbedTokenChanges {
  name?: string;
  allowedOrigins?: string[];
  /** A day (its end, UTC) or an ISO date-time, in the future. */
  expiresAt?: string;
}

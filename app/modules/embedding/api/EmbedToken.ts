/** What an embed token may do: create records, or show or edit one record. */
export type EmbedAction = "create" | "show" | "edit";

/** An embed token as GET /embedtoken lists it (never its string). */
export interface EmbedToken {
  id: number;
  uuid: string;
  environment: number;
  name: string;
  entity: number;
  action: EmbedAction;
  record: number | null;
  role: { id: number; name: string | null };
  allowedOrigins: string[];
  expiresAt: string;
  revokedAt: string | null;
  createdBy: string | null;
  createdAt: string;
}

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

import { type Static, Type } from "@sinclair/typebox";
import { BundleAnswer } from "./bundle";
import { Id, Nullable } from "./common";
import { RecordDetail } from "./recordAnswers";

export const EMBED_ACTIONS = ["create", "show", "edit"] as const;
/** What an embed token may do: create records, or show or edit one record. */
export const EmbedAction = Type.Unsafe<(typeof EMBED_ACTIONS)[number]>(
  Type.String({ enum: [...EMBED_ACTIONS] }),
);
export type EmbedAction = Static<typeof EmbedAction>;

/** An embed token as GET /embedtoken lists it (never its string). */
export const EmbedToken = Type.Object({
  id: Id,
  uuid: Type.String(),
  environment: Id,
  name: Type.String(),
  entity: Id,
  action: EmbedAction,
  /** The record a show or edit token opens; null for create. */
  record: Nullable(Id),
  role: Type.Object({ id: Id, name: Nullable(Type.String()) }),
  allowedOrigins: Type.Array(Type.String()),
  expiresAt: Type.String({ format: "date-time" }),
  revokedAt: Nullable(Type.String({ format: "date-time" })),
  createdBy: Nullable(Type.String()),
  createdAt: Type.String({ format: "date-time" }),
});
export type EmbedToken = Static<typeof EmbedToken>;

/** GET /embedtoken?environment: every token of the environment, newest first. */
export const EmbedTokenList = Type.Object({ results: Type.Array(EmbedToken) });
export type EmbedTokenList = Static<typeof EmbedTokenList>;

/** POST /embedtoken (201): the token with its signed string, answered this once. */
export const CreatedEmbedToken = Type.Object({ ...EmbedToken.properties, token: Type.String() });
export type CreatedEmbedToken = Static<typeof CreatedEmbedToken>;

/** GET /embed/form: the token, the origins that may embed it, the bundle as its role sees it, its record. */
export const EmbedFormAnswer = Type.Object({
  token: Type.Object({
    name: Type.String(),
    action: EmbedAction,
    entity: Id,
    record: Type.Optional(Id),
  }),
  allowedOrigins: Type.Array(Type.String()),
  /** The bundle as GET /defdossier/{id}/bundle answers it: its metadata parts go out whole. */
  bundle: BundleAnswer,
  /** The record of a show or edit token. */
  record: Type.Optional(RecordDetail),
});
export type EmbedFormAnswer = Static<typeof EmbedFormAnswer>;

/** GET /embed/link/{item}?q=: records a link of the token's form may point to (25 at most), by summary. */
export const LinkTargets = Type.Object({
  results: Type.Array(Type.Object({ id: Id, summary: Nullable(Type.String()) })),
});
export type LinkTargets = Static<typeof LinkTargets>;
